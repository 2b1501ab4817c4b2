import { PageHero } from '../../../components/PageSection';

export default function NewsPage() {
  return <PageHero title="News" />;
}

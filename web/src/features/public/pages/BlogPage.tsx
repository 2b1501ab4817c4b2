import { PageHero } from '../../../components/PageSection';

export default function BlogPage() {
  return <PageHero title="Blog" />;
}

import { PageHero } from '../../../components/PageSection';

export default function HomePage() {
  return <PageHero title="Home" />;
}

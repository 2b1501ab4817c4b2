import { PageHero } from '../../../components/PageSection';

export default function AboutPage() {
  return <PageHero title="About Us" />;
}

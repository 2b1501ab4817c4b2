import { PageHero } from '../../../components/PageSection';

export default function CareersPage() {
  return <PageHero title="Careers" />;
}

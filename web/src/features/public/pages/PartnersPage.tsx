import { PageHero } from '../../../components/PageSection';

export default function PartnersPage() {
  return <PageHero title="Partners" />;
}

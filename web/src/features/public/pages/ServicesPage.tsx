import { PageHero } from '../../../components/PageSection';

export default function ServicesPage() {
  return <PageHero title="Plans & Coverage" />;
}

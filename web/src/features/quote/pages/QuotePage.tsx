import { PageHero } from '../../../components/PageSection';

export default function QuotePage() {
  return <PageHero title="Get Your Instant Quote" />;
}

import { PageHero } from '../../../components/PageSection';

export default function InvestorsPage() {
  return <PageHero title="Investors" />;
}

import { PageHero } from '../../../components/PageSection';

export default function FaqPage() {
  return <PageHero title="Frequently Asked Questions" />;
}

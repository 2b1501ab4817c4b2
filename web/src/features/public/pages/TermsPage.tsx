import { PageHero } from '../../../components/PageSection';

export default function TermsPage() {
  return <PageHero title="Terms of Service" />;
}

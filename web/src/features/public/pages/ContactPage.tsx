import { PageHero } from '../../../components/PageSection';

export default function ContactPage() {
  return <PageHero title="Contact Us" />;
}

import { PageHero } from '../../../components/PageSection';

export default function PrivacyPage() {
  return <PageHero title="Privacy Policy" />;
}

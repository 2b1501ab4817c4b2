import { ComingSoon } from '../../../components/ComingSoon';

export default function CustomerClaimsPage() {
  return <ComingSoon title="My Claims" lead="File and follow your damage and theft claims here." />;
}

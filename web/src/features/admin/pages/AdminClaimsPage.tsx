import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminClaimsPage() {
  return <ComingSoon title="Manage Claims" lead="Review, approve, reject and complete claims." />;
}

import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminUserPage() {
  return <ComingSoon title="User Details" lead="The user's profile, devices, quotes and claims." />;
}

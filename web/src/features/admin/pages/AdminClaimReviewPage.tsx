import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminClaimReviewPage() {
  return <ComingSoon title="Review Claim" lead="Review the claim's details and photos." />;
}

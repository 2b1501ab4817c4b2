// The admin claims pages' headings, around their content; the route guard draws them while the session is
// restored (components/PageFrame.tsx).
import { pageFrameOf } from '../../../components/PageFrame';
import { paths } from '../../../config/paths';

/** /admin/claims. */
export const AdminClaimsFrame = pageFrameOf({
  tabTitle: 'Claims Management',
  heading: 'Claims Management',
});

/** /admin/claim/{id}. */
export const ClaimReviewFrame = pageFrameOf({
  tabTitle: 'Review Claim',
  heading: 'Review Claim',
  back: { to: paths.admin.claims.getHref(), label: 'All claims' },
  maxWidth: 'md',
});

// /customer/claims's heading and intro, around its form and list; the route guard draws them while the
// session is restored (components/PageFrame.tsx).
import { pageFrameOf } from '../../../components/PageFrame';

export const ClaimsFrame = pageFrameOf({
  tabTitle: 'Claims',
  heading: 'Submit a Claim',
  intro: 'Each plan includes 2-3 claims per year; claims must be for different issues.',
  maxWidth: 'md',
});

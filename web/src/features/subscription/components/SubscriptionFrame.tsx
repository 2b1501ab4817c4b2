// /customer/subscription/{id}'s heading, around its steps; the route guard draws it while the session is
// restored (components/PageFrame.tsx).
import { pageFrameOf } from '../../../components/PageFrame';

export const SubscriptionFrame = pageFrameOf({
  tabTitle: 'Manage Subscription',
  heading: 'Manage Subscription',
  maxWidth: 'md',
});

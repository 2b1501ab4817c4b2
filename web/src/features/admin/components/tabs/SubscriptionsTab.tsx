// Subscriptions tab of the admin dashboard (spec 02 section 2). Placeholder: replace this file with the tab's screen;
// the dashboard page renders <SubscriptionsTab /> with no props.
import { TabPlaceholder } from '../TabPlaceholder';

export function SubscriptionsTab() {
  return (
    <TabPlaceholder>
      The subscriptions table with its Manage dialog (Set active / paused / canceled) will be here.
    </TabPlaceholder>
  );
}

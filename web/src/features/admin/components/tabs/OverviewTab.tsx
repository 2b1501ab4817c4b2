// Overview tab of the admin dashboard (spec 02 section 2). Placeholder: replace this file with the tab's screen;
// the dashboard page renders <OverviewTab /> with no props.
import { TabPlaceholder } from '../TabPlaceholder';

export function OverviewTab() {
  return (
    <TabPlaceholder>
      Quick Actions (Export Users CSV, Review Claims, View All Claims), the 10 most recent users,
      claims and payments, and the monthly charts will be here.
    </TabPlaceholder>
  );
}

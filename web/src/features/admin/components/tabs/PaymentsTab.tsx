// Payments tab of the admin dashboard (spec 02 section 2). Placeholder: replace this file with the tab's screen;
// the dashboard page renders <PaymentsTab /> with no props.
import { TabPlaceholder } from '../TabPlaceholder';

export function PaymentsTab() {
  return <TabPlaceholder>The payments table will be here.</TabPlaceholder>;
}

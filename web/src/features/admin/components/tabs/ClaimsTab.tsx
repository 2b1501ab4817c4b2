// Claims tab of the admin dashboard (spec 02 section 2). Placeholder: replace this file with the tab's screen;
// the dashboard page renders <ClaimsTab /> with no props.
import { TabPlaceholder } from '../TabPlaceholder';

export function ClaimsTab() {
  return (
    <TabPlaceholder>
      A read-only claims table with a link to the claims page will be here.
    </TabPlaceholder>
  );
}

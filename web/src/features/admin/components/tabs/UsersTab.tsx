// Users tab of the admin dashboard (spec 02 section 2). Placeholder: replace this file with the tab's screen;
// the dashboard page renders <UsersTab /> with no props.
import { TabPlaceholder } from '../TabPlaceholder';

export function UsersTab() {
  return (
    <TabPlaceholder>The table of all users, paginated on the server, will be here.</TabPlaceholder>
  );
}

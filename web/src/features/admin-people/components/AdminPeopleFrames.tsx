// The headings of the admin's users and quotes pages, around their content; the route guard draws them
// while the session is restored (components/PageFrame.tsx).
import { pageFrameOf } from '../../../components/PageFrame';
import { paths } from '../../../config/paths';

/** /admin/users. */
export const UsersFrame = pageFrameOf({ tabTitle: 'User Management', heading: 'User Management' });

/** /admin/quotes. */
export const QuotesFrame = pageFrameOf({ tabTitle: 'Manage Quotes', heading: 'Manage Quotes' });

/** /admin/user/{id}. */
export const UserDetailsFrame = pageFrameOf({
  tabTitle: 'User Details',
  heading: 'User Details',
  back: { to: paths.admin.users.getHref(), label: 'All users' },
});

// /admin/user/{id} (spec 02 section 1, linked from the users' View): the user's profile with the role, and
// their devices, subscriptions, claims and payments, all from GET /api/admin/user/{id}, then the messages
// sent to them (GET /api/admin/users/{id}/messages, with a resend). An id without a
// profile answers 404: 'User not found' with the way back to /admin/users.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { Notice } from '../../../components/Notice';
import { ADMIN_LIST_MESSAGES } from '@protect/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminUser } from '../api/admin-user';
import {
  UserClaims,
  UserDevices,
  UserPayments,
  UserProfileCard,
  UserSubscriptions,
} from '../components/UserDetailSections';
import { UserMessages } from '../components/UserMessages';
import { UserDetailsFrame } from '../components/AdminPeopleFrames';
import { RetryAlert } from '../../../components/RetryAlert';
import { LoadingStatus } from '../../../components/LoadingStatus';

export default function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  return (
    <UserDetailsFrame>
      {user.isPending ? (
        <LoadingStatus label="Loading user..." />
      ) : user.isError ? (
        user.error instanceof ApiError && user.error.status === 404 ? (
          <Notice severity="warning" data-testid="admin-user-not-found">
            {ADMIN_LIST_MESSAGES.userNotFound}. It may have been deleted.{' '}
            <Link component={RouterLink} to={paths.admin.users.getHref()}>
              Back to all users
            </Link>
          </Notice>
        ) : (
          <RetryAlert onRetry={() => void user.refetch()}>
            Failed to load the user
            {user.error instanceof ApiError && user.error.status > 0
              ? ` (HTTP ${user.error.status})`
              : ''}
          </RetryAlert>
        )
      ) : (
        <>
          <UserProfileCard detail={user.data} />
          <UserDevices devices={user.data.devices} />
          <UserSubscriptions subscriptions={user.data.subscriptions} />
          <UserClaims claims={user.data.claims} />
          <UserPayments payments={user.data.payments} />
          <UserMessages uid={id} />
        </>
      )}
    </UserDetailsFrame>
  );
}

// The sections of /admin/user/{id}, from GET /api/admin/user/{id}: the profile with the role, then the
// devices, subscriptions (with their policy certificates), claims and payments (with their receipts). Each table scrolls sideways inside its own frame on a phone
// (DataTable); an empty one says so in a row.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { cardDeclineSummary, formatCents } from '@protect/domain';
import type {
  AdminDevice,
  AdminSubscription,
  AdminUserDetail,
} from '../../../api/admin/admin-from-wire';
import { DataTable } from '../../../components/DataTable';
import { Fact, Facts } from '../../../components/Facts';
import { StatusBadge } from '../../../components/StatusBadge';
import { dateOf } from '../../../components/admin/AdminListParts';
import { ClaimsReadOnlyTable, PaymentsTable } from '../../../components/admin/AdminRowsTables';
import { DeviceCell } from '../../../components/admin/CustomDeviceMark';
import { DocumentDownloadButton } from '../../../components/DocumentDownloadButton';
import { Badge } from '../../../components/Badge';

export function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = `user-${title.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
        <Typography component="span" color="textSecondary" sx={{ ml: 1 }}>
          ({count})
        </Typography>
      </Typography>
      {children}
    </Box>
  );
}

export function UserProfileCard({ detail }: { detail: AdminUserDetail }) {
  const { user, profile } = detail;
  const role = user.role || 'customer';
  const place = [profile.address, profile.city, [profile.state, profile.zipCode].join(' ').trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
            {user.name || profile.name || '-'}
          </Typography>
          <Badge
            label={role === 'admin' ? 'Admin' : 'Customer'}
            color={role === 'admin' ? 'primary' : 'default'}
            data-testid="admin-user-role"
          />
        </Box>
        <Facts>
          <Fact term="E-mail" testId="admin-user-email">
            {user.email}
          </Fact>
          <Fact term="Role">
            <Box component="span" sx={{ textTransform: 'capitalize' }}>
              {role}
            </Box>
          </Fact>
          <Fact term="Phone">{profile.phone || '-'}</Fact>
          <Fact term="Address">{place || '-'}</Fact>
          <Fact term="Joined">{dateOf(user.created_at)}</Fact>
          <Fact term="Quotes">{user.quotesCount}</Fact>
          <Fact term="Claims">{user.claimsCount}</Fact>
          <Fact term="Card attempts" testId="admin-user-card-declines">
            {cardDeclineSummary(
              detail.cardDeclines.last24Hours,
              detail.cardDeclines.pausedUntil ? new Date(detail.cardDeclines.pausedUntil) : null,
            )}
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}

const capitalized = { textTransform: 'capitalize' } as const;

export function UserDevices({ devices }: { devices: AdminDevice[] }) {
  return (
    <Section title="Devices" count={devices.length}>
      <DataTable
        label="Devices"
        minWidth={720}
        columns={[
          {
            header: 'Device',
            cell: (device) => (
              <DeviceCell brand={device.brand} model={device.model} device={device} />
            ),
          },
          { header: 'Type', sx: capitalized, cell: (device) => device.deviceType },
          { header: 'IMEI', sx: { fontFamily: 'monospace' }, cell: (device) => device.imei || '-' },
          { header: 'Condition', sx: capitalized, cell: (device) => device.condition },
          {
            header: 'Value',
            align: 'right',
            cell: (device) => formatCents(device.deviceValueCents),
          },
          { header: 'Registered', cell: (device) => dateOf(device.created_at) },
        ]}
        rows={devices}
        rowKey={(device) => device.id}
        rowData={(device) => ({ 'data-testid': 'admin-user-device', 'data-device-id': device.id })}
        empty="No devices registered."
      />
    </Section>
  );
}

export function UserSubscriptions({ subscriptions }: { subscriptions: AdminSubscription[] }) {
  return (
    <Section title="Subscriptions" count={subscriptions.length}>
      <DataTable
        label="Subscriptions"
        minWidth={760}
        columns={[
          { header: 'Plan', cell: (subscription) => subscription.plan_name },
          {
            header: 'Device',
            cell: (subscription) => (
              <DeviceCell
                brand={subscription.device_brand}
                model={subscription.device_model}
                device={subscription.device}
              />
            ),
          },
          {
            header: 'Status',
            cell: (subscription) => (
              <>
                <StatusBadge of="subscription" status={subscription.status} />
                {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled' && (
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
                    ends at period end
                  </Typography>
                )}
              </>
            ),
          },
          {
            header: 'Monthly',
            align: 'right',
            cell: (subscription) => formatCents(subscription.monthlyTotalCents),
          },
          {
            header: 'Next billing',
            cell: (subscription) =>
              subscription.status === 'canceled' ? '-' : dateOf(subscription.nextBillingDate),
          },
          { header: 'Started', cell: (subscription) => dateOf(subscription.created_at) },
          {
            header: 'Certificate',
            cell: (subscription) => (
              <DocumentDownloadButton
                document={{ kind: 'certificate', subscriptionId: subscription.id }}
                label="Certificate"
                name={`Download certificate for ${subscription.plan_name} on ${subscription.device_brand} ${subscription.device_model}`}
              />
            ),
          },
        ]}
        rows={subscriptions}
        rowKey={(subscription) => subscription.id}
        rowData={() => ({ 'data-testid': 'admin-user-subscription' })}
        empty="No subscriptions."
      />
    </Section>
  );
}

export function UserClaims({ claims }: { claims: AdminUserDetail['claims'] }) {
  return (
    <Section title="Claims" count={claims.length}>
      <ClaimsReadOnlyTable
        claims={claims}
        loaded
        customer={false}
        dateHeader="Filed"
        empty="No claims."
        testId="admin-user-claim"
      />
    </Section>
  );
}

export function UserPayments({ payments }: { payments: AdminUserDetail['payments'] }) {
  return (
    <Section title="Payments" count={payments.length}>
      <PaymentsTable
        payments={payments}
        loaded
        customer={false}
        receipts
        empty="No payments."
        testId="admin-user-payment"
      />
    </Section>
  );
}

// The sections of /admin/user/{id}, from GET /api/admin/user/{id}: the profile with the role, then the
// devices, subscriptions, claims and payments. Each table scrolls sideways inside its own frame on a phone;
// an empty one says so in a row. Unlike DetailTable, the frame takes the keyboard focus (a named region):
// these tables hold no link or button to tab to, so without it a keyboard could not scroll them (axe
// scrollable-region-focusable).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  type AdminUserDetailAnswer,
  type ClaimWire,
  type CustomerDeviceWire,
  type SubscriptionWire,
  type PaymentWire,
  cardDeclineSummary,
  claimNumber,
  claimTypeLabel,
  formatDollars,
} from '@protect/domain';
import { paths } from '../../../config/paths';
import {
  PaymentStatusChip,
  SubscriptionStatusChip,
  dateOf,
} from '../../../components/admin/AdminListParts';
import { EmptyRow } from '../../../components/admin/AdminRowsTables';
import { CatalogueTable } from '../../../components/DataTable';
import { ClaimStatusChip } from '../../../components/StatusChip';
import { CustomDeviceMark } from '../../../components/admin/CustomDeviceMark';

function Section({
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

export function UserProfileCard({ detail }: { detail: AdminUserDetailAnswer }) {
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
          <Chip
            label={role === 'admin' ? 'Admin' : 'Customer'}
            color={role === 'admin' ? 'primary' : 'default'}
            size="small"
            sx={{ fontWeight: 600 }}
            data-testid="admin-user-role"
          />
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.75,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>E-mail</dt>
          <dd data-testid="admin-user-email">{user.email}</dd>
          <dt>Role</dt>
          <Box component="dd" sx={{ textTransform: 'capitalize' }}>
            {role}
          </Box>
          <dt>Phone</dt>
          <dd>{profile.phone || '-'}</dd>
          <dt>Address</dt>
          <dd>{place || '-'}</dd>
          <dt>Joined</dt>
          <dd>{dateOf(user.created_at)}</dd>
          <dt>Quotes</dt>
          <dd>{user.quotesCount}</dd>
          <dt>Claims</dt>
          <dd>{user.claimsCount}</dd>
          <dt>Card attempts</dt>
          <dd data-testid="admin-user-card-declines">
            {cardDeclineSummary(
              detail.cardDeclines.last24Hours,
              detail.cardDeclines.pausedUntil ? new Date(detail.cardDeclines.pausedUntil) : null,
            )}
          </dd>
        </Box>
      </CardContent>
    </Card>
  );
}

export function UserDevices({ devices }: { devices: CustomerDeviceWire[] }) {
  return (
    <Section title="Devices" count={devices.length}>
      <CatalogueTable label="Devices" minWidth={720}>
        <TableHead>
          <TableRow>
            <TableCell>Device</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>IMEI</TableCell>
            <TableCell>Condition</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell>Registered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <TableRow key={device.id} data-testid="admin-user-device" data-device-id={device.id}>
              <TableCell>
                {device.brand} {device.model}
                <CustomDeviceMark device={device} />
              </TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{device.deviceType}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{device.imei || '-'}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{device.condition}</TableCell>
              <TableCell align="right">{formatDollars(device.deviceValue)}</TableCell>
              <TableCell>{dateOf(device.created_at)}</TableCell>
            </TableRow>
          ))}
          {devices.length === 0 && <EmptyRow columns={6} text="No devices registered." />}
        </TableBody>
      </CatalogueTable>
    </Section>
  );
}

export function UserSubscriptions({ subscriptions }: { subscriptions: SubscriptionWire[] }) {
  return (
    <Section title="Subscriptions" count={subscriptions.length}>
      <CatalogueTable label="Subscriptions" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell>Device</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Monthly</TableCell>
            <TableCell>Next billing</TableCell>
            <TableCell>Started</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription.id} data-testid="admin-user-subscription">
              <TableCell>{subscription.plan_name}</TableCell>
              <TableCell>
                {subscription.device_brand} {subscription.device_model}
                <CustomDeviceMark device={subscription.device} />
              </TableCell>
              <TableCell>
                <SubscriptionStatusChip status={subscription.status} />
                {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled' && (
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
                    ends at period end
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatDollars(subscription.monthlyTotal)}</TableCell>
              <TableCell>
                {subscription.status === 'canceled' ? '-' : dateOf(subscription.nextBillingDate)}
              </TableCell>
              <TableCell>{dateOf(subscription.created_at)}</TableCell>
            </TableRow>
          ))}
          {subscriptions.length === 0 && <EmptyRow columns={6} text="No subscriptions." />}
        </TableBody>
      </CatalogueTable>
    </Section>
  );
}

export function UserClaims({ claims }: { claims: ClaimWire[] }) {
  return (
    <Section title="Claims" count={claims.length}>
      <CatalogueTable label="Claims" minWidth={720}>
        <TableHead>
          <TableRow>
            <TableCell>Claim #</TableCell>
            <TableCell>Device</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Filed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.map((claim) => (
            <TableRow key={claim.id} data-testid="admin-user-claim">
              <TableCell>
                <Link component={RouterLink} to={paths.admin.claimReview.getHref(claim.id)}>
                  {claimNumber(claim)}
                </Link>
              </TableCell>
              <TableCell>
                {claim.brand} {claim.model}
              </TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>
                {claimTypeLabel(claim.claim_type)}
              </TableCell>
              <TableCell>
                <ClaimStatusChip status={claim.status} />
              </TableCell>
              <TableCell>{dateOf(claim.created_at)}</TableCell>
            </TableRow>
          ))}
          {claims.length === 0 && <EmptyRow columns={5} text="No claims." />}
        </TableBody>
      </CatalogueTable>
    </Section>
  );
}

export function UserPayments({ payments }: { payments: PaymentWire[] }) {
  return (
    <Section title="Payments" count={payments.length}>
      <CatalogueTable label="Payments" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Payment intent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} data-testid="admin-user-payment">
              <TableCell>{dateOf(payment.created_at)}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>
                {payment.payment_type.replace(/_/g, ' ')}
              </TableCell>
              <TableCell align="right">{formatDollars(payment.amount)}</TableCell>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
                {payment.stripe_payment_intent_id ?? '-'}
              </TableCell>
            </TableRow>
          ))}
          {payments.length === 0 && <EmptyRow columns={5} text="No payments." />}
        </TableBody>
      </CatalogueTable>
    </Section>
  );
}

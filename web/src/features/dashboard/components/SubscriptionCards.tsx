// The home card (spec 02 section 2): one card per device whose subscription is active, past_due or
// overdue, coloured by the domain's tone (overdue orange, active green, past_due red); trial and
// cancelled ones are left out, and with none left it says so.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import AddIcon from '@mui/icons-material/Add';
import {
  NO_SUBSCRIPTIONS_ON_HOME,
  formatCents,
  isShownOnHomeCard,
  subscriptionDisplayStatus,
} from '@protect/domain';
import type { Subscription } from '../../../api/subscription-from-wire';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/dates';
import { statusView } from '../../../lib/subscription-display';
import { FamilyDevices } from './FamilyDevices';
import { StatusBadge } from '../../../components/StatusBadge';
import { HeadingRow } from '../../../components/HeadingRow';

const BORDER = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  info: 'info.main',
  default: 'divider',
} as const;

/** The subscriptions the home card shows, in the order the api gave them (newest first). */
export function homeCardSubscriptions(
  subscriptions: readonly Subscription[],
  now: Date,
): Subscription[] {
  return subscriptions.filter((s) =>
    isShownOnHomeCard(subscriptionDisplayStatus(s.status, s.nextBillingDate, now)),
  );
}

function SubscriptionCard({
  subscription,
  now,
  onManage,
}: {
  subscription: Subscription;
  now: Date;
  onManage: (subscription: Subscription) => void;
}) {
  const status = statusView(subscription.status, subscription.nextBillingDate, now);
  const behind = status.display === 'overdue' || status.display === 'past_due';
  const title = `${subscription.device.brand} ${subscription.device.model}`;
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="subscription-card"
      data-status={status.display}
      sx={{ borderLeft: 6, borderLeftColor: BORDER[status.tone] }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <HeadingRow>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {subscription.plan.name}
            </Typography>
          </Box>
          <StatusBadge of="subscription" status={status.display} label={status.label} />
        </HeadingRow>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, my: 1.5 }}>
          <Typography>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {formatCents(subscription.monthlyTotalCents)}
            </Box>
            /month
          </Typography>
          {subscription.nextBillingDate ? (
            <Typography color={behind ? 'error' : 'textSecondary'}>
              {behind ? 'Payment due' : 'Next billing'}:{' '}
              {formatDay(subscription.nextBillingDate, now)}
            </Typography>
          ) : null}
        </Box>
        {subscription.maxDevices > 1 ? <FamilyDevices subscription={subscription} /> : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => onManage(subscription)}
            aria-label={`Manage subscription for ${title}`}
          >
            Manage
          </Button>
          {behind ? (
            <Button
              component={RouterLink}
              to={paths.customer.subscription.getHref(subscription.id, { step: 'payment' })}
              variant="contained"
              color="error"
              size="small"
            >
              Update Payment Method
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function SubscriptionCards({
  subscriptions,
  now,
  onManage,
}: {
  subscriptions: readonly Subscription[];
  now: Date;
  onManage: (subscription: Subscription) => void;
}) {
  const shown = homeCardSubscriptions(subscriptions, now);
  if (shown.length === 0)
    return (
      <Notice
        severity="info"
        data-testid="no-subscriptions"
        action={
          <Button
            component={RouterLink}
            to={paths.customer.registerDevice.getHref()}
            color="inherit"
            size="small"
            startIcon={<AddIcon />}
          >
            Add New Device
          </Button>
        }
      >
        {NO_SUBSCRIPTIONS_ON_HOME}
      </Notice>
    );
  return (
    <Box
      component="ul"
      aria-label="Your subscriptions"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {shown.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          now={now}
          onManage={onManage}
        />
      ))}
    </Box>
  );
}

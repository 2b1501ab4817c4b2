// The subscription management modal (spec 02 section 2): a summary, the plans on offer priced for this
// device (each opens the subscription page with ?changePlan), billing info, Close and Update Payment
// Method. Plans and device prices are the public catalogue, fetched when the modal first opens.
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useTheme,
} from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { formatCents, formatDeductible, priceSubscription } from '@protect/domain';
import { usePlans } from '../../../api/get-plans';
import type { Subscription } from '../../../api/subscription-from-wire';
import { Fact, Facts } from '../../../components/Facts';
import { paths } from '../../../config/paths';
import { useSubscriptionDevice } from '../../../hooks/use-subscription-device';
import { formatDay } from '../../../lib/dates';
import { cardLabel, statusView } from '../../../lib/subscription-display';
import { StatusBadge } from '../../../components/StatusBadge';
import { PlainList } from '../../../components/PlainList';
import { Badge } from '../../../components/Badge';

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h3" id={id} sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function AvailablePlans({
  subscription,
  canChange,
}: {
  subscription: Subscription;
  canChange: boolean;
}) {
  const { plans, isLoading: plansLoading } = usePlans('quote', false);
  const { device, isLoading: deviceLoading } = useSubscriptionDevice(subscription);
  if (plansLoading || deviceLoading)
    return <Skeleton variant="rounded" height={120} aria-label="Loading plans" />;
  if (plans.length === 0)
    return (
      <Typography color="textSecondary">
        Plans could not be loaded. Please try again later.
      </Typography>
    );
  return (
    <PlainList spacing={1} aria-labelledby="available-plans-title">
      {plans.map((plan) => {
        const current = plan.id === subscription.plan.id;
        const price = device ? priceSubscription(plan, device, [])?.baseMonthlyCents : undefined;
        return (
          <Box
            component="li"
            key={plan.id}
            data-testid="available-plan"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              p: 1.5,
              border: 1,
              borderColor: current ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {plan.name}{' '}
                {current ? <Badge label="Current" color="primary" sx={{ ml: 0.5 }} /> : null}
                {plan.isPopular ? (
                  <Badge label="Popular" color="secondary" sx={{ ml: 0.5 }} />
                ) : null}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {price === undefined
                  ? 'Price not available for this device'
                  : `${formatCents(price)}/month`}
              </Typography>
            </Box>
            {canChange && price !== undefined ? (
              <Button
                component={RouterLink}
                to={paths.customer.subscription.getHref(subscription.id, {
                  changePlan: String(plan.id),
                })}
                size="small"
                variant={current ? 'text' : 'outlined'}
              >
                {current ? 'Change add-ons' : `Switch to ${plan.name}`}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </PlainList>
  );
}

export function SubscriptionManagementDialog({
  subscription,
  now,
  onClose,
}: {
  subscription: Subscription | null;
  now: Date;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  if (!subscription) return null;
  const status = statusView(subscription.status, subscription.nextBillingDate, now);
  const open = subscription.status !== 'canceled';
  const canChange = open && !subscription.cancelAtPeriodEnd;
  const device = `${subscription.device.brand} ${subscription.device.model}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="manage-subscription-title"
    >
      <DialogTitle id="manage-subscription-title">Manage Subscription: {device}</DialogTitle>
      <DialogContent dividers>
        <SectionTitle id="subscription-summary-title">Summary</SectionTitle>
        <Facts label="Subscription summary">
          <Fact term="Plan">{subscription.plan.name}</Fact>
          <Fact term="Status">
            <StatusBadge
              of="subscription"
              status={status.display}
              label={status.label}
              testId={null}
            />
          </Fact>
          <Fact term="Add-ons">
            {subscription.addOns.length > 0
              ? subscription.addOns.map((a) => a.name).join(', ')
              : 'None'}
          </Fact>
          <Fact term="Monthly total">{formatCents(subscription.monthlyTotalCents)}</Fact>
          <Fact term="Screen deductible">{formatDeductible(subscription.deductibles.screen)}</Fact>
          <Fact term="Theft deductible">{formatDeductible(subscription.deductibles.theft)}</Fact>
        </Facts>

        <SectionTitle id="available-plans-title">Available Plans</SectionTitle>
        <AvailablePlans subscription={subscription} canChange={canChange} />

        <SectionTitle id="billing-info-title">Billing Information</SectionTitle>
        <Facts label="Billing information">
          <Fact term={subscription.cancelAtPeriodEnd ? 'Coverage ends' : 'Next billing date'}>
            {subscription.nextBillingDate
              ? formatDay(subscription.nextBillingDate, now)
              : 'Not scheduled'}
          </Fact>
          <Fact term="Card">
            {subscription.paymentMethod ? cardLabel(subscription.paymentMethod) : 'No card on file'}
          </Fact>
          <Fact term="Started">
            {subscription.createdAt ? formatDay(subscription.createdAt, now) : 'Unknown'}
          </Fact>
        </Facts>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>Close</Button>
        {open ? (
          <Button
            component={RouterLink}
            to={paths.customer.subscription.getHref(subscription.id, { step: 'payment' })}
            variant="contained"
          >
            Update Payment Method
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

// My Devices: each registered device with its details, its condition styled as the spec says
// (excellent, good, fair, else poor) and its subscription, with Add New Device.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type DeviceCondition, conditionStyle, formatCents } from '@protect/domain';
import type { Subscription } from '../../../api/subscription-from-wire';
import { Fact, Facts } from '../../../components/Facts';
import { statusView } from '../../../lib/subscription-display';
import { calendarDayLabel } from '../../../lib/dates';
import type { CustomerDevice } from '../api/dashboard-from-wire';
import { EmptyState } from './EmptyState';
import { AddDeviceButton } from '../../../components/AddDeviceButton';
import { HeadingRow } from '../../../components/HeadingRow';
import { PlainList } from '../../../components/PlainList';
import { Badge } from '../../../components/Badge';

const CONDITION_COLOR: Record<DeviceCondition, 'success' | 'info' | 'warning' | 'error'> = {
  excellent: 'success',
  good: 'info',
  fair: 'warning',
  poor: 'error',
};

function DeviceCard({
  device,
  subscription,
  now,
  onManage,
}: {
  device: CustomerDevice;
  subscription: Subscription | undefined;
  now: Date;
  onManage: (subscription: Subscription) => void;
}) {
  const condition = conditionStyle(device.condition);
  const title = `${device.brand} ${device.model}`;
  const status = subscription
    ? statusView(subscription.status, subscription.nextBillingDate, now)
    : null;
  return (
    <Card component="li" variant="outlined" data-testid="device-card">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <HeadingRow sx={{ mb: 1.5 }}>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Badge
            label={condition}
            color={CONDITION_COLOR[condition]}
            variant="outlined"
            sx={{ textTransform: 'capitalize' }}
            data-testid="device-condition"
            data-condition={condition}
          />
        </HeadingRow>
        <Facts label={`${title} details`}>
          <Fact term="IMEI">{device.imei || 'Not provided'}</Fact>
          {device.serialNumber ? <Fact term="Serial number">{device.serialNumber}</Fact> : null}
          {device.purchaseDate ? (
            <Fact term="Purchased">{calendarDayLabel(device.purchaseDate)}</Fact>
          ) : null}
          <Fact term="Value">{formatCents(device.deviceValueCents)}</Fact>
          <Fact term="Protection">
            {subscription && status ? (
              <>
                {subscription.plan.name}{' '}
                <Badge label={status.label} color={status.tone} sx={{ ml: 0.5 }} />
              </>
            ) : (
              'No protection plan'
            )}
          </Fact>
        </Facts>
        {subscription ? (
          <Button
            variant="outlined"
            size="small"
            sx={{ mt: 2 }}
            onClick={() => onManage(subscription)}
            aria-label={`Manage subscription for ${title}`}
          >
            Manage subscription
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function DevicesTab({
  devices,
  subscriptions,
  now,
  onManage,
}: {
  devices: readonly CustomerDevice[];
  subscriptions: readonly Subscription[];
  now: Date;
  onManage: (subscription: Subscription) => void;
}) {
  const addDevice = <AddDeviceButton />;
  if (devices.length === 0)
    return (
      <EmptyState title="No devices yet" testId="devices-empty" action={addDevice}>
        Register your phone or tablet and choose a protection plan to be covered.
      </EmptyState>
    );
  const byId = new Map(subscriptions.map((s) => [s.id, s]));
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{addDevice}</Box>
      <PlainList spacing={2} aria-label="Your devices">
        {devices.map((device) => (
          <DeviceCard
            key={device.id}
            device={device}
            subscription={byId.get(device.subscriptionId)}
            now={now}
            onManage={onManage}
          />
        ))}
      </PlainList>
    </>
  );
}

// Step 2's registration summary: what is being registered and what it costs each month.
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { deviceLabel, formatCents } from '@protect/domain';
import type { DeviceDetailsValues, RegistrationQuote } from '../utils/registration';
import { conditionLabel } from '../../../components/DeviceConditionSelect';
import { HeadingRow } from '../../../components/HeadingRow';

function Row({
  term,
  children,
  strong = false,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        // The total is set apart by a rule above it (a <hr> may not sit in a <dl>).
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 }),
      }}
    >
      <Typography
        component="dt"
        color={strong ? 'textPrimary' : 'textSecondary'}
        sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          textAlign: 'right',
          fontWeight: strong ? 800 : 600,
          fontSize: strong ? '1.25rem' : undefined,
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function RegistrationSummary({
  details,
  quote,
  onEdit,
  disabled,
}: {
  details: DeviceDetailsValues;
  quote: RegistrationQuote;
  onEdit: () => void;
  disabled: boolean;
}) {
  const { device, plan, addOns, pricing } = quote;
  return (
    <Card
      component="section"
      aria-labelledby="registration-summary-title"
      data-testid="registration-summary"
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <HeadingRow gap={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h3" component="h2" id="registration-summary-title">
            Registration Summary
          </Typography>
          <Button
            startIcon={<EditIcon aria-hidden />}
            onClick={onEdit}
            disabled={disabled}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: 1 }}
          >
            Edit Details
          </Button>
        </HeadingRow>
        <Box component="dl" sx={{ m: 0 }}>
          <Row term="Device">{deviceLabel(device)}</Row>
          <Row term="IMEI">{details.imei}</Row>
          <Row term="Condition">{conditionLabel(details.condition)}</Row>
          <Row term="Plan">{plan.name}</Row>
          <Row term="Base price">{formatCents(pricing.baseMonthlyCents)}/month</Row>
          <Row term="Add-ons">
            {addOns.length === 0 ? (
              'None'
            ) : (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                {addOns.map((addOn) => (
                  <span key={addOn.id}>
                    {addOn.name} +{formatCents(addOn.monthlyPriceCents)}
                  </span>
                ))}
              </Box>
            )}
          </Row>
          <Row term="Monthly payment" strong>
            <span data-testid="summary-monthly-payment">
              {formatCents(pricing.totalMonthlyCents)}
            </span>
          </Row>
          <Row term="Billing">Monthly (starts today)</Row>
        </Box>
      </CardContent>
    </Card>
  );
}

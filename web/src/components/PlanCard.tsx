import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Skeleton } from './Skeleton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@protect/domain';
import { formatPlanPrice, type DisplayPlan } from '../lib/catalogue-display';
import { Badge } from './Badge';
import { FeatureList } from './FeatureList';
import { PlanPrice } from './PlanPrice';
import { paths } from '../config/paths';

export type PlanCardProps = {
  plan: DisplayPlan;
  /** The price to show instead of the plan's own (the price for the customer's device). */
  price?: string;
  /** Marks the card chosen (a plan picker). */
  selected?: boolean;
} & (
  | { actionLabel: string; action?: never }
  /** The card's own control instead of the link to the quote (a plan picker's radio). */
  | { action: ReactNode; actionLabel?: never }
);

export function PlanCard({ plan, actionLabel, action, price, selected = false }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  const isRange = price === undefined && plan.isPriceRange;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        height: '100%',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: (t) => t.palette.planAccent[plan.colorScheme],
        position: 'relative',
        ...(plan.isPopular && { borderColor: 'primary.main', boxShadow: 4 }),
        ...(selected && { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' }),
      }}
      data-testid="plan-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 28, mb: 1 }}>
          {plan.isPopular ? <Badge label="Most Popular" color="primary" /> : null}
          {plan.promotionText &&
          !(plan.isPopular && /^most popular$/i.test(plan.promotionText.trim())) ? (
            <Badge label={plan.promotionText} color="secondary" />
          ) : null}
        </Box>
        <Typography variant="h3" id={headingId}>
          {plan.name}
        </Typography>
        {plan.description ? (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {plan.description}
          </Typography>
        ) : null}
        <Box sx={{ my: 2 }}>
          {/* A range is smaller on phones so it fits the card on one line. */}
          <Typography
            component="p"
            sx={{
              fontSize: isRange ? { xs: '1.6rem', sm: '2rem' } : '2rem',
              fontWeight: 800,
              color: 'text.primary',
            }}
          >
            <PlanPrice text={price ?? formatPlanPrice(plan)} />
            {/* "/month" may go to the next line; the price itself never breaks. */}
            <wbr />
            <Typography
              component="span"
              color="textSecondary"
              sx={{ fontSize: '1rem', fontWeight: 500 }}
            >
              /month
            </Typography>
          </Typography>
          {plan.originalPriceCents !== null &&
          plan.monthlyPriceCents !== null &&
          plan.originalPriceCents > plan.monthlyPriceCents ? (
            <Typography color="textSecondary">
              <Box
                component="span"
                sx={{ textDecoration: 'line-through' }}
                aria-label={`was ${formatCents(plan.originalPriceCents)}`}
              >
                {formatCents(plan.originalPriceCents)}
              </Box>{' '}
              {plan.savingsText}
            </Typography>
          ) : plan.savingsText ? (
            <Typography color="success" sx={{ fontWeight: 600 }}>
              {plan.savingsText}
            </Typography>
          ) : null}
        </Box>
        <FeatureList features={plan.featureLines} aria-label={`${plan.name} features`} />
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {action ?? (
          <Button
            component={RouterLink}
            to={paths.quote.getHref()}
            variant={plan.isPopular ? 'contained' : 'outlined'}
            fullWidth
            size="large"
            aria-label={`${actionLabel}: ${plan.name}`}
          >
            {actionLabel}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function PlanCardSkeleton() {
  return (
    <Card aria-hidden data-testid="plan-skeleton" sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton width="40%" height={36} />
        <Skeleton width="80%" />
        <Skeleton width="50%" height={56} sx={{ my: 1 }} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/** Plan cards in a responsive grid, with `placeholders` loading cards until the plans have arrived. */
export function PlanGrid({
  plans,
  isLoading,
  placeholders,
  actionLabel,
}: {
  plans: DisplayPlan[];
  isLoading: boolean;
  placeholders: number;
  actionLabel: string;
}) {
  return (
    <Grid container spacing={3} aria-busy={isLoading}>
      {isLoading
        ? Array.from({ length: placeholders }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCardSkeleton />
            </Grid>
          ))
        : plans.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard plan={plan} actionLabel={actionLabel} />
            </Grid>
          ))}
    </Grid>
  );
}

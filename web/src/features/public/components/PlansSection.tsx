// The plans band of the home and services pages: the active plans as cards, each leading to the quote.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { usePlans } from '../../../api/get-plans';
import { PageSection } from '../../../components/PageSection';
import { PlanGrid } from '../../../components/PlanCard';
import { paths } from '../../../config/paths';
import type { FeatureWording } from '../../../lib/catalogue-display';

export function PlansSection({
  title,
  lead,
  wording,
  fallback,
  placeholders,
  actionLabel,
}: {
  title: string;
  lead: string;
  wording: FeatureWording;
  /** Shows the built-in plans when the call fails (see usePlans); else a line pointing to the quote. */
  fallback: boolean;
  /** Cards shown while the plans load. */
  placeholders: number;
  actionLabel: string;
}) {
  const { plans, isLoading } = usePlans(wording, fallback);
  return (
    <PageSection id="plans" title={title} lead={lead}>
      <PlanGrid
        plans={plans}
        isLoading={isLoading}
        placeholders={placeholders}
        actionLabel={actionLabel}
      />
      {!isLoading && plans.length === 0 ? (
        <Typography sx={{ textAlign: 'center' }} color="textSecondary">
          Plans are not available right now.{' '}
          <Button component={RouterLink} to={paths.quote.getHref()}>
            Get a quote instead
          </Button>
        </Typography>
      ) : null}
    </PageSection>
  );
}

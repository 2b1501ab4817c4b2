import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Skeleton } from './Skeleton';
import ShieldIcon from '@mui/icons-material/Shield';
import ClockIcon from '@mui/icons-material/AccessTime';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { formatCents, type AddOn, type AddOnIcon } from '@protect/domain';
import { Badge } from './Badge';

const icons: Record<AddOnIcon, typeof ShieldIcon> = {
  Shield: ShieldIcon,
  Clock: ClockIcon,
  Smartphone: SmartphoneIcon,
};

/** `action` is the card's own control (an add-on picker's checkbox); `selected` marks it chosen. */
export function AddOnCard({
  addOn,
  action,
  selected = false,
}: {
  addOn: AddOn;
  action?: ReactNode;
  selected?: boolean;
}) {
  const Icon = icons[addOn.iconName];
  return (
    <Card
      component="article"
      data-testid="addon-card"
      sx={{
        height: '100%',
        ...(selected && { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' }),
      }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box
            sx={{
              bgcolor: 'primary.light',
              color: 'primary.main',
              borderRadius: 2,
              p: 1,
              display: 'inline-flex',
            }}
          >
            <Icon aria-hidden />
          </Box>
          {addOn.isPopular ? <Badge label="Popular" color="primary" /> : null}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {addOn.name}
        </Typography>
        <Typography color="textSecondary" sx={{ my: 1 }}>
          {addOn.description}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          +{formatCents(addOn.monthlyPriceCents)}/month
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

export function AddOnCardSkeleton() {
  return (
    <Card aria-hidden data-testid="addon-skeleton" sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="rounded" width={40} height={40} />
        <Skeleton width="60%" height={32} />
        <Skeleton />
        <Skeleton width="40%" />
      </CardContent>
    </Card>
  );
}

// A plan's features, each with a green check: on the plan cards and the quote summary. Plain list markup
// with MUI List's dense look: List, ListItem, ListItemIcon and ListItemText drew each line from four
// components and were 2.6 KB gzipped of / alone.
import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { PlainList } from './PlainList';

export function FeatureList({
  features,
  'aria-label': ariaLabel,
}: {
  features: readonly string[];
  'aria-label'?: string;
}) {
  return (
    <PlainList aria-label={ariaLabel}>
      {features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
          <CheckIcon
            fontSize="small"
            aria-hidden
            sx={{ color: 'success.main', mr: 1.5, flexShrink: 0 }}
          />
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {feature}
          </Typography>
        </Box>
      ))}
    </PlainList>
  );
}

// A plan's features as a dense list, each with a green check: on the plan cards and the quote summary.
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';

export function FeatureList({
  features,
  'aria-label': ariaLabel,
}: {
  features: readonly string[];
  'aria-label'?: string;
}) {
  return (
    <List dense disablePadding aria-label={ariaLabel}>
      {features.map((feature) => (
        <ListItem key={feature} disableGutters>
          <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
            <CheckIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={feature} />
        </ListItem>
      ))}
    </List>
  );
}

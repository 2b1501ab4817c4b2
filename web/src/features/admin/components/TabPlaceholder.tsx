// What a dashboard tab shows until its screen is built: one line saying what will be there.
import { Paper, Typography } from '@mui/material';

export function TabPlaceholder({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography color="textSecondary">{children}</Typography>
    </Paper>
  );
}

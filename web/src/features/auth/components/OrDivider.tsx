import { Divider, Typography } from '@mui/material';

export function OrDivider({ text = 'or' }: { text?: string }) {
  return (
    <Divider sx={{ my: 3 }}>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Divider>
  );
}

// What a screen shows while its data loads: a spinner and words, announced politely (role status).
import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingStatus({
  label,
  py = 6,
  size = 24,
}: {
  /** 'Loading claims...' */
  label: string;
  py?: number;
  size?: number;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py }}
    >
      <CircularProgress size={size} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

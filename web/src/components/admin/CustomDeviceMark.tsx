// Marks a custom device (a model not in the price table, priced from the value its owner declared) wherever
// the admin sees a device, so that a claim or a low price can be weighed against what was declared.
import { Box, Typography } from '@mui/material';
import { formatCents, isCustomDevice } from '@protect/domain';
import type { DeclaredDevice } from '../../api/admin/admin-from-wire';
import { Badge } from '../Badge';

export function CustomDeviceMark({ device }: { device: DeclaredDevice }) {
  if (!isCustomDevice(device)) return null;
  return (
    <Box
      component="span"
      data-testid="custom-device-mark"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        mt: 0.5,
      }}
    >
      <Badge variant="outlined" color="warning" label="Custom device" />
      <Typography component="span" variant="body2" color="textSecondary">
        Declared value {formatCents(device.deviceValueCents)}
      </Typography>
    </Box>
  );
}

/** 'Brand Model' with the custom device mark under it. */
export function DeviceCell({
  brand,
  model,
  device,
}: {
  brand: string;
  model: string;
  device: DeclaredDevice | null;
}) {
  return (
    <>
      {brand} {model}
      {device ? <CustomDeviceMark device={device} /> : null}
    </>
  );
}

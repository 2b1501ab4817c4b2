// The card that holds /customer/claims's form, or what stands in for it while it loads.
import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';

export function ClaimFormCard({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
    </Card>
  );
}

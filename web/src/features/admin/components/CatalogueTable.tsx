// A catalogue table of the admin dashboard: on a phone it scrolls sideways inside its own frame, so the
// page around it keeps the screen's width. Cells keep to one line (a price never breaks).
import type { ReactNode } from 'react';
import { Paper, Table, TableContainer } from '@mui/material';

export function CatalogueTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  /** Below this width the table scrolls horizontally. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={label}
        sx={{ minWidth, '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        {children}
      </Table>
    </TableContainer>
  );
}

// A table of the admin pages: on a phone it scrolls sideways inside its own frame, so the page around it
// keeps the screen's width. Cells keep to one line (a price never breaks). The frame takes the keyboard
// focus, so a table without links or buttons can still be scrolled from the keyboard.
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
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ overflowX: 'auto' }}
    >
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

// The one table of the app's lists (admin users, claims, payments, catalogue, audit; the customer's
// payments): columns are described once, rows are data. On a phone it scrolls sideways inside its own
// frame, so the page around it keeps the screen's width; cells keep to one line unless `wrap` (a price
// never breaks). The frame takes the keyboard focus (a named region), so a table without links or buttons
// can still be scrolled from the keyboard (axe scrollable-region-focusable).
import type { ReactNode } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
}

/** The data-* attributes a row carries for tests and tools. */
export type RowData = Record<`data-${string}`, string | number>;

/** A column that some tables leave out: `false` drops it. */
export type MaybeColumn<Row> = Column<Row> | false;

export function DataTable<Row>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  rowData,
  empty,
  loaded = true,
  wrap = false,
}: {
  label: string;
  /** Below this width the table scrolls horizontally. */
  minWidth: number;
  columns: ReadonlyArray<MaybeColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowData?: (row: Row) => RowData;
  /** What an empty list says once it has answered ('No users found.'). */
  empty: string;
  /** The list has answered: until then an empty table says nothing. */
  loaded?: boolean;
  /** Let long cells break over lines. */
  wrap?: boolean;
}) {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
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
        sx={{ minWidth, ...(wrap ? {} : { '& th, & td': { whiteSpace: 'nowrap' } }) }}
      >
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowData?.(row)}>
              {shown.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={shown.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The one table of the app's lists (admin users, claims, payments, catalogue, audit; the customer's
// payments): columns are described once, rows are data. On a phone it scrolls sideways inside its own
// frame, so the page around it keeps the screen's width; cells keep to one line unless `wrap` (a price
// never breaks). The frame takes the keyboard focus (a named region), so a table without links or buttons
// can still be scrolled from the keyboard (axe scrollable-region-focusable).
// The table is plain HTML styled once on the <table> with MUI's small-table look, not MUI's Table
// components: those are a styled component per cell (2.2 KB gzipped in the first load of every admin
// list page, and a style per cell to resolve while drawing a long list).
import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The column's own cell style; it wins over the table's (a cell's font or width). */
  sx?: CSSObject;
}

/** The data-* attributes a row carries for tests and tools. */
export type RowData = Record<`data-${string}`, string | number>;

/** A column that some tables leave out: `false` drops it. */
export type MaybeColumn<Row> = Column<Row> | false;

const alignClass = ({ align }: { align?: 'right' }) =>
  align === 'right' ? 'align-right' : undefined;

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
    <Paper
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ width: '100%', overflowX: 'auto' }}
    >
      <Box
        component="table"
        aria-label={label}
        sx={(theme) => ({
          width: '100%',
          minWidth,
          borderCollapse: 'collapse',
          borderSpacing: 0,
          '& th, & td': {
            ...theme.typography.body2,
            textAlign: 'left',
            verticalAlign: 'middle',
            padding: '6px 16px',
            borderBottom: `1px solid ${theme.lighten(theme.palette.divider, 0.88)}`,
            ...(wrap ? {} : { whiteSpace: 'nowrap' }),
          },
          '& th': { lineHeight: theme.typography.pxToRem(24), fontWeight: 500 },
          '& .align-right': { textAlign: 'right' },
        })}
      >
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {shown.map((column) =>
                column.sx ? (
                  <Box
                    component="td"
                    key={column.header}
                    className={alignClass(column)}
                    sx={{ '&&': column.sx }}
                  >
                    {column.cell(row)}
                  </Box>
                ) : (
                  <td key={column.header} className={alignClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {loaded && rows.length === 0 && (
            <tr>
              <td colSpan={shown.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </Box>
    </Paper>
  );
}

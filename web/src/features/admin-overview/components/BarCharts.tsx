// The overview's two kinds of chart, drawn as plain SVG at the size their card gives them. A chart library
// (@mui/x-charts, with d3) was 93 KB gzipped for these two charts, and evaluating it alone held a throttled
// phone's main thread for about 300 ms (bench:web /admin/dashboard trace). The figures themselves are in
// each card's table for screen readers, so the drawing is hidden from them; a pointer shows a bar's figure
// in its tooltip (the SVG <title>).
import type { ReactNode } from 'react';
import { Box, useTheme } from '@mui/material';

const FONT_SIZE = 12;
const TICK = 4;
const LEGEND_HEIGHT = 24;

/** The SVG of a chart: hidden from screen readers (its card's table holds the figures), in the app's font. */
function ChartDrawing({
  width,
  height,
  children,
}: {
  width: number;
  height: number;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      fontFamily={theme.typography.fontFamily}
      fontSize={FONT_SIZE}
    >
      {children}
    </svg>
  );
}

/** One series of a column chart: its figures by column, drawn against its own axis. */
export interface ColumnSeries {
  label: string;
  color: string;
  values: readonly number[];
  /** The axis's ticks (utils/axis-ticks.ts); the last one is the top of the axis. */
  ticks: readonly number[];
  tickLabel: (value: number) => string;
  /** A bar's tooltip, e.g. 'Nov 2026: $121.97 revenue'. */
  describe: (value: number, column: number) => string;
}

/**
 * Columns side by side for each category (the months), the first series against the left axis and the
 * second against the right, under a legend of the series. A negative figure (a month of refunds) draws
 * no column; its tooltip and the table still say it.
 */
export function ColumnChart({
  width,
  height,
  columns,
  series,
}: {
  width: number;
  height: number;
  /** Each column's label under the axis ('Nov'). */
  columns: readonly string[];
  series: readonly [ColumnSeries] | readonly [ColumnSeries, ColumnSeries];
}) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const line = theme.palette.divider;
  const margin = { top: 8, right: series.length > 1 ? 48 : 12, bottom: 24, left: 36 };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const drawingHeight = height - LEGEND_HEIGHT;
  const plotHeight = Math.max(0, drawingHeight - margin.top - margin.bottom);
  const bottom = margin.top + plotHeight;
  const band = columns.length > 0 ? plotWidth / columns.length : 0;
  const barWidth = Math.min(24, (band * 0.7) / series.length);
  // On a phone the month names would touch: every other one, ending on the latest.
  const labelEvery = band < 28 ? 2 : 1;
  const yOf = (s: ColumnSeries, value: number) =>
    bottom - (plotHeight * Math.max(0, value)) / (s.ticks.at(-1) || 1);
  const [left, right] = series;

  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          height: LEGEND_HEIGHT,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 2,
          fontSize: FONT_SIZE,
          color: 'text.secondary',
        }}
      >
        {series.map((s) => (
          <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.color }} />
            {s.label}
          </Box>
        ))}
      </Box>
      <ChartDrawing width={width} height={drawingHeight}>
        {left.ticks.map((tick) => (
          <g key={`grid-${tick}`}>
            <line
              x1={margin.left}
              x2={margin.left + plotWidth}
              y1={yOf(left, tick)}
              y2={yOf(left, tick)}
              stroke={line}
            />
            <text
              x={margin.left - TICK - 2}
              y={yOf(left, tick)}
              dy="0.35em"
              textAnchor="end"
              fill={text}
            >
              {left.tickLabel(tick)}
            </text>
          </g>
        ))}
        {right?.ticks.map((tick) => (
          <text
            key={`right-${tick}`}
            x={margin.left + plotWidth + TICK + 2}
            y={yOf(right, tick)}
            dy="0.35em"
            fill={text}
          >
            {right.tickLabel(tick)}
          </text>
        ))}
        {columns.map((label, column) => {
          const center = margin.left + band * (column + 0.5);
          const groupLeft = center - (barWidth * series.length) / 2;
          return (
            <g key={`${label}-${column}`}>
              {series.map((s, index) => {
                const value = s.values[column] ?? 0;
                const y = yOf(s, value);
                return (
                  <rect
                    key={s.label}
                    x={groupLeft + index * barWidth}
                    y={y}
                    width={Math.max(0, barWidth - 1)}
                    height={bottom - y}
                    fill={s.color}
                  >
                    <title>{s.describe(value, column)}</title>
                  </rect>
                );
              })}
              {(columns.length - 1 - column) % labelEvery === 0 && (
                <text x={center} y={bottom + TICK + FONT_SIZE} textAnchor="middle" fill={text}>
                  {label}
                </text>
              )}
            </g>
          );
        })}
        <line x1={margin.left} x2={margin.left + plotWidth} y1={bottom} y2={bottom} stroke={text} />
      </ChartDrawing>
    </>
  );
}

/** One bar per row (the claim statuses), its figure written at its end. */
export function BarChart({
  width,
  height,
  rows,
  color,
  describe,
}: {
  width: number;
  height: number;
  rows: ReadonlyArray<{ label: string; value: number }>;
  color: string;
  /** A bar's tooltip, e.g. '2 claims pending'. */
  describe: (row: { label: string; value: number }) => string;
}) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const margin = { top: 4, right: 40, bottom: 4, left: 84 };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const band = rows.length > 0 ? (height - margin.top - margin.bottom) / rows.length : 0;
  const barHeight = Math.min(28, band * 0.6);
  const top = Math.max(1, ...rows.map((row) => row.value));

  return (
    <ChartDrawing width={width} height={height}>
      {rows.map((row, index) => {
        const middle = margin.top + band * (index + 0.5);
        const length = (plotWidth * Math.max(0, row.value)) / top;
        return (
          <g key={row.label}>
            <text x={margin.left - 8} y={middle} dy="0.35em" textAnchor="end" fill={text}>
              {row.label}
            </text>
            <rect
              x={margin.left}
              y={middle - barHeight / 2}
              width={length}
              height={barHeight}
              fill={color}
            >
              <title>{describe(row)}</title>
            </rect>
            <text
              x={margin.left + length + 6}
              y={middle}
              dy="0.35em"
              fill={theme.palette.text.primary}
            >
              {row.value}
            </text>
          </g>
        );
      })}
      <line
        x1={margin.left}
        x2={margin.left}
        y1={margin.top}
        y2={height - margin.bottom}
        stroke={text}
      />
    </ChartDrawing>
  );
}

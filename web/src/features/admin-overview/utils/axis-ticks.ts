// The values marked on a chart's axis: from 0 to a round number at or above the largest figure, in a few
// equal steps of 1, 2 or 5 times a power of ten. The figures are whole numbers (counts, cents), and so is
// every tick.

/** Ticks from 0 to the round top of the axis, in about `intervals` steps; [0, 1] when everything is 0. */
export function axisTicks(max: number, intervals = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

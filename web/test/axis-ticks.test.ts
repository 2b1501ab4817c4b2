// The admin overview's chart axes: round steps from 0 to at least the largest figure, whole numbers only.
import { axisTicks } from '../src/features/admin-overview/utils/axis-ticks';

describe('axisTicks', () => {
  it('when a count tops out at 2, then the axis reads 0, 1, 2 (no half subscriptions)', () => {
    expect(axisTicks(2)).toEqual([0, 1, 2]);
  });

  it('when revenue tops out at $121.97, then the axis reads $0 to $150 in $50 steps (in cents)', () => {
    expect(axisTicks(12_197)).toEqual([0, 5_000, 10_000, 15_000]);
  });

  it('when the largest figure is already round, then it is the top of the axis', () => {
    expect(axisTicks(400)).toEqual([0, 100, 200, 300, 400]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });

  it('when a figure is large, then the steps stay 1, 2 or 5 times a power of ten and reach past it', () => {
    const ticks = axisTicks(987_654);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(987_654);
    const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
    expect(String(step)).toMatch(/^[125]0*$/);
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  it('when every figure is 0 (a new business, or only refunds), then the axis still has a scale', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(-500)).toEqual([0, 1]);
  });
});

import {
  centsToDecimalString,
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatCount,
  multiplyCents,
  sumCents,
} from '../src';

describe('money', () => {
  test.each([
    [1999, '$19.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [10000000, '$100,000.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('when %p cents are shown, then the price reads %p', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-12345, '-12,345'],
  ])('when the count %p is shown, then it reads %p', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  test.each([
    [19.99, 1999],
    [9.99, 999],
    [29.99, 2999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [400, 40000],
    [-2.5, -250],
  ])('when %p dollars are converted, then they are %p cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  test('when a non-finite dollar amount is converted, then it is refused', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Infinity)).toThrow(RangeError);
  });

  test.each([
    [1999, 19.99],
    [100, 1],
    [0, 0],
  ])('when %p cents go to the API, then they are %p dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  test('when ten 0.10 prices are added in cents, then the total is exactly one dollar', () => {
    const tenCents = Array.from({ length: 10 }, () => dollarsToCents(0.1));
    expect(sumCents(tenCents)).toBe(100);
    expect(sumCents([])).toBe(0);
    expect(sumCents([999, 199, 299, 399])).toBe(1896);
  });

  test.each([
    [1999, 12, 23988],
    [1000, 0.5, 500],
    [1000, 1 / 3, 333],
  ])('when %p cents are multiplied by %p, then the result is %p cents', (cents, factor, result) => {
    expect(multiplyCents(cents, factor)).toBe(result);
  });

  test.each([
    [1999, '19.99'],
    [5, '0.05'],
    [-1050, '-10.50'],
  ])('when %p cents are written as a plain amount, then it is %p', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  test('when dollars are formatted directly, then they read like cents formatting', () => {});
});

describe('client amounts', () => {});

import { csvField, csvLine } from '../src';

describe('CSV', () => {
  test.each<[unknown, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    [-5, '-5'],
    [19.99, '19.99'],
    [true, 'true'],
    [BigInt(7), '7'],
    [null, ''],
    [undefined, ''],
    [new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05.000Z'],
    [{ a: 1 }, '"{""a"":1}"'],
    [['=x'], '"[""=x""]"'],
  ])('when a cell holds %p, then it is written as %p', (value, text) => {
    expect(csvField(value)).toBe(text);
  });

  test('when a row has no cells, then its line is only the CRLF', () => {
    expect(csvLine([])).toBe('\r\n');
    expect(csvLine(['Ann, Jr.', '=cmd|calc'])).toBe('"Ann, Jr.",\'=cmd|calc\r\n');
  });
});

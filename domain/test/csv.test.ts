import { csvField, csvLine, toCsv } from '../src';

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

  test('when rows are exported, then there is a header line and CRLF line ends', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (u: { name: string; email: string }) => u.name },
        { header: 'Email', value: (u: { name: string; email: string }) => u.email },
      ],
      [
        { name: 'Ann, Jr.', email: 'ann@example.com' },
        { name: '=cmd|calc', email: 'b@example.com' },
      ],
    );
    expect(csv).toBe('Name,Email\r\n"Ann, Jr.",ann@example.com\r\n\'=cmd|calc,b@example.com\r\n');
  });

  test('when there are no rows, then only the header is written', () => {
    expect(toCsv([{ header: 'Id', value: (r: { id: string }) => r.id }], [])).toBe('Id\r\n');
    expect(csvLine([])).toBe('\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell } from './to-csv';

describe('CSV cells', () => {
  it('leave plain text and numbers as they are', () => {
    expect(toCsvCell('Njeri Wambui')).toBe('Njeri Wambui');
    expect(toCsvCell(25.5)).toBe('25.5');
    expect(toCsvCell(null)).toBe('');
  });

  it('quote commas, quotes and line breaks, doubling quotes', () => {
    expect(toCsvCell('Wambui, Njeri')).toBe('"Wambui, Njeri"');
    expect(toCsvCell('The "VIP"')).toBe('"The ""VIP"""');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(toCsvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+254711000222', "'+254711000222"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['  =1+1', "'  =1+1"],
    [' @SUM(A1)', "' @SUM(A1)"],
  ])('neutralise a formula: %s', (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });

  it('quote a semicolon, so a locale that splits on it never starts a cell with a formula', () => {
    expect(toCsvCell('Regular;=HYPERLINK("http://evil.example")')).toBe(
      '"Regular;=HYPERLINK(""http://evil.example"")"',
    );
    expect(toCsvCell('1 x A; 2 x B')).toBe('"1 x A; 2 x B"');
  });

  it('build a file with a header, CRLF line ends and a byte-order mark', () => {
    expect(toCsv(['Name', 'Total'], [['A, B', 10]])).toBe('\uFEFFName,Total\r\n"A, B",10\r\n');
  });
});

import { csvField, downloadCsv, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', '"plain"'],
    ['Lagos, Ikeja', '"Lagos, Ikeja"'],
    ['He said "hi"', '"He said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+2348030000000', `"'+2348030000000"`],
    ['-5', `"'-5"`],
    ['@cmd', `"'@cmd"`],
    // A spreadsheet that splits on semicolons keeps a quoted cell whole: no second cell to run as a formula.
    ['Ada;=HYPERLINK("http://x.example","win")', '"Ada;=HYPERLINK(""http://x.example"",""win"")"'],
    ['', '""'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are, and nothing for a missing value', () => {
    expect(csvField(-12500.5)).toBe('-12500.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

it('joins a header and rows with commas and CRLF, every text quoted', () => {
  expect(
    toCsv(
      ['State', 'Orders'],
      [
        ['Lagos', 2],
        ['Abia, South', 0],
      ],
    ),
  ).toBe('"State","Orders"\r\n"Lagos",2\r\n"Abia, South",0\r\n');
});

it('downloads through a temporary link named after the file, with a BOM', async () => {
  const created: Blob[] = [];
  const URLs = URL as unknown as {
    createObjectURL: (b: Blob) => string;
    revokeObjectURL: (u: string) => void;
  };
  URLs.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return 'blob:csv';
  };
  URLs.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toBe('report.csv');
    expect(this.getAttribute('href')).toBe('blob:csv');
  });
  downloadCsv('report.csv', 'a,b\r\n');
  expect(click).toHaveBeenCalledTimes(1);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(created[0] as Blob);
  });
  // The reader drops the byte-order mark when it decodes; it is there in the size (3 bytes in UTF-8).
  expect(text).toBe('a,b\r\n');
  expect(created[0]?.size).toBe(3 + 'a,b\r\n'.length);
  click.mockRestore();
});

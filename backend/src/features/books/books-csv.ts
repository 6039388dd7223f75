/**
 * The accountant's CSV (decision 045): UTF-8 with a byte-order mark, so Excel reads ₹ and names
 * in any script; CRLF line ends and RFC 4180 quoting; rupees as en-IN ("1,23,456.50"); text a
 * player typed that starts like a formula is neutralised, so opening the file runs nothing.
 */

const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A cell: our own number (written as is), or text someone typed (neutralised). */
export type CsvCell = string | number | null | undefined | { rupeesOfPaise: number };

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** "1,23,456.50" or "-250.00": Indian digit grouping, two decimals, no rupee sign. */
export const csvRupees = (paise: number): string => rupees.format(paise / 100);

/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text whose first character would start a formula gets a leading apostrophe. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const quoted = (text: string): string =>
  /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return quoted(csvRupees(cell.rupeesOfPaise));
  return quoted(neutralised(cell));
}

/** The whole file: a header row, then one row per line. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header.map((title) => quoted(title)), ...rows.map((row) => row.map(cellText))];
  return BOM + lines.map((cells) => cells.join(',')).join(LINE_END) + LINE_END;
}

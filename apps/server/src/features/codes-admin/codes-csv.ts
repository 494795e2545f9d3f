// The codes CSV (issue 17.4): RFC 4180 quoting, and no cell a spreadsheet would run as a formula
// (OWASP 'CSV injection'): a cell starting with = + - @, tab or carriage return gets a leading '.
import type { AdminCode } from '@ott/contract';

export const CSV_HEADER = [
  'code',
  'plan',
  'uses',
  'used',
  'valid_until_ist',
  'status',
  'batch',
  'created_at',
] as const;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function codeCsvLine(code: AdminCode): string {
  return line([
    code.code,
    code.plan_name,
    code.uses,
    code.used,
    code.valid_until,
    code.status,
    code.batch_id,
    code.created_at,
  ]);
}

/** The whole file as it streams: the header, then one line per code. */
export async function* codesCsv(codes: AsyncIterable<AdminCode>): AsyncGenerator<string> {
  yield line([...CSV_HEADER]);
  for await (const code of codes) yield codeCsvLine(code);
}

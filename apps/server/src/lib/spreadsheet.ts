/** What every spreadsheet or CSV download shares. */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text a spreadsheet program would run as a formula gets a leading quote (CSV/formula injection). */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

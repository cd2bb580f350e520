/** Calendar days (YYYY-MM-DD) for the reminders' schedule. */

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

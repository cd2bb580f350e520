/**
 * Erasing a person's values from the rows that outlive their record (audit rows, access records, the
 * mail outbox, job payloads, checklist notes) when the retention purge destroys it. The rows stay: who did what, when
 * and from where is kept, only the person's values inside become `erasedMark`.
 *
 * Two tiers, so that another person who shares a name keeps their own history: `values` (all that
 * the purge destroyed: name, address, birth date, bank ...) are erased from the rows about the person;
 * `distinctive` ones (e-mail addresses, numbers of 7+ digits: phone, account, RRN) from every row.
 */

export const erasedMark = '(파기됨)';

export type ErasedPerson = {
  /** The employee id: a row naming it is about the person. */
  id: string;
  /** Ids of the person's rows in other tables (login accounts, checklists, checklist acts): an audit row or access record targeting one is about the person. */
  rowIds: string[];
  employeeNo: string;
  name: string;
  values: string[];
  distinctive: string[];
};

const digits = (v: string) => v.replace(/\D/g, '');
/** A phone, account or RRN number however written (not a date, which many people share): kept as its digits. */
const isNumber = (v: string) => /^[\d\s().+-]+$/.test(v) && digits(v).length >= 7 && !/^\d{4}-\d{2}-\d{2}$/.test(v);
const isDistinctive = (v: string) => v.includes('@') || isNumber(v);

/** The strings a value holds, at any depth. */
function stringsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value.trim());
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/**
 * What the purge destroyed: the strings of the record before that the record after no longer holds
 * (two characters or more); numbers as their digits (`patternOf` finds 010-1234-5678 and 01012345678 alike).
 */
export function destroyedValues(before: unknown, after: unknown): Pick<ErasedPerson, 'values' | 'distinctive'> {
  const kept = stringsOf(after, new Set());
  const values = new Set<string>();
  for (const v of stringsOf(before, new Set())) {
    if (v.length < 2 || kept.has(v)) continue;
    values.add(isNumber(v) ? digits(v) : v);
  }
  // Longest first, so that a value inside another (a phone inside an address line) does not split it.
  const sorted = [...values].sort((a, b) => b.length - a.length);
  return { values: sorted, distinctive: sorted.filter(isDistinctive) };
}

/** The values to erase from a row: everything of the people it is about, the distinctive values of everyone. */
export function valuesFor(people: readonly ErasedPerson[], about: (p: ErasedPerson) => boolean): string[] {
  return [...new Set(people.flatMap((p) => (about(p) ? p.values : p.distinctive)))].sort((a, b) => b.length - a.length);
}

/** A regular expression (the same in JavaScript and PostgreSQL) that finds the value: digits with or without separators. */
export function patternOf(value: string): string {
  return /^\d{7,}$/.test(value) ? value.split('').join('[-. ]?') : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function eraseText(text: string, values: readonly string[]): string {
  let out = text;
  for (const v of values) out = out.replace(new RegExp(patternOf(v), 'g'), erasedMark);
  return out;
}

/** The same JSON with the values erased from every string in it (keys are field names, never values). */
export function eraseJson(value: unknown, values: readonly string[]): unknown {
  if (typeof value === 'string') return eraseText(value, values);
  if (Array.isArray(value)) return value.map((v) => eraseJson(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eraseJson(v, values)]));
  return value;
}

/** Patterns that find rows holding any of the strings (a superset: each row is then checked in code). */
export function containing(strings: readonly string[]): string[] {
  return [...new Set(strings)].map(patternOf);
}

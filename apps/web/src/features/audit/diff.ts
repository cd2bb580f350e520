/** The before/after of an audit row as a list of changed fields (nested JSON flattened to paths). */

export type FieldChange = { path: string; before: string; after: string };

const missing = '(없음)';

function show(value: unknown): string {
  if (value === undefined) return missing;
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/** { a: { b: 1 }, c: [1, 2] } → { 'a.b': 1, 'c[0]': 1, 'c[1]': 2 }; empty objects and arrays stay as leaves. */
export function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, into));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix || value !== undefined) {
    into[prefix || '(값)'] = value;
  }
  return into;
}

/** The fields that differ between before and after, in path order; unchanged fields are left out. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before ?? undefined);
  const b = flatten(after ?? undefined);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort((x, y) => x.localeCompare(y, 'ko'));
  return paths
    .filter((p) => JSON.stringify(a[p]) !== JSON.stringify(b[p]))
    .map((path) => ({ path, before: show(a[path]), after: show(b[path]) }));
}

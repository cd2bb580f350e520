/**
 * The key paths of an answer that carry data: `personal.rrn`, `parts[self].comment`, `data[].email`. A key whose
 * value is empty (null, '', false, [], {}) carries nothing, as a withheld field is answered; a string of stars
 * (`900101-1******`) is a masked value and shows as `personal.rrn#masked`. Array items are `[]`, or `[<party>]`
 * for items that name a party (an evaluation's self, first and second parts), so whose part it is stays visible.
 */
export function dataPaths(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined || value === '' || value === false) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const party = typeof item === 'object' && item !== null && typeof (item as { party?: unknown }).party === 'string' ? (item as { party: string }).party : '';
      return dataPaths(item, `${prefix}[${party}]`);
    });
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => dataPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  if (typeof value === 'string' && /\*{4,}/.test(value)) return [`${prefix}#masked`];
  return [prefix];
}

/** dataPaths of several answers, each path once, sorted. */
export function allDataPaths(values: readonly unknown[]): string[] {
  return [...new Set(values.flatMap((v) => dataPaths(v)))].sort();
}

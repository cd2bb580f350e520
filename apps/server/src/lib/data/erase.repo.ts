import { sql, type SQL } from 'drizzle-orm';

/** `column ~ any(patterns)`; false for no patterns (lib/data/erase.ts patternOf makes them). */
export const matchesAny = (column: SQL, patterns: readonly string[]): SQL =>
  patterns.length ? sql`${column} ~ any(array[${sql.join(
    patterns.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[])` : sql`false`;

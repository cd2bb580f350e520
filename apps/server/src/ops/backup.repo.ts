import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

const ownSchemas = sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** Tables, views, sequences and the like outside PostgreSQL's own schemas: 0 in an empty database. */
export async function relationCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${ownSchemas}`,
  );
  return row?.n ?? 0;
}

export type TableStat = { table: string; rows: number; hash?: string };

/**
 * Every table with its row count and, with `hash`, an md5 of its rows' text in a fixed order: two
 * databases with the same stats hold the same rows.
 */
export async function tableStats(db: Db, opts: { hash: boolean }): Promise<TableStat[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and ${ownSchemas} order by 1, 2`,
  );
  const stats: TableStat[] = [];
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const [row] = await queryRows<{ rows: number; hash: string | null }>(
      db,
      opts.hash
        ? sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${table} t`
        : sql`select count(*)::int as rows, null as hash from ${table}`,
    );
    stats.push({ table: `${schema}.${name}`, rows: row!.rows, ...(opts.hash ? { hash: row!.hash! } : {}) });
  }
  return stats;
}

/** One encrypted value (RRN, salary, bank account or disability data), to check a key against. */
export async function oneSealedValue(db: Db): Promise<string | undefined> {
  const [row] = await queryRows<{ sealed: string }>(
    db,
    sql`select coalesce(rrn_enc, salary_enc, bank_enc, disability_enc) as sealed from employees
        where coalesce(rrn_enc, salary_enc, bank_enc, disability_enc) is not null limit 1`,
  );
  return row?.sealed;
}

/** Every table's rows as text (what a plain dump holds), e.g. to look for values that must not be there. */
export async function tableTexts(db: Db): Promise<{ table: string; text: string }[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and ${ownSchemas} order by 1, 2`,
  );
  const texts: { table: string; text: string }[] = [];
  for (const { schema, name } of tables) {
    const [row] = await queryRows<{ text: string | null }>(
      db,
      sql`select string_agg(t::text, E'\\n') as text from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    texts.push({ table: `${schema}.${name}`, text: row?.text ?? '' });
  }
  return texts;
}

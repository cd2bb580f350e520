import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db, type Tx } from '../../db/client';
import { jobScheduleRuns } from '../../db/schema/jobs';
import { containing, eraseJson, valuesFor, type ErasedPerson } from '../data/erase';
import { matchesAny } from '../data/erase.repo';

/** The job runner's queries (lib/jobs/jobs.ts): its cron-slot claims and pg-boss's own tables. */

/** Claims one cron slot of a schedule; false when another instance (or an earlier check) already has it. */
export async function claimSlot(db: Db, name: string, slot: Date): Promise<boolean> {
  const claimed = await db.insert(jobScheduleRuns).values({ name, slot }).onConflictDoNothing().returning({ name: jobScheduleRuns.name });
  return claimed.length > 0;
}

/** Jobs of one name by state (tests and diagnostics). */
export async function jobCounts(database: Database, name: string): Promise<Record<string, number>> {
  const { rows } = (await database.executeSql('select state, count(*)::int as n from pgboss.job where name = $1 group by state', [name])) as {
    rows: { state: string; n: number }[];
  };
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * The retention purge's erasure in job payloads (data and output of queued, done and archived jobs;
 * lib/data/erase.ts): a job is about a person when it names their id. Nothing when the runner never ran here.
 */
export async function eraseFromJobPayloads(tx: Tx, people: readonly ErasedPerson[]): Promise<void> {
  if (people.length === 0) return;
  const marks = containing(people.flatMap((p) => [p.id, ...p.distinctive]));
  for (const table of ['job', 'archive']) {
    const [exists] = await queryRows<{ found: boolean }>(tx, sql`select to_regclass(${`pgboss.${table}`}) is not null as found`);
    if (!exists?.found) continue;
    const name = sql.raw(`pgboss.${table}`);
    const rows = await queryRows<{ id: string; data: unknown; output: unknown }>(
      tx,
      sql`select id, data, output from ${name} where ${matchesAny(sql`data::text`, marks)} or ${matchesAny(sql`output::text`, marks)}`,
    );
    for (const row of rows) {
      const text = JSON.stringify([row.data, row.output]);
      const values = valuesFor(people, (p) => text.includes(p.id));
      const [data, output] = [eraseJson(row.data, values), eraseJson(row.output, values)];
      if (JSON.stringify([data, output]) !== text) {
        await tx.execute(sql`update ${name} set data = ${JSON.stringify(data)}::jsonb, output = ${output === null ? null : JSON.stringify(output)}::jsonb where id = ${row.id}`);
      }
    }
  }
}

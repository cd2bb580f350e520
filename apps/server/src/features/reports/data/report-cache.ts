import type { Db } from '../../../db/client';
import { dataVersion } from './report-data.repo';
import type { ReportBody } from './report-format';

/**
 * Answers kept while nothing they read has changed. Statement triggers on every table a report
 * reads move report_data_state (migration 0028) in the writer's transaction, so its sum moves with
 * every committed change, on every instance; an answer is reused only under the same sum, the same
 * population, period and day. A read costs one primary-key scan of 16 rows when nothing changed.
 * Only aggregates the caller was already allowed to see are kept; permissions are checked before.
 */

const perDatabase = new WeakMap<Db, Map<string, { version: string; body: Promise<ReportBody> }>>();
const maxEntries = 500;

export async function cached(db: Db, key: string, compute: () => Promise<ReportBody>): Promise<ReportBody> {
  let answers = perDatabase.get(db);
  if (!answers) perDatabase.set(db, (answers = new Map()));
  const version = await dataVersion(db);
  const hit = answers.get(key);
  if (hit && hit.version === version) return hit.body;
  const body = compute();
  answers.delete(key);
  answers.set(key, { version, body });
  if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
  body.catch(() => {
    if (answers.get(key)?.body === body) answers.delete(key);
  });
  return body;
}

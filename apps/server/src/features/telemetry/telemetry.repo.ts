import type { Db } from '../../db/client';
import { clientErrors, webVitals } from '../../db/schema/telemetry';

export async function insertClientError(db: Db, values: typeof clientErrors.$inferInsert): Promise<void> {
  await db.insert(clientErrors).values(values);
}

export async function insertWebVital(db: Db, values: typeof webVitals.$inferInsert): Promise<void> {
  await db.insert(webVitals).values(values);
}

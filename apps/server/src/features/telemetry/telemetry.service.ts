import { rateVital } from '@saram/shared/telemetry/telemetry';
import type { ClientErrorReport, WebVital } from '@saram/shared/telemetry/telemetry.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { maskRrn } from '../../lib/logger';
import * as repo from './telemetry.repo';

/** Error reports are diagnostics, not personal data: RRN-shaped text is masked once more on arrival. */
export async function storeClientError(db: Db, actor: Actor, report: ClientErrorReport): Promise<void> {
  await repo.insertClientError(db, {
    errorId: report.errorId,
    message: maskRrn(report.message),
    stack: report.stack ? maskRrn(report.stack) : null,
    url: report.url ?? null,
    userAgent: report.userAgent ?? null,
    userId: actor.userId,
    context: report.context ? JSON.parse(maskRrn(JSON.stringify(report.context))) : null,
    ip: actor.ip,
  });
}

/** The rating is recomputed from the shared thresholds rather than trusted from the client. */
export async function storeWebVital(db: Db, vital: WebVital): Promise<void> {
  await repo.insertWebVital(db, { ...vital, path: vital.path.split('?')[0]!, rating: rateVital(vital.name, vital.value) });
}

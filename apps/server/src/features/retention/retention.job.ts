import type { Db } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import type { JobRunner } from '../../lib/jobs/jobs';
import { purge } from './retention.service';

/**
 * The daily retention purge, 03:00 Asia/Seoul: the same run as 지금 파기 실행, by the system.
 * The slot's day counts (a retry after midnight purges as of that night), so a rerun finds nothing new.
 */
export const PURGE_JOB = 'retention-purge';
export const purgeSchedule = '0 3 * * *';

export function definePurgeJob(jobs: JobRunner, db: Db) {
  jobs.defineJob(
    PURGE_JOB,
    async (_data, ctx) => {
      await purge(db, systemActor('retention-purge'), ctx.slot ?? ctx.now);
    },
    { schedule: purgeSchedule, retryLimit: 2 },
  );
}

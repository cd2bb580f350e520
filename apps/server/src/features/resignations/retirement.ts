import { retirementDateOf } from '@saram/shared/employees/employees';
import type { Db } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import type { JobRunner } from '../../lib/jobs/jobs';
import { seoulToday } from '../../lib/seoul-time';
import { disableAccountOfEmployee } from '../auth/accounts.service';
import { startChecklist } from '../checklists/checklists.service';
import { retireEmployee } from '../employees/employees.writer';
import { setPrimaryPost } from '../organization/organization.service';
import { reapplyRulesFor } from '../role-rules/role-rules.service';
import * as repo from './resignations.repo';
import { applyTransition } from './resignations.service';

/**
 * The retirement job (daily 00:10 Asia/Seoul, and queued at once when an approval's last working day
 * has already passed): every approved request whose last working day is before today (퇴직일 =
 * 최종 근무일 + 1) is completed, one transaction each: the request moves approved → completed
 * (guarded, so a rerun or a second instance does nothing), the person becomes 퇴직 through the
 * employees writer (not active, termination date, primary post ended, role rules re-applied), their
 * sign-in account is disabled and its sessions end, and an offboarding checklist starts when a live
 * template of feature 'offboarding' exists.
 */

export const RETIREMENT_JOB = 'resignations-retire';
export const retirementSchedule = '10 0 * * *';
export const retirementActorLabel = '시스템 (퇴직 처리)';

/** Completes every due request; the ids of the requests completed by this run. */
export async function retireDue(db: Db, now: Date): Promise<string[]> {
  const actor = systemActor(retirementActorLabel);
  const today = seoulToday(now);
  const done: string[] = [];
  const failures: unknown[] = [];
  for (const due of await repo.due(db, today)) {
    try {
      const completed = await db.transaction(async (tx) => {
        const terminationDate = retirementDateOf({ resignationDate: due.requestDate, lastWorkingDate: due.lastWorkingDate });
        const comment = `최종 근무일(${due.lastWorkingDate})이 지나 ${terminationDate}자로 퇴직 처리되었습니다.`;
        const row = await applyTransition(tx, actor, due.id, 'complete', comment, now);
        if (!row) return false;
        await disableAccountOfEmployee(tx, actor, row.employeeId);
        if (await retireEmployee(tx, actor, row.employeeId, { terminationDate, resignationType: row.resignationType })) {
          // A retired employee keeps the placement on record but holds no post; their role grants follow.
          await setPrimaryPost(tx, row.employeeId, null);
          await reapplyRulesFor(tx, actor, [row.employeeId]);
        }
        await startChecklist(tx, actor, [row.employeeId], 'offboarding');
        return true;
      });
      if (completed) done.push(due.id);
    } catch (err) {
      failures.push(err);
    }
  }
  // The others are done; a failure makes the job retry (the completed ones are skipped then).
  if (failures.length) throw failures[0];
  return done;
}

export function defineRetirementJob(jobs: JobRunner, db: Db) {
  jobs.defineJob(
    RETIREMENT_JOB,
    async (_data, ctx) => {
      await retireDue(db, ctx.now);
    },
    { schedule: retirementSchedule, retryLimit: 3 },
  );
}

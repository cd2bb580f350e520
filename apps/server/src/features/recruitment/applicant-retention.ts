import { applicantRetentionDays } from '@saram/shared/recruitment/recruitment';
import type { Db } from '../../db/client';
import { systemActor, type Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import type { JobRunner } from '../../lib/jobs/jobs';
import { applicantEvent } from './applicants.service';
import * as repo from './recruitment.repo';

/**
 * PIPA art. 21: applicants' personal data is destroyed once its purpose ends. A notice's applicants
 * are anonymised applicantRetentionDays (180) days after the notice closed or was disabled: name →
 * 지원자-<id 앞 8자리>, e-mail, phone, birth date and Wanted ID emptied, documents deleted, evaluation
 * notes and event comments emptied (stage, scores, dates and the link to an integrated employee stay
 * for the hiring statistics). Daily at 03:30 Asia/Seoul as the system actor `recruitment-retention`.
 */
export const APPLICANT_RETENTION_JOB = 'recruitment-retention';
export const applicantRetentionSchedule = '30 3 * * *';

const dayMs = 86_400_000;

export async function anonymizeDue(db: Db, actor: Actor, now: Date): Promise<{ notices: number; applicants: number; documents: number }> {
  const cutoff = new Date(now.getTime() - applicantRetentionDays * dayMs);
  const notices = await repo.noticesDueForAnonymisation(db, cutoff);
  let applicants = 0;
  let documents = 0;
  for (const notice of notices) {
    await db.transaction(async (tx) => {
      const rows = await repo.identifiedApplicantsOf(tx, notice.id);
      if (!rows.length) return;
      const ids = rows.map((r) => r.id);
      const deleted = await repo.eraseTraces(tx, ids);
      for (const a of rows) {
        await repo.updateApplicantIf(tx, a.id, repo.applicantGuards.notAnonymized(), {
          name: `지원자-${a.id.slice(0, 8)}`,
          email: '',
          phone: '',
          birthDate: null,
          wantedId: '',
          anonymizedAt: now,
          updatedAt: now,
        });
        await applicantEvent(tx, actor, a.id, 'anonymize', a.status, a.status, null, now);
      }
      await writeAudit(tx, actor, {
        action: 'applicants.anonymize',
        targetCollection: 'recruitment_notices',
        targetId: notice.id,
        after: { applicants: ids.length, documentsDeleted: deleted, destroyedFields: ['name', 'email', 'phone', 'birth_date', 'wanted_id', 'documents', 'evaluations.note', 'events.comment'] },
      });
      applicants += ids.length;
      documents += deleted;
    });
  }
  return { notices: notices.length, applicants, documents };
}

export function defineApplicantRetentionJob(jobs: JobRunner, db: Db) {
  jobs.defineJob(
    APPLICANT_RETENTION_JOB,
    async (_data, ctx) => {
      await anonymizeDue(db, systemActor(APPLICANT_RETENTION_JOB), ctx.slot ?? ctx.now);
    },
    { schedule: applicantRetentionSchedule, retryLimit: 2 },
  );
}

import type { z } from 'zod';
import { pageResult, type Page } from '@saram/shared/pagination';
import type { batchIntegrationResponseSchema, IntegratedItem, integratedListQuerySchema, integrateApplicantSchema, IntegrationResult } from '@saram/shared/recruitment/integration.schemas';
import type { Integration } from '@saram/shared/recruitment/applicants.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther } from '../../lib/errors';
import { seoulToday } from '../../lib/seoul-time';
import { createIn, type Store } from '../employees/employees.service';
import { emitEmployeeEvent } from '../webhooks/webhooks.writer';
import { applicantEvent, findApplicantOrThrow, integrationOf } from './applicants.service';
import { findNoticeOrThrow } from './notices.service';
import * as repo from './recruitment.repo';

/**
 * Integration (spec 7.4): a 최종 합격 applicant becomes an employee record through the employees'
 * create path (`createIn`: checks, numbering, placement, audit, access record and, for a new hire in
 * probation, the onboarding checklist), placed in the notice's unit, with applicationInfo
 * (applyChannel, appliedJobFunction) and organization.wantedId filled, and the hire date, 직급 and 직책 HR chose
 * (unset: today and empty). The applicant keeps the link;
 * a second integration is 409.
 */

type Options = z.output<typeof integrateApplicantSchema>;

function refuse(actor: Actor): void {
  // The call creates an employee record: it needs what POST mongo/employees needs.
  if (!actor.permissions.has('employees:write')) throw new AppError('FORBIDDEN', '직원 등록 권한이 있어야 지원자를 직원으로 등록할 수 있습니다.');
}

/** One applicant inside the caller's transaction (the demo uses it too). */
export async function integrateIn(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, id: string, opts: Options, now: Date): Promise<IntegrationResult> {
  const a = await findApplicantOrThrow(tx, id, true);
  if (a.integratedAt) throw new AppError('CONFLICT', `${a.name}님은 이미 직원으로 등록되었습니다 (사번 ${a.employeeNo ?? '-'}).`, { employee_id: a.employeeId });
  if (a.anonymizedAt) throw new AppError('CONFLICT', '보존 기간이 지나 개인정보가 파기된 지원자입니다.');
  if (a.status !== 'final_passed') throw new AppError('CONFLICT', '최종 합격한 지원자만 직원으로 등록할 수 있습니다.', { status: a.status });
  const notice = await findNoticeOrThrow(tx, a.noticeId);
  if (!notice.unitId) throw new AppError('CONFLICT', '공고의 모집 조직이 조직도에 없어 배치할 수 없습니다. 공고의 조직을 먼저 고쳐주세요.');
  const hireDate = opts.hire_date ?? seoulToday(now);
  const employee = await createIn(tx, store, actor, {
    personal: { nameKor: a.name, phone: a.phone, emailPersonal: a.email, birthDate: a.birthDate ?? '' },
    organization: {
      // Any unit id places the person there, with the units above filled in (the employees' placement).
      partId: notice.unitId,
      employmentStatus: '재직',
      employmentType: notice.employmentType,
      jobFunction: a.appliedJobFunction,
      jobGrade: opts.job_grade ?? '',
      jobTitle: opts.job_title ?? '',
      wantedId: a.wantedId,
      firstJoinDate: hireDate,
      probationEndDate: opts.probation_end_date ?? '',
    },
    applicationInfo: { appliedJobFunction: a.appliedJobFunction, applyChannel: a.applyChannel },
    employmentHistory: [{ startDate: hireDate, endDate: '', type: notice.employmentType, firstJoinDate: hireDate }],
  });
  const employeeNo = employee.personal.employeeNo;
  const updated = await repo.updateApplicantIf(tx, id, repo.applicantGuards.integrable(), {
    employeeId: employee._id,
    employeeNo,
    integratedAt: now,
    integratedByLabel: actor.label,
    updatedAt: now,
  });
  if (!updated) throw movedByOther();
  await applicantEvent(tx, actor, id, 'integrate', 'final_passed', 'final_passed', `직원 등록 (사번 ${employeeNo})`, now);
  await emitEmployeeEvent(tx, 'applicant.hired', employee._id, { applicantId: id, noticeId: a.noticeId, hireDate });
  await writeAudit(tx, actor, { action: 'applicants.integrate', targetCollection: 'applicants', targetId: id, after: { employee_id: employee._id, employee_no: employeeNo, recruitment_id: a.noticeId } });
  return { applicant_id: id, name: a.name, ok: true, employee_id: employee._id, employee_no: employeeNo, code: null, message: null };
}

/** POST integration/applicant/{id}. */
export async function integrateOne(store: Store, actor: Actor, id: string, opts: Options, now: Date): Promise<IntegrationResult> {
  refuse(actor);
  return store.db.transaction((tx) => integrateIn(tx, store, actor, id, opts, now));
}

/**
 * POST integration/batch: one transaction; each applicant in its own savepoint, so a refused one
 * (already integrated, not 최종 합격, invalid record …) is reported and leaves nothing behind while
 * the others commit together. An unexpected error rolls the whole batch back.
 */
export async function integrateBatch(store: Store, actor: Actor, ids: readonly string[], now: Date): Promise<z.input<typeof batchIntegrationResponseSchema>> {
  refuse(actor);
  const results = await store.db.transaction(async (tx) => {
    const out: IntegrationResult[] = [];
    for (const id of ids) {
      try {
        out.push(await tx.transaction((sp) => integrateIn(sp, store, actor, id, {}, now)));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const name = (await repo.findApplicant(tx, id))?.name ?? '';
        out.push({ applicant_id: id, name, ok: false, employee_id: null, employee_no: null, code: e.code, message: e.message });
      }
    }
    await writeAudit(tx, actor, {
      action: 'applicants.integrate_batch',
      targetCollection: 'applicants',
      after: { requested: ids.length, integrated: out.filter((r) => r.ok).map((r) => r.applicant_id), failed: out.filter((r) => !r.ok).map((r) => r.applicant_id) },
    });
    return out;
  });
  const integrated = results.filter((r) => r.ok).length;
  return { results, integrated, failed: results.length - integrated };
}

export async function integrationStatus(db: Db, id: string): Promise<Integration> {
  return integrationOf(await findApplicantOrThrow(db, id));
}

export async function integratedList(db: Db, q: z.output<typeof integratedListQuerySchema>): Promise<Page<IntegratedItem>> {
  const { rows, total } = await repo.integratedPage(db, q.recruitment_id, q);
  return pageResult(
    rows.map(({ a, title }) => ({
      applicant_id: a.id,
      name: a.name,
      recruitment_id: a.noticeId,
      notice_title: title,
      apply_channel: a.applyChannel,
      applied_job_function: a.appliedJobFunction,
      employee_id: a.employeeId,
      employee_no: a.employeeNo,
      integrated_at: a.integratedAt!.toISOString(),
      integrated_by: a.integratedByLabel ?? '',
    })),
    total,
    q,
  );
}

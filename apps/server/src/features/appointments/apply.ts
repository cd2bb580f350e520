import { appointmentTypeLabels, appointmentTypeRules } from '@saram/shared/appointments/appointments';
import type { Db, Tx } from '../../db/client';
import { systemActor, type Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import type { JobRunner } from '../../lib/jobs/jobs';
import { seoulToday } from '../../lib/seoul-time';
import { disableAccountOfEmployee } from '../auth/accounts.service';
import { applyAppointment, retireEmployee, type AppointmentFields } from '../employees/employees.writer';
import { addConcurrentPost, resolvePlacement, setPrimaryPost } from '../organization/organization.service';
import { reapplyRulesFor } from '../role-rules/role-rules.service';
import { emitEmployeeEvent } from '../webhooks/webhooks.writer';
import * as repo from './appointments.repo';

/**
 * The appointments job (daily 00:05 Asia/Seoul, and queued at once when an approval's effective date
 * has already come): every approved appointment whose effective date is today or earlier takes effect,
 * one transaction each: approved → effective (guarded, so a rerun or a second instance does nothing),
 * the person's record through the employees writer (its audit row is the history's 인사발령 entry),
 * the primary post and role grants following a move (a 겸직 adds a concurrent post instead, through
 * the organization service), and the appointment's event and audit row.
 */

export const APPOINTMENTS_JOB = 'appointments-apply';
export const appointmentsSchedule = '5 0 * * *';
export const appointmentsActorLabel = '시스템 (인사발령)';

/** The writer's fields of an appointment: the target unit's placement, 직급, 직책, 직무 and status. */
async function fieldsOf(tx: Tx, a: repo.AppointmentRow): Promise<{ fields: AppointmentFields; unitId: string | null }> {
  const { change, type } = a;
  const fields: AppointmentFields = {};
  let unitId: string | null = null;
  if (change.unitId && type !== 'concurrent') {
    const placed = await resolvePlacement(tx, { corporationId: null, corporation: '', units: [{ legacyType: 'part', id: change.unitId, name: '' }] });
    unitId = placed.unitId;
    const f = placed.fields;
    Object.assign(fields, {
      insuranceCorp: f.insuranceCorp ?? '',
      insuranceCorpId: f.corporationId,
      division: f.division ?? '',
      divisionId: f.divisionId,
      headquarters: f.headquarters ?? '',
      headquarterId: f.headquartersId,
      team: f.team ?? '',
      teamId: f.teamId,
      part: f.part ?? '',
      partId: f.partId,
    });
    if (type === 'transfer') fields.transferDate = a.effectiveDate;
  }
  if (change.jobGrade !== undefined) fields.jobGrade = change.jobGrade;
  // A 겸직's 직책 and 직무 are those of the concurrent post (its role), not of the person's primary one.
  if (change.jobTitle !== undefined && type !== 'concurrent') fields.jobTitle = change.jobTitle;
  if (change.jobFunction !== undefined && type !== 'concurrent') fields.jobFunction = change.jobFunction;
  const status = appointmentTypeRules[type].status;
  if (status && status !== '퇴직') fields.employmentStatus = status;
  return { fields, unitId };
}

/**
 * One appointment taking effect inside `tx`; false when it was no longer approved. This is where an
 * appointment becomes effective, and where its webhook event (appointment.effective) is raised.
 */
export async function applyOne(tx: Tx, actor: Actor, due: repo.AppointmentRow, now: Date): Promise<boolean> {
  const moved = await repo.updateStatusIf(tx, due.id, ['approved'], { status: 'effective', appliedAt: now });
  if (!moved) return false;
  const { fields, unitId } = await fieldsOf(tx, due);
  await applyAppointment(tx, actor, due.employeeId, { fields, startEmployment: due.type === 'hire' ? due.effectiveDate : undefined });
  if (due.type === 'retire') {
    await disableAccountOfEmployee(tx, actor, due.employeeId);
    if (await retireEmployee(tx, actor, due.employeeId, { terminationDate: due.effectiveDate, resignationType: '' })) await setPrimaryPost(tx, due.employeeId, null);
  } else if (unitId) {
    await setPrimaryPost(tx, due.employeeId, unitId);
  } else if (due.type === 'concurrent' && due.change.unitId) {
    await addConcurrentPost(tx, actor, due.employeeId, due.change.unitId, due.change.jobTitle ?? null);
  }
  await reapplyRulesFor(tx, actor, [due.employeeId]);
  await emitEmployeeEvent(tx, 'appointment.effective', due.employeeId, { appointmentId: due.id, appointmentType: due.type, effectiveDate: due.effectiveDate });
  const comment = `${due.effectiveDate}자 ${appointmentTypeLabels[due.type]} 발령이 적용되었습니다.`;
  await repo.insertEvent(tx, { appointmentId: due.id, action: 'apply', fromStatus: 'approved', toStatus: 'effective', actorId: null, actorLabel: actor.label, comment, at: now });
  await writeAudit(tx, actor, { action: 'appointments.apply', targetCollection: 'appointments', targetId: due.id, before: { status: 'approved' }, after: { status: 'effective', fields } });
  return true;
}

/** Applies every due appointment; the ids applied by this run. A failure leaves the others done and makes the job retry. */
export async function applyDue(db: Db, now: Date): Promise<string[]> {
  const actor = systemActor(appointmentsActorLabel);
  const done: string[] = [];
  const failures: unknown[] = [];
  for (const due of await repo.due(db, seoulToday(now))) {
    try {
      if (await db.transaction((tx) => applyOne(tx, actor, due, now))) done.push(due.id);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw failures[0];
  return done;
}

export function defineAppointmentsJob(jobs: JobRunner, db: Db) {
  jobs.defineJob(
    APPOINTMENTS_JOB,
    async (_data, ctx) => {
      await applyDue(db, ctx.now);
    },
    { schedule: appointmentsSchedule, retryLimit: 3 },
  );
}

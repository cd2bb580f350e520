import type { z } from 'zod';
import { beforeHireReason } from '@saram/shared/onboarding/onboarding';
import type { completeOnboardingSchema, OnboardingStatus, rejectOnboardingSchema } from '@saram/shared/onboarding/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordAccess, writeAudit } from '../../lib/data/audit';
import { AppError, movedByOther } from '../../lib/errors';
import type { Mailer } from '../../lib/jobs/mailer';
import { seoulToday } from '../../lib/seoul-time';
import { moveInstance, statesOf } from '../checklists/checklists.service';
import { setNewbieChecklist } from '../employees/employees.writer';
import { renderCertificate } from './certificate.pdf';
import { effectivePreferences } from './email-preferences.service';
import { openItemsMessage, statusOf } from './onboarding-status';
import * as repo from './onboarding.repo';
import { openItemsMail } from './reminder-mails';

/** Spec 7.10: a new hire's onboarding (their live 'onboarding' checklist) read, completed, rejected, certified. */

const notFound = () => new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');

/** Statuses of the people among `ids` the scope reaches, in the order asked (each once). */
export async function statuses(db: Db | Tx, ids: readonly string[], scope: Actor['employeeScope'], now: Date): Promise<OnboardingStatus[]> {
  const people = await repo.newHires(db, [...new Set(ids)], scope);
  const states = await statesOf(db, await repo.liveInstances(db, people.map((p) => p.id)));
  const byPerson = new Map(people.map((p) => [p.id, p]));
  const stateOf = new Map(states.map((s) => [s.row.employeeId, s]));
  const today = seoulToday(now);
  return [...new Set(ids)].flatMap((id) => {
    const person = byPerson.get(id);
    return person ? [statusOf(person, stateOf.get(id), today)] : [];
  });
}

export async function getStatus(db: Db | Tx, actor: Actor, id: string, now: Date): Promise<OnboardingStatus> {
  const [status] = await statuses(db, [id], actor.employeeScope, now);
  if (!status) throw notFound();
  return status;
}

function refuseUnlessRunning(status: OnboardingStatus): asserts status is OnboardingStatus & { instance_id: string } {
  if (status.state === 'not_started') throw new AppError('CONFLICT', '온보딩 체크리스트가 없습니다.');
  if (status.state === 'completed') throw new AppError('CONFLICT', '이미 수습 완료 처리되었습니다.');
  if (status.state === 'rejected') throw new AppError('CONFLICT', '이미 수습 불합격 처리되었습니다.');
}


/** Completes onboarding when every required item is verified; the record's newbieChecklist follows in the same transaction. */
export async function complete(db: Db, actor: Actor, id: string, input: z.output<typeof completeOnboardingSchema>, now: Date): Promise<OnboardingStatus> {
  await db.transaction(async (tx) => {
    const status = await getStatus(tx, actor, id, now);
    refuseUnlessRunning(status);
    const beforeHire = beforeHireReason(status.employee.hire_date, seoulToday(now));
    if (beforeHire) throw new AppError('CONFLICT', beforeHire);
    const open = status.open_required_items;
    if (open.length) throw new AppError('CONFLICT', openItemsMessage(open), { items: open });
    const row = await moveInstance(tx, actor, status.instance_id, 'in_progress', 'completed', input.note || null);
    if (!row) throw movedByOther();
    await setNewbieChecklist(tx, actor, id, { isCompleted: true, completedAt: row.completedAt!.toISOString() });
  });
  return getStatus(db, actor, id, now);
}

export async function reject(db: Db, actor: Actor, id: string, input: z.output<typeof rejectOnboardingSchema>, now: Date): Promise<OnboardingStatus> {
  await db.transaction(async (tx) => {
    const status = await getStatus(tx, actor, id, now);
    refuseUnlessRunning(status);
    if (!(await moveInstance(tx, actor, status.instance_id, 'in_progress', 'rejected', input.reason))) throw movedByOther();
  });
  return getStatus(db, actor, id, now);
}

/** 수습 완료 확인서 (A4 PDF) for a completed onboarding; the issue is kept as a 'print' access record. */
export async function certificate(db: Db, actor: Actor, id: string, now: Date): Promise<{ filename: string; body: Buffer }> {
  const status = await getStatus(db, actor, id, now);
  if (status.state !== 'completed') throw new AppError('CONFLICT', '수습 완료 처리된 직원만 확인서를 발급할 수 있습니다.');
  const [person] = await repo.newHires(db, [id], actor.employeeScope);
  const [state] = await statesOf(db, await repo.liveInstances(db, [id]));
  const body = await renderCertificate({
    status,
    position: person!.jobGrade || person!.jobTitle || '',
    completedItems: state!.items.filter((i) => i.state === 'verified').map((i) => i.title),
    issuedOn: seoulToday(now),
  });
  await recordAccess(db, actor, { subjectType: 'employee', subjectId: id, action: 'print', fields: ['onboarding.certificate'] });
  return { filename: `수습완료확인서_${status.employee.name}_${status.employee.employee_no}.pdf`, body };
}

export type RemindDeps = { db: Db; mailer: Mailer; publicUrl: string };

/** HR's '알림 메일 보내기': the open-items reminder to the new hire (and the HR recipients), now. */
export async function remind(deps: RemindDeps, actor: Actor, id: string, now: Date): Promise<{ sent: true; to: string[] }> {
  const { db, mailer } = deps;
  const status = await getStatus(db, actor, id, now);
  if ((status.state !== 'in_progress' && status.state !== 'ready') || !status.open_required_items.length) {
    throw new AppError('CONFLICT', '끝나지 않은 필수 항목이 없어 알림 메일을 보낼 것이 없습니다.');
  }
  const [person] = await repo.newHires(db, [id], actor.employeeScope);
  if (!person?.email) throw new AppError('CONFLICT', `${status.employee.name}님의 이메일 주소가 없어 알림 메일을 보낼 수 없습니다.`);
  const prefs = await effectivePreferences(db, id);
  const to = [...new Set([person.email, ...prefs.hr_recipients])];
  const mail = openItemsMail(status, deps.publicUrl);
  await db.transaction(async (tx) => {
    await repo.claimReminder(tx, id, 'open_items', `manual:${now.toISOString()}`, seoulToday(now), now);
    await writeAudit(tx, actor, { action: 'onboarding.remind', targetCollection: 'employees', targetId: id, after: { to, subject: mail.subject } });
  });
  for (const address of to) await mailer.send({ to: address, ...mail });
  return { sent: true, to };
}

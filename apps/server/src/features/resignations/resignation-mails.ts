import { resignationStatusLabels } from '@saram/shared/resignations/resignations';
import type { Resignation } from '@saram/shared/resignations/resignations.schemas';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../lib/jobs/mailer';
import { findUserById, usersWithPermission } from '../auth/auth.service';

/**
 * Notices sent after the transaction commits: to HR (every active account holding
 * resignations:approve, except the one who filed) on a new request, and to the requester on a
 * decision. Plain-text Korean mails through the one mailer (its outbox delivers them).
 */

export type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

const link = (publicUrl: string) => `${publicUrl}/resignation-management`;
const who = (r: Resignation) => `${r.employee.name}님 (${r.employee.employee_no}${r.employee.unit ? `, ${r.employee.unit}` : ''})`;

export function requestedMail(r: Resignation, publicUrl: string): Pick<Mail, 'subject' | 'text'> {
  return {
    subject: `[사람] 사직 신청 접수: ${r.employee.name} (최종 근무일 ${r.lastWorkingDate})`,
    text: [
      `${who(r)}의 사직 신청이 접수되었습니다.`,
      '',
      `최종 근무일: ${r.lastWorkingDate} (퇴직일 ${r.retirementDate})`,
      `퇴직 유형: ${r.resignationType}`,
      ...(r.reason ? [`사유: ${r.reason}`] : []),
      `신청: ${r.requested_by_label}`,
      '',
      `승인 또는 반려하기: ${link(publicUrl)}`,
    ].join('\n'),
  };
}

export function decidedMail(r: Resignation, publicUrl: string): Pick<Mail, 'subject' | 'text'> {
  const label = resignationStatusLabels[r.status];
  return {
    subject: `[사람] 사직 신청 ${label}: ${r.employee.name}`,
    text: [
      `${who(r)}의 사직 신청이 ${label}되었습니다.`,
      '',
      `최종 근무일: ${r.lastWorkingDate}`,
      `처리: ${r.decided_by_label ?? ''}`,
      ...(r.decision_comment ? [`${r.status === 'rejected' ? '반려 사유' : '의견'}: ${r.decision_comment}`] : []),
      '',
      `확인하기: ${publicUrl}/resignation-request`,
    ].join('\n'),
  };
}

export async function notifyRequested(deps: MailDeps, r: Resignation): Promise<void> {
  const holders = await usersWithPermission(deps.db, 'resignations:approve', '', 200);
  const to = [...new Set(holders.filter((u) => u.id !== r.requested_by).flatMap((u) => (u.email ? [u.email] : [])))];
  const mail = requestedMail(r, deps.publicUrl);
  for (const address of to) await deps.mailer.send({ to: address, ...mail });
}

export async function notifyDecided(deps: MailDeps, r: Resignation): Promise<void> {
  const requester = r.requested_by ? await findUserById(deps.db, r.requested_by) : undefined;
  if (!requester?.email) return;
  await deps.mailer.send({ to: requester.email, ...decidedMail(r, deps.publicUrl) });
}

import type { ResignationStatus } from '@saram/shared/resignations/resignations';
import type { Tx } from '../db/client';
import { findUserByEmail } from '../features/auth/auth.service';
import { applyTransition, insertRequest } from '../features/resignations/resignations.service';
import { systemActor, type Actor } from '../lib/auth/actor';
import { addDays, seoulToday } from '../lib/seoul-time';
import { workingWithoutAccount } from './demo.repo';
import type { DemoAccount } from './employees';
import { newHireChannel } from './new-hires';

/**
 * Demo resignations (spec 7.9): a handful of working people in every state a screen shows: two
 * awaiting approval, one approved whose last working day is two weeks away (퇴직 예정), one
 * rejected, one cancelled. 인사 담당자 files them (paper resignations handed in), 인사 책임자
 * decides; dates follow the real today. Written through the resignation service's own writes, so
 * events, audit rows and the approved person's resignation section are as the API leaves them.
 */

type Plan = { status: Exclude<ResignationStatus, 'completed'>; inDays: number; type: string; reason: string; comment: string };

export const resignationPlans: Plan[] = [
  { status: 'pending', inDays: 40, type: '자진퇴사', reason: '대학원 진학', comment: '' },
  { status: 'pending', inDays: 25, type: '계약만료', reason: '계약 기간 만료 (재계약 미희망)', comment: '' },
  { status: 'approved', inDays: 14, type: '자진퇴사', reason: '이직', comment: '인수인계 계획 확인했습니다.' },
  { status: 'rejected', inDays: 30, type: '자진퇴사', reason: '개인 사정', comment: '프로젝트 종료 후 다시 논의하기로 했습니다.' },
  { status: 'cancelled', inDays: 20, type: '자진퇴사', reason: '건강 문제', comment: '팀 이동으로 계속 근무하기로 함' },
];

const step = { approved: 'approve', rejected: 'reject', cancelled: 'cancel' } as const;

async function actorOf(tx: Tx, account: DemoAccount | undefined): Promise<Actor> {
  const user = account ? await findUserByEmail(tx, account.email) : undefined;
  if (!user || !account) return systemActor('데모 데이터');
  return { ...systemActor(`${account.userName} (${account.loginId})`), userId: user.id, via: 'session' };
}

/** Seeds the plans for the first working people without an account (not the new hires); how many were filed. */
export async function seedResignations(tx: Tx, accounts: readonly (DemoAccount & { role: string })[], now = new Date()): Promise<number> {
  const people = await workingWithoutAccount(tx, newHireChannel, 20, resignationPlans.length);
  const filer = await actorOf(tx, accounts.find((a) => a.role === 'hr_staff'));
  const decider = await actorOf(tx, accounts.find((a) => a.role === 'hr_manager'));
  const today = seoulToday(now);
  for (const [i, person] of people.entries()) {
    const plan = resignationPlans[i]!;
    const row = await insertRequest(tx, filer, { employeeId: person.id, lastWorkingDate: addDays(today, plan.inDays), resignationType: plan.type, reason: plan.reason }, now);
    if (plan.status !== 'pending') await applyTransition(tx, plan.status === 'cancelled' ? filer : decider, row.id, step[plan.status], plan.comment, now);
  }
  return people.length;
}

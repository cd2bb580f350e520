import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import type { Profile, UpdateMyProfile } from '@saram/shared/employees/profile.schemas';
import type { Actor } from '../../lib/auth/actor';
import { recordAccess } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import { toEmployee } from './employee-record';
import * as repo from './employees.repo';
import { update, type Store } from './employees.service';

/**
 * 내 정보 (spec 7.10): the signed-in account and the employee record linked to it. The person sees
 * their own record whole, salary, bank account and disability/veteran data included (it is their own data, PIPA
 * art. 35); the RRN stays masked like everywhere. They change only contact, address, emergency
 * contact and bank account, through the same update as HR (validation, merge, version, audit).
 */

const noRecordMessage = '이 계정에 연결된 직원 정보가 없습니다. 인사 담당자에게 연결을 요청해주세요.';

/** The caller acting on their own record: not confined to a unit scope. */
const onOwnRecord = (actor: Actor): Actor => ({ ...actor, employeeScope: null });

/** The caller seeing their own record: their own salary, bank account and disability/veteran data unmasked. */
const seeingOwnRecord = (actor: Actor): Actor => ({
  ...onOwnRecord(actor),
  permissions: new Set([...actor.permissions, 'employees:salary:view', 'employees:sensitive:view', 'employees:bank:view']),
});

/** The caller changing their own record: their own bank account too (the profile schema admits no other protected field). */
const changingOwnRecord = (actor: Actor): Actor => ({ ...onOwnRecord(actor), permissions: new Set([...actor.permissions, 'employees:bank:view']) });

/** The linked record, or null for an account that has none (an administrator, an outside evaluator). */
async function ownRecord(store: Store, actor: Actor, user: AdminUser) {
  const row = user.employeeId ? await repo.findEmployee(store.db, user.employeeId, null) : undefined;
  return row ? toEmployee(row, seeingOwnRecord(actor), store.key, await repo.adminLinkOf(store.db, row.id)) : null;
}

export async function myProfile(store: Store, actor: Actor, user: AdminUser): Promise<Profile> {
  const employee = await ownRecord(store, actor, user);
  if (employee) await recordAccess(store.db, actor, { subjectType: 'employee', subjectId: employee._id, action: 'view', fields: ['record'] });
  return { user, employee };
}

export async function updateMyProfile(store: Store, actor: Actor, user: AdminUser, input: UpdateMyProfile): Promise<Profile> {
  if (!user.employeeId || !(await repo.findEmployee(store.db, user.employeeId, null))) throw new AppError('NOT_FOUND', noRecordMessage);
  await update(store, changingOwnRecord(actor), user.employeeId, { version: input.version, ...(input.personal ? { personal: input.personal } : {}) });
  return { user, employee: await ownRecord(store, actor, user) };
}

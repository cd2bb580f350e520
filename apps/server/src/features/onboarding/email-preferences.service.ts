import { defaultEmailPreferences, type EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import * as repo from './onboarding.repo';

/** Reminder settings: the company's (scope 'global', defaults filled in) and a person's overrides on top. */

const collection = 'onboarding_email_preferences';

export function merge(global: Partial<EmailPreferences> | undefined, override?: Partial<EmailPreferences>): EmailPreferences {
  return { ...defaultEmailPreferences, ...global, ...override };
}

export async function companyPreferences(db: Db | Tx): Promise<EmailPreferences> {
  return merge((await repo.preferencesOf(db, [repo.globalScope])).get(repo.globalScope));
}

/** What applies to one person: the company settings with their overrides. */
export async function effectivePreferences(db: Db | Tx, employeeId: string): Promise<EmailPreferences> {
  const rows = await repo.preferencesOf(db, [repo.globalScope, employeeId]);
  return merge(rows.get(repo.globalScope), rows.get(employeeId));
}

/** The same for many people at once (reminders). */
export async function effectivePreferencesOf(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, EmailPreferences>> {
  const rows = await repo.preferencesOf(db, [repo.globalScope, ...employeeIds]);
  return new Map(employeeIds.map((id) => [id, merge(rows.get(repo.globalScope), rows.get(id))]));
}

export async function putCompanyPreferences(db: Db, actor: Actor, input: EmailPreferences): Promise<EmailPreferences> {
  return db.transaction(async (tx) => {
    const before = await repo.putPreferences(tx, repo.globalScope, input, actor.label);
    await writeAudit(tx, actor, { action: `${collection}.update`, targetCollection: collection, targetId: repo.globalScope, before: merge(before), after: input });
    return merge(input);
  });
}

type PersonPreferences = { employee_id: string; override: Partial<EmailPreferences>; effective: EmailPreferences };

async function requireInScope(db: Db | Tx, actor: Actor, id: string) {
  if (!(await repo.newHires(db, [id], actor.employeeScope)).length) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
}

export async function personPreferences(db: Db, actor: Actor, id: string): Promise<PersonPreferences> {
  await requireInScope(db, actor, id);
  const rows = await repo.preferencesOf(db, [repo.globalScope, id]);
  const override = rows.get(id) ?? {};
  return { employee_id: id, override, effective: merge(rows.get(repo.globalScope), override) };
}

/** Replaces a person's overrides ({} to follow the company settings again). */
export async function putPersonPreferences(db: Db, actor: Actor, id: string, override: Partial<EmailPreferences>): Promise<PersonPreferences> {
  await db.transaction(async (tx) => {
    await requireInScope(tx, actor, id);
    const before = await repo.putPreferences(tx, id, override, actor.label);
    await writeAudit(tx, actor, { action: `${collection}.update`, targetCollection: collection, targetId: id, before: before ?? {}, after: override });
  });
  return personPreferences(db, actor, id);
}

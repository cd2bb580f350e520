import { releasedSummary } from '../evaluations/evaluations.service';
import type { SensitiveField } from '@saram/shared/employees/employees';
import type { AdminAccount, CheckDuplicateResult, EmployeeChange, EmployeeListItem, EmployeeListQuery, HrMetrics, RetiredListQuery, RevealResult } from '@saram/shared/employees/employees.schemas';
import type { Employee, EmployeeWriteResult, Salary, EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import { employeeListItemSchema, quickSearchResultSchema } from '@saram/shared/employees/employees.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordAccess, recordBulkAccess, writeAudit, writeAuditAndAccess, type AccessEntry, type AuditEntry } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { seoulToday } from '../../lib/seoul-time';
import { startOnboarding } from '../checklists/checklists.service';
import { accountOf, findUserByEmail, findUserByEmployee, listAccounts, setAccountEmployee, unlinkEmployeeAccounts } from '../auth/auth.service';
import { createUser } from '../auth/accounts.service';
import { addPrimaryPost, setPrimaryPost } from '../organization/organization.service';
import { assertNotAbove } from '../rbac/rbac.writer';
import { reapplyRulesFor, refuseOwnRuleFields } from '../role-rules/role-rules.service';
import { emitEmployeeEvent } from '../webhooks/webhooks.writer';
import { prepare } from './employee-prepare';
import { rehireEmployee } from './employees.writer';
import {
  changes,
  decryptRrn,
  decryptSalary,
  maskedValues,
  mergeSalary,
  openSectionsOf,
  permissionFor,
  rowValues,
  sectionsOf,
  toEmployee,
  toListItem,
  type EmployeeRow,
  type Prepared,
} from './employee-record';
import * as repo from './employees.repo';
import { hrMetrics } from './hr-metrics';
import { displayActor } from '@saram/shared/audit/audit';

/** Where employees live: the database and the key of the fields encrypted at rest. */
export type Store = { db: Db; key: Buffer };

const collection = 'employees';
export const notFoundMessage = '직원을 찾을 수 없습니다.';
export const anonymizedMessage = '보존 기간이 지나 익명화된 퇴직자 기록은 수정할 수 없습니다.';

async function findOrThrow(db: Db | Tx, actor: Actor, id: string): Promise<EmployeeRow> {
  // Out of the caller's scope and missing look the same (security.md).
  const row = await repo.findEmployee(db, id, actor.employeeScope);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  return row;
}

async function answer(db: Db | Tx, store: Store, actor: Actor, row: EmployeeRow): Promise<Employee> {
  return toEmployee(row, actor, store.key, await repo.adminLinkOf(db, row.id));
}

/** The full record for change detection, sensitive values included (they are masked in the audit). */
function comparable(row: EmployeeRow, key: Buffer) {
  return comparableOf(sectionsOf(row, key), decryptRrn(row, key), decryptSalary(row, key));
}

function comparableOf(sections: EmployeeSections, rrn: string, salary: Salary | null) {
  return { ...sections, personal: { ...sections.personal, rrn: rrn.replace(/\D/g, '') }, salary };
}

/** The audit row and access record of a created employee (every field it was given). */
export function creationRecords(row: EmployeeRow, key: Buffer): { audit: AuditEntry; access: AccessEntry } {
  const { after } = changes({}, comparable(row, key));
  return {
    audit: { action: 'create', targetCollection: collection, targetId: row.id, after },
    access: { subjectType: 'employee', subjectId: row.id, action: 'input', fields: Object.keys(after) },
  };
}

/** Inserts a prepared record with its audit row and access record (inside `tx`), without its primary post. */
async function insertRecord(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, p: Prepared): Promise<EmployeeRow> {
  const row = await repo.insertEmployee(tx, rowValues(p, store.key, null));
  const { audit, access } = creationRecords(row, store.key);
  await writeAuditAndAccess(tx, actor, audit, access);
  await emitEmployeeEvent(tx, 'employee.created', row.id);
  return row;
}

/** Inserts a prepared record with its primary post, audit row and access record (inside `tx`). */
export async function insertPrepared(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, p: Prepared): Promise<EmployeeRow> {
  const row = await insertRecord(tx, store, actor, p);
  // Last: a post bumps the org-tree version row, which concurrent writers then wait for until commit.
  if (p.unitId) await addPrimaryPost(tx, row.id, p.unitId);
  return row;
}

export { prepare } from './employee-prepare';

/**
 * POST mongo/employees and register: any of the four input forms (spec 5); warnings never block.
 * `registration` (the registration screen's POST register) also requires 입사일, 소속 and 고용형태.
 */
export async function create(store: Store, actor: Actor, raw: Record<string, unknown>, opts: { registration?: boolean } = {}): Promise<EmployeeWriteResult> {
  return store.db.transaction((tx) => createIn(tx, store, actor, raw, opts));
}

/** The create path inside the caller's transaction (recruitment's integration turns applicants into records with it). */
export async function createIn(tx: Tx, store: Pick<Store, 'key'>, actor: Actor, raw: Record<string, unknown>, opts: { registration?: boolean } = {}): Promise<EmployeeWriteResult> {
  const prepared = await prepare(tx, actor, raw, opts);
  const row = await insertRecord(tx, store, actor, prepared);
  // A new hire in probation gets their onboarding checklist (spec 7.3) with the record.
  await startOnboarding(tx, actor, [row.id]);
  // Last, as in insertPrepared: concurrent creates wait for the org-tree version row only from here to commit.
  if (prepared.unitId) await addPrimaryPost(tx, row.id, prepared.unitId);
  // A new record has no admin account linked yet.
  return { ...toEmployee(row, actor, store.key, null), warnings: prepared.warnings };
}

/** The columns role-assignment rules match on (role-rules.engine). */
const ruleFields = ['corporationId', 'divisionId', 'headquartersId', 'teamId', 'partId', 'jobTitle', 'jobGrade', 'employmentType'] as const;

/**
 * PUT mongo/employees/{id}: the given fields over the stored ones, guarded by the version. A save that
 * changes nothing writes nothing: no audit row, no history entry, no new version.
 */
export async function update(store: Store, actor: Actor, id: string, input: { version: number } & Record<string, unknown>): Promise<Employee> {
  const { version, ...rest } = input;
  return store.db.transaction(async (tx) => {
    const existing = await findOrThrow(tx, actor, id);
    if (existing.version !== version) throw new AppError('CONFLICT');
    // The retention purge destroyed this person's data; nothing may write it back (PIPA art. 21).
    if (existing.anonymizedAt) throw new AppError('CONFLICT', anonymizedMessage);
    const prepared = await prepare(tx, actor, rest, { existing: { id, sections: sectionsOf(existing, store.key) } });
    const storedSalary = decryptSalary(existing, store.key);
    const before = comparable(existing, store.key);
    const next = comparableOf(prepared.sections, prepared.rrn ?? decryptRrn(existing, store.key), mergeSalary(storedSalary, prepared.salary));
    if (!Object.keys(changes(before, next).after).length) return answer(tx, store, actor, existing);
    const row = await repo.updateEmployeeIf(tx, id, version, rowValues(prepared, store.key, storedSalary));
    if (!row) throw new AppError('CONFLICT');
    if (ruleFields.some((f) => row[f] !== existing[f])) await refuseOwnRuleFields(tx, actor, [id]);
    const diff = changes(before, comparable(row, store.key));
    await writeAuditAndAccess(
      tx,
      actor,
      { action: 'update', targetCollection: collection, targetId: id, ...diff },
      { subjectType: 'employee', subjectId: id, action: 'change', fields: Object.keys(diff.after) },
    );
    const answered = await answer(tx, store, actor, row);
    if (prepared.unitId !== undefined) await setPrimaryPost(tx, id, prepared.unitId);
    // Placement, job fields or status may have changed: the role-assignment rules follow.
    await reapplyRulesFor(tx, actor, [id]);
    await emitEmployeeEvent(tx, 'employee.updated', id, { change: 'record' });
    return answered;
  });
}

export async function remove(store: Store, actor: Actor, id: string): Promise<void> {
  await store.db.transaction(async (tx) => {
    const row = await findOrThrow(tx, actor, id);
    await unlinkEmployeeAccounts(tx, actor, id);
    await reapplyRulesFor(tx, actor, [id]);
    await repo.deleteEmployee(tx, id);
    await writeAudit(tx, actor, {
      action: 'delete',
      targetCollection: collection,
      targetId: id,
      before: { 'personal.employeeNo': row.employeeNo, 'personal.nameKor': row.nameKor },
    });
    await recordAccess(tx, actor, { subjectType: 'employee', subjectId: id, action: 'delete', fields: ['record'] });
  });
}

export const rehireActiveMessage = '재직 중인 직원은 재입사 처리할 수 없습니다.';
export const rehireAnonymizedMessage = '보존 기간이 지나 익명화된 퇴직자는 재입사 처리할 수 없습니다. 새 직원으로 등록해주세요.';

/**
 * POST mongo/employees/{id}/rehire (재입사): through the employees writer, in one transaction with its
 * audit row. 404 outside the caller's scope, 409 for an active or anonymised record, 400 for a hire
 * date before 퇴직일. A new 사번 is the next of the hire year's series.
 */
export async function rehire(store: Store, actor: Actor, id: string, input: { hireDate: string; employeeNo: 'keep' | 'new' }): Promise<Employee> {
  return store.db.transaction(async (tx) => {
    await findOrThrow(tx, actor, id);
    const employeeNo = input.employeeNo === 'new' ? await repo.nextEmployeeNo(tx, Number(input.hireDate.slice(0, 4))) : null;
    const outcome = await rehireEmployee(tx, actor, id, { hireDate: input.hireDate, employeeNo });
    if (outcome === 'missing') throw new AppError('NOT_FOUND', notFoundMessage);
    if (outcome === 'active') throw new AppError('CONFLICT', rehireActiveMessage);
    if (outcome === 'anonymized') throw new AppError('CONFLICT', rehireAnonymizedMessage);
    if ('tooEarly' in outcome) throw validationError({ hireDate: `재입사일은 퇴직일(${outcome.tooEarly}) 이후여야 합니다.` });
    if (outcome.rehiredInUnit) await setPrimaryPost(tx, id, outcome.rehiredInUnit);
    await reapplyRulesFor(tx, actor, [id]);
    await recordAccess(tx, actor, { subjectType: 'employee', subjectId: id, action: 'change', fields: ['employmentHistory', 'organization.employmentStatus'] });
    await emitEmployeeEvent(tx, 'employee.updated', id, { change: 'rehire' });
    return answer(tx, store, actor, await findOrThrow(tx, actor, id));
  });
}

/** One record, with the access record of its viewing (PIPA art. 8). */
export async function get(store: Store, actor: Actor, id: string): Promise<Employee> {
  const row = await findOrThrow(store.db, actor, id);
  await recordAccess(store.db, actor, { subjectType: 'employee', subjectId: id, action: 'view', fields: ['record'] });
  return answer(store.db, store, actor, row);
}

export async function getByEmployeeNo(store: Store, actor: Actor, employeeNo: string): Promise<Employee> {
  const row = await repo.findByEmployeeNo(store.db, employeeNo, actor.employeeScope);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  return get(store, actor, row.id);
}

function pageOf(rows: Parameters<typeof toListItem>[0][], total: number, q: { page: number; limit: number }): Page<EmployeeListItem> {
  return { data: rows.map(toListItem), total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}

/** What a list row shows of a person, for the access records of the lists. */
const listFields = Object.keys(employeeListItemSchema.shape);
const searchFields = Object.keys(quickSearchResultSchema.shape.data.element.shape);

// The lists' access records (PIPA art. 8) are awaited before the answer: one insert, and a record that
// cannot be written fails the request (500) instead of letting the data out unrecorded.

export async function list(db: Db, actor: Actor, q: EmployeeListQuery): Promise<Page<EmployeeListItem>> {
  const { rows, total } = await repo.listEmployees(db, q, actor.employeeScope);
  await recordBulkAccess(db, actor, { subjectType: 'employee_list', query: q, count: rows.length, fields: listFields });
  return pageOf(rows, total, q);
}

export async function retired(db: Db, actor: Actor, q: RetiredListQuery): Promise<Page<EmployeeListItem>> {
  const { rows, total } = await repo.listRetired(db, q, actor.employeeScope);
  await recordBulkAccess(db, actor, { subjectType: 'retired_list', query: q, count: rows.length, fields: listFields });
  return pageOf(rows, total, q);
}

/**
 * GET employees/all: everyone in scope, streamed. The access record (the head count in scope) is
 * written before the first byte, so a record that cannot be written means nothing is sent.
 */
export async function everyone(db: Db, actor: Actor): Promise<AsyncGenerator<EmployeeListItem[]>> {
  const count = await repo.countInScope(db, actor.employeeScope);
  await recordBulkAccess(db, actor, { subjectType: 'employee_list', query: {}, count, fields: listFields });
  return allBatches(db, actor);
}

/** Every employee in scope (optionally filtered like the list), a batch at a time, by employee number. */
export async function* allBatches(db: Db, actor: Actor, q: Omit<EmployeeListQuery, 'page' | 'limit'> | null = null, size = 1000): AsyncGenerator<EmployeeListItem[]> {
  for (let after: string | null = null; ; ) {
    const rows = await repo.employeesAfter(db, q, actor.employeeScope, after, size);
    if (rows.length > 0) yield rows.map(toListItem);
    if (rows.length < size) return;
    after = rows.at(-1)!.employeeNo;
  }
}

/** Every employee in scope (optionally filtered like the list), for exports. */
export async function all(db: Db, actor: Actor, q: Omit<EmployeeListQuery, 'page' | 'limit'> | null = null): Promise<EmployeeListItem[]> {
  const items: EmployeeListItem[] = [];
  for await (const batch of allBatches(db, actor, q)) items.push(...batch);
  return items;
}

export async function quickSearch(db: Db, actor: Actor, q: string, limit: number) {
  if (q.trim().length === 0) return { data: [] };
  const rows = await repo.quickSearch(db, q.trim(), actor.employeeScope, limit);
  await recordBulkAccess(db, actor, { subjectType: 'employee_search', query: { q: q.trim(), limit }, count: rows.length, fields: searchFields });
  return {
    data: rows.map(toListItem).map((e) => ({
      id: e.id,
      nameKor: e.nameKor,
      employee_number: e.employee_number,
      departmentPath: e.departmentPath,
      job_title: e.job_title,
      employment_status: e.employment_status,
    })),
  };
}

/**
 * Whether the 사번 or e-mail is taken, by anyone: duplicates are refused company-wide, and the answer
 * never names the holder. The record being edited is excluded only when it is in the caller's scope:
 * else "excludeId=X" would tell whether X holds the value.
 */
export async function checkDuplicate(
  db: Db,
  actor: Actor,
  q: { employeeId?: string | undefined; email?: string | undefined; excludeId?: string | undefined },
): Promise<CheckDuplicateResult> {
  const excludeId = q.excludeId && (await repo.findEmployee(db, q.excludeId, actor.employeeScope)) ? q.excludeId : undefined;
  const { employeeNo: employeeIdExists, email: emailExists } = await repo.taken(db, q.employeeId || null, q.email || null, excludeId);
  const message = employeeIdExists ? '이미 사용 중인 사번입니다.' : emailExists ? '이미 사용 중인 회사 이메일입니다.' : null;
  return { duplicate: employeeIdExists || emailExists, employeeIdExists, emailExists, message };
}

/** Unmasks one sensitive field for a stated reason; the access record is written in the same transaction. */
export async function reveal(store: Store, actor: Actor, id: string, input: { field: SensitiveField; reason: string }): Promise<RevealResult> {
  if (!actor.permissions.has(permissionFor(input.field))) throw new AppError('FORBIDDEN');
  return store.db.transaction(async (tx) => {
    const row = await findOrThrow(tx, actor, id);
    await recordAccess(tx, actor, { subjectType: 'employee', subjectId: id, action: 'view', fields: [input.field], reason: input.reason });
    if (input.field === 'rrn') return { field: 'rrn', rrn: decryptRrn(row, store.key) };
    if (input.field === 'salary') return { field: 'salary', salary: decryptSalary(row, store.key) ?? { baseSalary: null, allowances: null } };
    const { personal } = sectionsOf(row, store.key);
    if (input.field === 'bank') return { field: 'bank', bankAccount: personal.bankAccount };
    return { field: 'disability', disability: personal.disability, veteran: personal.veteran };
  });
}

/** Who changed what and when, newest first (from the audit rows of the record). */
export async function history(db: Db, actor: Actor, id: string): Promise<{ data: EmployeeChange[] }> {
  await findOrThrow(db, actor, id);
  const rows = await repo.auditTrail(db, id);
  await recordAccess(db, actor, { subjectType: 'employee', subjectId: id, action: 'view', fields: ['history'] });
  return {
    data: rows.map((r) => {
      const before = maskedValues((r.before ?? {}) as Record<string, unknown>);
      const after = maskedValues((r.after ?? {}) as Record<string, unknown>);
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return {
        id: String(r.id),
        action: r.action,
        actorLabel: displayActor(r),
        at: r.at.toISOString(),
        changes: fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
      };
    }),
  };
}

export async function admins(db: Db): Promise<{ data: AdminAccount[] }> {
  return { data: await listAccounts(db) };
}

export async function admin(db: Db, userId: string): Promise<AdminAccount> {
  const account = await accountOf(db, userId);
  if (!account) throw new AppError('NOT_FOUND', '관리자 계정을 찾을 수 없습니다.');
  return account;
}

/** Links an admin account (admin ID) to the employee; null unlinks every account linked to it. */
export async function setAdmin(store: Store, actor: Actor, id: string, userId: string | null): Promise<Employee> {
  return store.db.transaction(async (tx) => {
    const row = await findOrThrow(tx, actor, id);
    await refuseOwnRuleFields(tx, actor, [id], userId);
    if (userId) {
      await assertNotAbove(tx, actor, [userId]);
      const user = await setAccountEmployee(tx, actor, userId, id);
      if (!user) throw validationError({ userId: '존재하지 않는 계정입니다.' });
    } else {
      await unlinkEmployeeAccounts(tx, actor, id);
    }
    await reapplyRulesFor(tx, actor, [id]);
    // The rules may now give the account more: never more than the caller holds.
    if (userId) await assertNotAbove(tx, actor, [userId], 'after');
    return answer(tx, store, actor, row);
  });
}


export async function metrics(db: Db, actor: Actor, id: string): Promise<HrMetrics> {
  const row = await findOrThrow(db, actor, id);
  const evaluations = actor.permissions.has('evaluations:read') ? await releasedSummary(db, row.id) : null;
  await recordAccess(db, actor, { subjectType: 'employee', subjectId: id, action: 'view', fields: ['hrMetrics'] });
  return { ...hrMetrics(row.id, openSectionsOf(row), seoulToday()), evaluations };
}

/**
 * POST mongo/evaluators/check-or-create: the account an evaluator signs in with — the one linked to
 * the employee (or with the employee's company e-mail), else a new SSO-linkable account with the
 * evaluator role and no password.
 */
export async function evaluatorCheckOrCreate(store: Store, actor: Actor, input: { employeeId?: string | undefined; email?: string | undefined; name?: string | undefined }) {
  return store.db.transaction(async (tx) => {
    const employee = input.employeeId ? await findOrThrow(tx, actor, input.employeeId) : undefined;
    const email = input.email ?? employee?.email ?? undefined;
    const existing = (employee && (await findUserByEmployee(tx, employee.id))) || (email ? await findUserByEmail(tx, email) : undefined);
    if (existing) return { created: false, user: (await accountOf(tx, existing.id))! };
    if (!email) throw validationError({ email: '평가자 계정을 만들려면 회사 이메일이 필요합니다.' });
    const user = await createUser(tx, actor, {
      loginId: email.toLowerCase(),
      email,
      userName: employee?.nameKor ?? input.name ?? null,
      roles: ['evaluator'],
      employeeId: employee?.id ?? null,
      ssoEmailLinkAllowed: true,
    });
    if (employee) await reapplyRulesFor(tx, actor, [employee.id]);
    return { created: true, user: (await accountOf(tx, user.id))! };
  });
}

export type { CodeField } from './employees.repo';

/** How many employees (retired ones too) hold a value in a field a code list feeds (공통 코드 삭제 확인). */
export async function countByField(db: Db | Tx, field: repo.CodeField, value: string): Promise<number> {
  return repo.countByField(db, field, value);
}

/** The global search's source (issue 31). */
export { employeeSearchSource } from './employees.search';

import { checkEmployee, creationWarnings, missingRegistrationFields, withRrnFacts, type EmployeeDraft } from '@saram/shared/employees/employee-input';
import { toEmployeeDraft } from '@saram/shared/employees/employee-input.schemas';
import { sensitiveFieldLabels, type SensitiveField } from '@saram/shared/employees/employees';
import { employeeSectionsSchema, type EmployeeSections } from '@saram/shared/employees/employee-record.schemas';
import { josa } from '@saram/shared/hangul';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { placedInScope } from '../../lib/auth/employee-scope';
import { AppError, validationError } from '../../lib/errors';
import { seoulYear } from '../../lib/seoul-time';
import { resolvePlacement, type PlacementRequest } from '../organization/organization.service';
import type { Prepared } from './employee-record';
import { emptySealed, permissionFor } from './employee-record';
import * as repo from './employees.repo';

/**
 * Every way in (create, register, update, import) goes through `prepare`: the input form is converted
 * (spec 5), merged over the stored record on update, given the defaults and loading rules of 3.1,
 * checked, numbered and placed in the organisation. Field errors name the paths the caller sent.
 */

type Placement = Awaited<ReturnType<typeof resolvePlacement>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function zodFields(error: z.ZodError, paths: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '_');
    fields[paths[path] ?? path] ??= issue.message;
  }
  return fields;
}

function mapped(errors: Record<string, string>, paths: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [paths[k] ?? k, v]));
}

function draftOf(raw: Record<string, unknown>): EmployeeDraft {
  try {
    return toEmployeeDraft(raw);
  } catch (error) {
    if (error instanceof z.ZodError) throw validationError(zodFields(error));
    throw error;
  }
}

/**
 * What an update sends is merged field by field, at every depth, into the stored record: a field
 * that is not sent keeps its value, null clears it, lists and scalars replace.
 */
function mergeDeep(stored: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const current = stored[key];
    out[key] = isObject(value) && isObject(current) ? mergeDeep(current, value) : value;
  }
  return out;
}

/** The sealed parts of `personal` and the permission that guards each. */
const sealedParts = [
  ['disability', 'disability'],
  ['veteran', 'disability'],
  ['bankAccount', 'bank'],
] as const satisfies readonly (readonly [keyof typeof emptySealed, SensitiveField])[];

/** Whether what was sent of a sealed part is what a caller without its permission is shown (all empty). */
const sentMasked = (given: unknown, shown: Record<string, unknown>) => isObject(given) && Object.entries(given).every(([k, v]) => v === null || v === shown[k]);

/**
 * Writing a protected field needs the permission that reading it needs (salary, RRN,
 * disability/veteran, bank account). Sending back what the caller was shown (the masked value) is no write.
 */
function refuseProtectedWrites(actor: Actor, draft: EmployeeDraft, rrn: string | undefined): void {
  if (actor.via === 'system') return;
  const given = isObject(draft.sections.personal) ? draft.sections.personal : {};
  const refused: [SensitiveField, string][] = [];
  const salaryFields = Object.keys(draft.salary ?? {});
  if (salaryFields.length && !actor.permissions.has(permissionFor('salary'))) refused.push(['salary', `salary.${salaryFields[0]}`]);
  if (rrn !== undefined && !actor.permissions.has(permissionFor('rrn'))) refused.push(['rrn', 'personal.rrn']);
  for (const [part, field] of sealedParts) {
    if (given[part] !== undefined && !actor.permissions.has(permissionFor(field)) && !sentMasked(given[part], emptySealed[part])) refused.push([field, `personal.${part}`]);
  }
  if (!refused.length) return;
  const message = (field: SensitiveField) => `${josa(sensitiveFieldLabels[field], '을/를')} 수정할 권한이 없습니다.`;
  const fields = Object.fromEntries(refused.map(([field, path]) => [draft.paths[path] ?? path, message(field)]));
  throw new AppError('FORBIDDEN', message(refused[0]![0]), { fields });
}

const masked = (v: unknown) => typeof v === 'string' && v.includes('*');

export type PrepareOptions = {
  /** The record being updated, in plaintext (sealed parts decrypted). */
  existing?: { id: string; sections: EmployeeSections };
  seoulYear?: number;
  /** Placements already resolved in this transaction (imports and seeds place many people in few units). */
  placements?: Map<string, Placement>;
  /** What the uniqueness checks and numbering ask (the import answers them from preloaded sets). */
  lookups?: Lookups;
  /** The registration screen's create (POST register): 입사일, 소속 and 고용형태 are required too. */
  registration?: boolean;
};

/** The questions `prepare` asks the database about other records. */
export type Lookups = {
  /** Whether another record holds the 사번, and the e-mail (null: not asked). */
  taken(employeeNo: string | null, email: string | null, excludeId?: string): Promise<{ employeeNo: boolean; email: boolean }>;
  nextEmployeeNo(year: number): Promise<string> | string;
};

const databaseLookups = (tx: Tx): Lookups => ({
  taken: (employeeNo, email, excludeId) => repo.taken(tx, employeeNo, email, excludeId),
  nextEmployeeNo: (year) => repo.nextEmployeeNo(tx, year),
});

/**
 * A new record, or a record moved, lands inside the actor's record scope: its corporation or one of
 * its units is in the scope (as lib/auth/employee-scope.ts reads it). An edit that keeps the placement is no move.
 */
function checkPlacementInScope(actor: Actor, existing: { sections: EmployeeSections } | undefined, f: Placement['fields']): void {
  const ids = [f.corporationId, f.divisionId, f.headquartersId, f.teamId, f.partId];
  const o = existing?.sections.organization;
  const kept = o && ids.join() === [o.insuranceCorpId, o.divisionId, o.headquarterId, o.teamId, o.partId].join();
  if (!kept && !placedInScope(actor.employeeScope, ids)) throw new AppError('FORBIDDEN', '담당 범위 밖의 조직에는 직원을 등록하거나 옮길 수 없습니다.');
}

export async function prepare(tx: Tx, actor: Actor, raw: Record<string, unknown>, opts: PrepareOptions = {}): Promise<Prepared> {
  const draft = draftOf(raw);
  const givenPersonal = isObject(draft.sections.personal) ? draft.sections.personal : {};
  const rawRrn = givenPersonal.rrn;
  // A masked RRN sent back unchanged, or none at all, keeps the stored one.
  const rrn = typeof rawRrn === 'string' && !masked(rawRrn) && (rawRrn !== '' || opts.existing) ? rawRrn.trim() : undefined;

  const stored = opts.existing?.sections;
  const parsed = employeeSectionsSchema.safeParse(stored ? mergeDeep(stored, draft.sections) : draft.sections);
  if (!parsed.success) throw validationError(zodFields(parsed.error, draft.paths));
  refuseProtectedWrites(actor, draft, rrn);
  let sections = withRrnFacts(parsed.data, rrn);
  for (const [part, field] of sealedParts) {
    // What a caller without the permission sent back is the masked value: the stored data stays.
    if (stored && actor.via !== 'system' && !actor.permissions.has(permissionFor(field))) sections = { ...sections, personal: { ...sections.personal, [part]: stored.personal[part] } };
  }

  const { errors, warnings } = checkEmployee(sections, rrn);
  if (opts.registration) Object.assign(errors, missingRegistrationFields(sections));
  // Checked as typed, stored as digits.
  sections = { ...sections, personal: { ...sections.personal, phone: sections.personal.phone.replace(/\D/g, '') } };
  const excludeId = opts.existing?.id;
  const lookups = opts.lookups ?? databaseLookups(tx);
  const askNo = sections.personal.employeeNo && !errors['personal.employeeNo'] ? sections.personal.employeeNo : null;
  const askEmail = sections.accounts.email && !errors['accounts.email'] ? sections.accounts.email : null;
  const taken = await lookups.taken(askNo, askEmail, excludeId);
  if (taken.employeeNo) errors['personal.employeeNo'] = '이미 사용 중인 사번입니다.';
  if (taken.email) errors['accounts.email'] = '이미 사용 중인 회사 이메일입니다.';
  if (Object.keys(errors).length) throw validationError(mapped(errors, draft.paths));

  if (!sections.personal.employeeNo) {
    const employeeNo = await lookups.nextEmployeeNo(opts.seoulYear ?? seoulYear());
    sections = { ...sections, personal: { ...sections.personal, employeeNo } };
    warnings.push(`사번이 비어 있어 ${josa(employeeNo, '으로/로')} 부여했습니다.`);
  }

  const placementGiven = !opts.existing || 'organization' in draft.sections;
  if (placementGiven) {
    const o = sections.organization;
    const request: PlacementRequest = {
      corporationId: o.insuranceCorpId,
      corporation: o.insuranceCorp,
      units: [
        { legacyType: 'part', id: o.partId, name: o.part },
        { legacyType: 'team', id: o.teamId, name: o.team },
        { legacyType: 'headquarters', id: o.headquarterId, name: o.headquarters },
        { legacyType: 'division', id: o.divisionId, name: o.division },
      ],
    };
    const key = JSON.stringify(request);
    const placement = opts.placements?.get(key) ?? (await resolvePlacement(tx, request));
    opts.placements?.set(key, placement);
    const f = placement.fields;
    checkPlacementInScope(actor, opts.existing, f);
    sections = {
      ...sections,
      organization: {
        ...o,
        insuranceCorp: f.insuranceCorp ?? '',
        insuranceCorpId: f.corporationId ?? null,
        division: f.division ?? '',
        divisionId: f.divisionId,
        headquarters: f.headquarters ?? '',
        headquarterId: f.headquartersId,
        team: f.team ?? '',
        teamId: f.teamId,
        part: f.part ?? '',
        partId: f.partId,
      },
    };
    // The spec-5 warnings are about the record as stored: placement may have filled what was empty.
    const early = new Set(creationWarnings(parsed.data));
    const late = [...warnings.filter((w) => !early.has(w)), ...creationWarnings(sections), ...placement.warnings];
    // A retired employee keeps the placement on record but holds no post (headcounts leave them out).
    const unitId = sections.organization.employmentStatus === '퇴직' ? null : placement.unitId;
    return { sections, rrn, salary: draft.salary, warnings: late, unitId };
  }
  return { sections, rrn, salary: draft.salary, warnings };
}

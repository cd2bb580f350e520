import { eq } from 'drizzle-orm';
import type {
  Corporation,
  CorporateHierarchy,
  CorporationListQuery,
  CreateCorporation,
  RelationshipValidation,
  UpdateCorporation,
} from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import { corporations } from '../../db/schema/corporate-structure';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { placedInScope, requireWholeCompany } from '../../lib/auth/employee-scope';
import { AppError, validationError } from '../../lib/errors';
import { renameCorporationOfEmployees } from '../employees/employees.writer';
import * as repo from './corporate-structure.repo';
import { pickJosa } from '@saram/shared/hangul';

export const auditTarget = 'corporations';
const notFound = () => new AppError('NOT_FOUND', '법인을 찾을 수 없습니다.');

export function dto(view: repo.CorporationView): Corporation {
  const { c } = view;
  return {
    id: c.id,
    name: c.name,
    corporateType: c.corporateType,
    businessRegistrationNumber: c.businessRegistrationNumber,
    corporateRegistrationNumber: c.corporateRegistrationNumber,
    employerType: c.employerType,
    hrAuthority: c.hrAuthority,
    holdingCompanyId: c.holdingCompanyId,
    holdingCompanyName: view.holdingCompanyName,
    representative: c.representative,
    address: c.address,
    isActive: c.isActive,
    employeeCount: Number(view.employeeCount),
    migrationBatchId: c.migrationBatchId,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function view(db: Db | Tx, id: string): Promise<Corporation> {
  const found = await repo.findView(db, id);
  if (!found) throw notFound();
  return dto(found);
}

export async function list(db: Db, _actor: Actor, query: CorporationListQuery): Promise<Page<Corporation>> {
  const { rows, total } = await repo.listCorporations(db, { corporateType: query.corporate_type, page: query.page, limit: query.limit });
  return { data: rows.map(dto), total, page: query.page, limit: query.limit, hasNext: query.page * query.limit < total };
}

export async function get(db: Db, _actor: Actor, id: string): Promise<Corporation> {
  return view(db, id);
}

export async function hierarchy(db: Db, _actor: Actor): Promise<CorporateHierarchy> {
  const all = (await repo.listAll(db)).map(dto);
  const holdings = all.filter((c) => c.corporateType === 'HQ_HOLDINGS');
  const ids = new Set(holdings.map((c) => c.id));
  return {
    data: holdings.map((h) => ({ ...h, operatingCompanies: all.filter((c) => c.corporateType === 'OPERATING' && c.holdingCompanyId === h.id) })),
    unassigned: all.filter((c) => c.corporateType === 'OPERATING' && !(c.holdingCompanyId && ids.has(c.holdingCompanyId))),
  };
}

export async function holdingCompanies(db: Db, _actor: Actor): Promise<Corporation[]> {
  return (await repo.listAll(db, eq(corporations.corporateType, 'HQ_HOLDINGS'))).map(dto);
}

export async function operatingCompanies(db: Db, _actor: Actor, holdingCompanyName?: string): Promise<Corporation[]> {
  return (await repo.operatingCompanies(db, holdingCompanyName || undefined)).map(dto);
}

/** Spec 7.8 validate-relationship: may `holdingCompanyId` be the holding company of `operatingCompanyId`? */
export async function validateRelationship(
  db: Db,
  _actor: Actor,
  input: { holdingCompanyId: string; operatingCompanyId: string },
): Promise<RelationshipValidation> {
  const reasons: string[] = [];
  const holdingRow = await repo.findCorporation(db, input.holdingCompanyId);
  const operating = await repo.findCorporation(db, input.operatingCompanyId);
  if (input.holdingCompanyId === input.operatingCompanyId) reasons.push('지주회사와 사업회사가 같은 법인입니다. 자기 자신을 지주회사로 지정할 수 없습니다.');
  if (!holdingRow) reasons.push('지주회사를 찾을 수 없습니다.');
  else if (holdingRow.corporateType !== 'HQ_HOLDINGS') reasons.push(`'${holdingRow.name}'${pickJosa(holdingRow.name, '은/는')} 지주회사(HQ_HOLDINGS)가 아닙니다.`);
  if (!operating) reasons.push('사업회사를 찾을 수 없습니다.');
  else if (operating.corporateType !== 'OPERATING') reasons.push(`'${operating.name}'${pickJosa(operating.name, '은/는')} 사업회사(OPERATING)가 아닙니다.`);
  if (holdingRow && operating && holdingRow.id !== operating.id && (await repo.holdingChain(db, holdingRow.id)).includes(operating.id)) {
    reasons.push(`'${operating.name}'${pickJosa(operating.name, '이/가')} '${holdingRow.name}'의 상위 법인이므로 순환 관계가 됩니다.`);
  }
  return { valid: reasons.length === 0, reasons };
}

type Fields = {
  name: string;
  corporateType: Corporation['corporateType'];
  businessRegistrationNumber: string | null;
  corporateRegistrationNumber: string | null;
  holdingCompanyId: string | null;
};

/**
 * The rules a saved corporation keeps: only operating companies have a holding company, and it is
 * an existing HQ_HOLDINGS other than itself, with no cycle; name and numbers are unique.
 */
async function checkRules(tx: Tx, next: Fields, selfId?: string): Promise<void> {
  const fields: Record<string, string> = {};
  if (next.holdingCompanyId) {
    const parent = await repo.findCorporation(tx, next.holdingCompanyId);
    if (next.corporateType === 'HQ_HOLDINGS') fields.holdingCompanyId = '지주회사(HQ_HOLDINGS)에는 상위 지주회사를 지정할 수 없습니다.';
    else if (next.holdingCompanyId === selfId) fields.holdingCompanyId = '자기 자신을 지주회사로 지정할 수 없습니다.';
    else if (!parent) fields.holdingCompanyId = '지정한 지주회사를 찾을 수 없습니다.';
    else if (parent.corporateType !== 'HQ_HOLDINGS') fields.holdingCompanyId = '지주회사(HQ_HOLDINGS)만 상위 법인으로 지정할 수 있습니다.';
    else if (selfId && (await repo.holdingChain(tx, parent.id)).includes(selfId)) fields.holdingCompanyId = '지주회사 관계가 순환됩니다.';
  }
  if (Object.keys(fields).length) throw validationError(fields);

  const taken = await repo.findTaken(tx, next, selfId);
  if (taken.length) {
    const dup: Record<string, string> = {};
    for (const t of taken) {
      if (t.name === next.name) dup.name = `이미 등록된 법인명입니다: ${t.name}`;
      if (next.businessRegistrationNumber && t.businessRegistrationNumber === next.businessRegistrationNumber)
        dup.businessRegistrationNumber = `이미 등록된 사업자등록번호입니다 (${t.name}).`;
      if (next.corporateRegistrationNumber && t.corporateRegistrationNumber === next.corporateRegistrationNumber)
        dup.corporateRegistrationNumber = `이미 등록된 법인등록번호입니다 (${t.name}).`;
    }
    throw new AppError('DUPLICATE', Object.values(dup)[0], { fields: dup });
  }
}

const uniqueFields: Record<string, [string, string]> = {
  corporations_name_key: ['name', '이미 등록된 법인명입니다.'],
  corporations_brn_key: ['businessRegistrationNumber', '이미 등록된 사업자등록번호입니다.'],
  corporations_crn_key: ['corporateRegistrationNumber', '이미 등록된 법인등록번호입니다.'],
};

/** A concurrent insert can still win the race past checkRules: name the field of the unique index. */
export async function withUniqueMessages<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    let e: unknown = err;
    for (let i = 0; i < 3 && e; i++) {
      const { code, constraint } = e as { code?: string; constraint?: string };
      const field = constraint ? uniqueFields[constraint] : undefined;
      if (code === '23505' && field) throw new AppError('DUPLICATE', field[1], { fields: { [field[0]]: field[1] } });
      if (code === '23503') throw new AppError('CONFLICT', '다른 데이터가 이 법인을 참조하고 있어 처리할 수 없습니다.');
      e = (e as { cause?: unknown }).cause;
    }
    throw err;
  }
}

/** A corporation's record (its name is every employee's 보험 법인) is changed only by a caller whose scope holds it. */
function checkCorporationInScope(actor: Actor, id: string): void {
  if (!placedInScope(actor.employeeScope, [id])) throw new AppError('FORBIDDEN', '담당 범위 밖의 법인은 변경할 수 없습니다.');
}

const blankToNull = (v: string | null | undefined) => (v ? v : null);

export async function create(db: Db, actor: Actor, input: CreateCorporation): Promise<Corporation> {
  const values = {
    name: input.name,
    corporateType: input.corporateType,
    businessRegistrationNumber: blankToNull(input.businessRegistrationNumber),
    corporateRegistrationNumber: blankToNull(input.corporateRegistrationNumber),
    employerType: input.employerType ?? 'LEGAL',
    hrAuthority: input.hrAuthority ?? 'FULL',
    holdingCompanyId: input.holdingCompanyId ?? null,
    representative: blankToNull(input.representative),
    address: blankToNull(input.address),
    isActive: input.isActive ?? true,
  } satisfies repo.CorporationInsert;
  requireWholeCompany(actor.employeeScope);
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      await checkRules(tx, values);
      const row = await repo.insertCorporation(tx, values);
      const after = await view(tx, row.id);
      await writeAudit(tx, actor, { action: 'corporations.create', targetCollection: auditTarget, targetId: row.id, after });
      return after;
    }),
  );
}

export async function update(db: Db, actor: Actor, id: string, input: UpdateCorporation): Promise<Corporation> {
  const { version, ...patch } = input;
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      const current = await repo.lockCorporation(tx, id);
      if (!current) throw notFound();
      checkCorporationInScope(actor, id);
      if (current.version !== version) throw new AppError('CONFLICT');
      const before = await view(tx, id);
      const changes: Partial<repo.CorporationInsert> = {};
      for (const [key, value] of Object.entries(patch) as [keyof typeof patch, unknown][]) {
        if (value === undefined) continue;
        (changes as Record<string, unknown>)[key] = value === '' ? null : value;
      }
      const next = { ...current, ...changes };
      if (current.corporateType === 'HQ_HOLDINGS' && next.corporateType === 'OPERATING') {
        const refs = await repo.countReferences(tx, id);
        if (refs.operatingCompanies > 0) {
          const message = `소속 사업회사 ${refs.operatingCompanies}곳이 있는 지주회사는 사업회사로 바꿀 수 없습니다. 먼저 사업회사의 지주회사 지정을 해제해주세요.`;
          throw new AppError('CONFLICT', message, { fields: { corporateType: message } });
        }
      }
      await checkRules(tx, next, id);
      const row = await repo.updateCorporationIf(tx, id, version, changes);
      if (!row) throw new AppError('CONFLICT');
      if (row.name !== before.name) await renameCorporationOfEmployees(tx, actor, id, row.name);
      const after = await view(tx, id);
      await writeAudit(tx, actor, { action: 'corporations.update', targetCollection: auditTarget, targetId: id, before, after });
      return after;
    }),
  );
}

/** Refused while operating companies, employees or organisation units point to the corporation. */
export async function remove(db: Db, actor: Actor, id: string, version?: number): Promise<void> {
  await withUniqueMessages(() =>
    db.transaction(async (tx) => {
      const current = await repo.lockCorporation(tx, id);
      if (!current) throw notFound();
      checkCorporationInScope(actor, id);
      if (version !== undefined && current.version !== version) throw new AppError('CONFLICT');
      const before = await view(tx, id);
      const refs = await repo.countReferences(tx, id);
      const reasons = [
        refs.operatingCompanies && `이 법인을 지주회사로 둔 사업회사가 ${refs.operatingCompanies}곳 있습니다`,
        refs.employees && `이 법인에 소속된 직원이 ${refs.employees}명 있습니다`,
        refs.orgUnits && `이 법인에 속한 조직이 ${refs.orgUnits}개 있습니다`,
      ].filter((r): r is string => Boolean(r));
      if (reasons.length) {
        throw new AppError('CONFLICT', `'${current.name}' 법인을 삭제할 수 없습니다. ${reasons.join(', ')}.`, { references: refs });
      }
      await repo.deleteCorporation(tx, id);
      await writeAudit(tx, actor, { action: 'corporations.delete', targetCollection: auditTarget, targetId: id, before });
    }),
  );
}

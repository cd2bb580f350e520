import type { z } from 'zod';
import type { Assignment } from '@saram/shared/checklists/checklists.schemas';
import type { ChecklistInstance, InstanceDetail, InstanceSummary, createInstanceSchema, updateInstanceSchema } from '@saram/shared/onboarding/onboarding.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import type { EmployeeScope } from '../../lib/auth/employee-scope';
import { writeAudit, writeAudits } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import { addDays, addMonths, seoulToday } from '../../lib/seoul-time';
import * as templates from './checklists.repo';
import { statesOf, verificationDto, verificationsOf, type InstanceRow, type InstanceState } from './instance-state';
import * as repo from './instances.repo';
import {
  assertMayAct,
  decideVerification,
  insertVerification,
  instanceNotFound,
  refusalOf,
  requireOpen,
  withdrawVerification,
} from './verification-rules';

const collection = 'checklist_instances';
const dayMs = 86_400_000;

const validDate = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/** The end of probation: the record's date, else the hire date + 3 months. */
export function probationEndOf(person: Pick<repo.PersonRow, 'hireDate' | 'probationEndDate'>): string | null {
  if (validDate(person.probationEndDate)) return person.probationEndDate;
  return validDate(person.hireDate) ? addMonths(person.hireDate, 3) : null;
}

export function newHireDto(person: repo.PersonRow, today = seoulToday()): InstanceSummary['employee'] {
  const end = probationEndOf(person);
  const unit = [person.part, person.team, person.headquarters, person.division].find((u) => !!u) ?? null;
  return {
    id: person.id,
    name: person.name,
    employee_no: person.employeeNo,
    corporation: person.corporation || null,
    unit,
    employment_type: person.employmentType || null,
    job_title: person.jobTitle || null,
    hire_date: person.hireDate,
    probation_end_date: end,
    days_left: end ? Math.round((Date.parse(end) - Date.parse(today)) / dayMs) : null,
  };
}

/** The employee blocks (as InstanceSummary and OnboardingStatus show them) of the people in `scope`, by id. */
export async function newHiresOf(db: Db | Tx, scope: EmployeeScope, employeeIds: readonly string[]): Promise<Map<string, InstanceSummary['employee']>> {
  const today = seoulToday();
  return new Map((await repo.findPeople(db, employeeIds, scope)).map((p) => [p.id, newHireDto(p, today)]));
}

function summaryDto(state: InstanceState, person: repo.PersonRow, today: string): InstanceSummary {
  const r = state.row;
  return {
    id: r.id,
    feature_id: r.featureId,
    employee: newHireDto(person, today),
    template_id: r.templateId,
    template_name: r.templateName,
    template_version: r.templateVersion,
    status: r.status,
    status_reason: r.statusReason,
    progress: state.progress,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
  };
}

/** The instance as the caller sees it: each item says whether they may verify it. */
async function answer(db: Db | Tx, actor: Actor, found: repo.InstanceWithPerson): Promise<ChecklistInstance> {
  const [[state], me] = await Promise.all([statesOf(db, [found.row]), repo.callerEmployee(db, actor.userId)]);
  const items = state!.items.map((item, i) => ({ ...item, may_verify: refusalOf(actor, me, found.person, found.row.items[i]!) === null }));
  return { ...summaryDto(state!, found.person, seoulToday()), sections: found.row.sections, items };
}

async function findOrThrow(db: Db | Tx, actor: Actor, id: string, lock = false): Promise<repo.InstanceWithPerson> {
  const found = await repo.findInstance(db, id, actor.employeeScope, lock);
  if (!found) throw instanceNotFound();
  return found;
}

// ---------------------------------------------------------------------------------------------
// Which template a person gets

/** How specific a template's assignment is for the person: undefined when it does not match. */
function specificity(a: Assignment, person: Pick<repo.PersonRow, 'corporationId' | 'employmentType'>): number | undefined {
  const corp = a.corporationIds.length > 0;
  const type = a.employmentTypes.length > 0;
  if (corp && !(person.corporationId && a.corporationIds.includes(person.corporationId))) return undefined;
  if (type && !(person.employmentType && a.employmentTypes.includes(person.employmentType))) return undefined;
  return corp && type ? 3 : type ? 2 : corp ? 1 : 0;
}

/**
 * The template the assignment rules of the current versions choose: corporation and employment type,
 * then type only, then corporation only, then a template for everyone; ties go to the most recently updated.
 */
export function chooseTemplate(
  candidates: readonly templates.TemplateWithVersion[],
  person: Pick<repo.PersonRow, 'corporationId' | 'employmentType'>,
): templates.TemplateWithVersion | undefined {
  let best: { t: templates.TemplateWithVersion; score: number } | undefined;
  for (const t of candidates) {
    const score = specificity(t.version.assignment, person);
    if (score === undefined) continue;
    if (!best || score > best.score || (score === best.score && t.template.updatedAt > best.t.template.updatedAt)) best = { t, score };
  }
  return best?.t;
}

/** In probation: no hire date yet, hired within the last 90 days (or later), or a probation end today or later. */
export function inProbation(person: Pick<repo.PersonRow, 'hireDate' | 'probationEndDate'>, today = seoulToday()): boolean {
  if (!validDate(person.hireDate)) return true;
  const since = addDays(today, -90);
  if (person.hireDate >= since) return true;
  return validDate(person.probationEndDate) && person.probationEndDate >= today;
}

const instanceValues = (t: templates.TemplateWithVersion, v: templates.VersionRow, employeeId: string, actor: Actor) => ({
  featureId: t.template.featureId,
  employeeId,
  templateId: t.template.id,
  templateVersion: v.version,
  templateName: v.name,
  sections: v.sections,
  items: v.items,
  createdBy: actor.label,
});

function auditCreated(tx: Tx, actor: Actor, rows: readonly InstanceRow[]) {
  return writeAudits(
    tx,
    actor,
    rows.map((r) => ({
      action: 'checklist_instances.create',
      targetCollection: collection,
      targetId: r.id,
      after: { employee_id: r.employeeId, feature_id: r.featureId, template_id: r.templateId, template_version: r.templateVersion, template_name: r.templateName },
    })),
  );
}

/**
 * Starts a checklist of `featureId` (inside the caller's transaction) for each listed employee who
 * has no live one of that feature and passes `eligible`, from the template the assignment rules
 * choose, all in one insert. Nothing when no live template of the feature exists. Answers the
 * instances started.
 */
export async function startChecklist(
  tx: Tx,
  actor: Actor,
  employeeIds: readonly string[],
  featureId: string,
  eligible: (person: repo.PersonRow) => boolean = () => true,
): Promise<InstanceRow[]> {
  if (!employeeIds.length) return [];
  const candidates = await templates.listTemplates(tx, { featureId, showDeleted: false });
  if (!candidates.length) return [];
  const values = (await repo.peopleWithoutLiveInstance(tx, employeeIds, featureId)).flatMap((p) => {
    if (!eligible(p)) return [];
    const t = chooseTemplate(candidates, p);
    return t ? [instanceValues(t, t.version, p.id, actor)] : [];
  });
  const rows = await repo.insertInstances(tx, values);
  await auditCreated(tx, actor, rows);
  return rows;
}

/** On registration: each new employee in probation without a live onboarding checklist gets one. */
export async function startOnboarding(tx: Tx, actor: Actor, employeeIds: readonly string[]): Promise<InstanceRow[]> {
  const today = seoulToday();
  return startChecklist(tx, actor, employeeIds, 'onboarding', (p) => inProbation(p, today));
}

// ---------------------------------------------------------------------------------------------
// The instance calls

export async function listInstances(db: Db, actor: Actor, q: repo.InstanceFilter): Promise<Page<InstanceSummary>> {
  const { rows, total } = await repo.listInstances(db, q, actor.employeeScope);
  const states = await statesOf(
    db,
    rows.map((r) => r.row),
  );
  const today = seoulToday();
  return { data: states.map((s, i) => summaryDto(s, rows[i]!.person, today)), total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}

export async function getInstance(db: Db, actor: Actor, id: string): Promise<ChecklistInstance> {
  return answer(db, actor, await findOrThrow(db, actor, id));
}

export async function instanceDetail(db: Db, actor: Actor, id: string): Promise<InstanceDetail> {
  const found = await findOrThrow(db, actor, id);
  const [instance, verifications] = await Promise.all([answer(db, actor, found), verificationsOf(db, [id])]);
  return { instance, verifications: verifications.map(verificationDto) };
}

export async function createInstance(db: Db, actor: Actor, input: z.output<typeof createInstanceSchema>): Promise<ChecklistInstance> {
  return db.transaction(async (tx) => {
    const [person] = await repo.findPeople(tx, [input.employee_id], actor.employeeScope);
    if (!person) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');
    let chosen: templates.TemplateWithVersion | undefined;
    if (input.template_id) {
      chosen = await templates.findTemplate(tx, input.template_id);
      if (!chosen || chosen.template.deletedAt) throw validationError({ template_id: '템플릿을 찾을 수 없습니다.' });
    } else {
      chosen = chooseTemplate(await templates.listTemplates(tx, { featureId: 'onboarding', showDeleted: false }), person);
      if (!chosen) throw validationError({ template_id: '이 직원에게 맞는 템플릿이 없습니다. 템플릿을 선택해주세요.' });
    }
    let version = chosen.version;
    if (input.template_version !== undefined && input.template_version !== version.version) {
      const old = await templates.findVersion(tx, chosen.template.id, input.template_version);
      if (!old) throw validationError({ template_version: `버전 ${input.template_version}이(가) 없습니다.` });
      version = old;
    }
    const featureId = chosen.template.featureId;
    if ((await repo.withLiveInstance(tx, [person.id], featureId)).size) {
      throw new AppError('CONFLICT', `${person.name}님은 이미 진행 중인 체크리스트가 있습니다.`);
    }
    const [row] = await repo.insertInstances(tx, [instanceValues(chosen, version, person.id, actor)]);
    await auditCreated(tx, actor, [row!]);
    return answer(tx, actor, { row: row!, person });
  });
}

/**
 * PUT: several items at once, each as one verification would set it, under the same rules.
 * verified/rejected on a sign-off item signs it; on a document item it decides the handed-in
 * document; pending withdraws the item's latest verification. All or nothing.
 */
export async function updateInstance(db: Db, actor: Actor, id: string, input: z.output<typeof updateInstanceSchema>): Promise<ChecklistInstance> {
  return db.transaction(async (tx) => {
    const found = await findOrThrow(tx, actor, id, true);
    requireOpen(found.row);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    const latest = new Map((await verificationsOf(tx, [id])).reverse().map((v) => [v.itemId, v]));
    const acts = input.items.map((change, i) => {
      const item = found.row.items.find((x) => x.id === change.item_id);
      if (!item) fields[`items.${i}.item_id`] = '체크리스트에 없는 항목입니다.';
      else if (seen.has(item.id)) fields[`items.${i}.item_id`] = '같은 항목이 두 번 있습니다.';
      else if (item.verification.method === 'automatic') fields[`items.${i}.status`] = `'${item.title}' 항목은 직원 기록에서 자동으로 확인됩니다.`;
      else if (change.status === 'rejected' && !change.note) fields[`items.${i}.note`] = '반려 사유를 입력해주세요.';
      else if (item.verification.method === 'document' && change.status !== 'pending' && !latest.get(item.id)?.documentId) {
        fields[`items.${i}.status`] = `'${item.title}' 항목은 제출된 서류가 없습니다.`;
      }
      if (item) seen.add(item.id);
      return { change, item: item! };
    });
    if (Object.keys(fields).length) throw validationError(fields, '바꿀 항목을 확인해주세요.');
    for (const { item } of acts) await assertMayAct(tx, actor, found.person, item);
    for (const { change, item } of acts) {
      const current = latest.get(item.id);
      if (change.status === 'pending') {
        if (current) await withdrawVerification(tx, actor, current);
      } else if (item.verification.method === 'document') {
        await decideVerification(tx, actor, current!, change.status, change.note);
      } else {
        await insertVerification(tx, actor, id, item, { status: change.status, note: change.note });
      }
    }
    await repo.touchInstance(tx, id);
    return answer(tx, actor, (await repo.findInstance(tx, id, null))!);
  });
}

export async function deleteInstance(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findOrThrow(tx, actor, id, true);
    if (found.row.deletedAt) throw new AppError('CONFLICT', '이미 삭제된 체크리스트입니다.');
    requireOpen(found.row);
    await repo.softDeleteInstance(tx, id);
    await writeAudit(tx, actor, {
      action: 'checklist_instances.delete',
      targetCollection: collection,
      targetId: id,
      before: { employee_id: found.row.employeeId, feature_id: found.row.featureId, template_name: found.row.templateName, status: found.row.status },
    });
  });
}


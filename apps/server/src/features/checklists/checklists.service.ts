import type { z } from 'zod';
import type {
  ChecklistItem,
  ChecklistTemplate,
  CompareResult,
  TemplateContent,
  TemplateVersion,
  addTemplateItemSchema,
  createTemplateSchema,
  patchTemplateSchema,
  putTemplateSchema,
} from '@saram/shared/checklists/checklists.schemas';
import type { Page } from '@saram/shared/pagination';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { containing, eraseText, valuesFor, type ErasedPerson } from '../../lib/data/erase';
import { AppError, validationError } from '../../lib/errors';
import * as repo from './checklists.repo';
import * as instances from './instances.repo';
import { checkContent, compareItems } from './template-content';

const collection = 'checklist_templates';
const notFound = () => new AppError('NOT_FOUND', '체크리스트 템플릿을 찾을 수 없습니다.');

function contentOf(v: repo.VersionRow): TemplateContent {
  return { name: v.name, description: v.description, sections: v.sections, items: v.items, assignment: v.assignment };
}

export function versionDto(v: repo.VersionRow): TemplateVersion {
  return {
    template_id: v.templateId,
    version: v.version,
    ...contentOf(v),
    change_summary: v.changeSummary,
    created_by: v.createdBy,
    created_at: v.createdAt.toISOString(),
  };
}

export function templateDto({ template: t, version: v }: repo.TemplateWithVersion): ChecklistTemplate {
  return {
    id: t.id,
    feature_id: t.featureId,
    version: t.currentVersion,
    ...contentOf(v),
    change_summary: v.changeSummary,
    created_by: t.createdBy,
    updated_by: v.createdBy,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    deleted_at: t.deletedAt?.toISOString() ?? null,
  };
}

const sortItems = (items: ChecklistItem[]) => [...items].sort((a, b) => a.order - b.order);

async function checkName(db: Db | Tx, featureId: string, name: string, exceptId?: string) {
  if (await repo.nameTaken(db, featureId, name, exceptId)) throw validationError({ name: '같은 이름의 템플릿이 이미 있습니다.' });
}

export async function listTemplates(db: Db, filter: { feature_id?: string; template_id?: string; show_deleted: boolean }) {
  const rows = await repo.listTemplates(db, { featureId: filter.feature_id, templateId: filter.template_id, showDeleted: filter.show_deleted });
  return rows.map(templateDto);
}

export async function getTemplate(db: Db | Tx, id: string): Promise<ChecklistTemplate> {
  const found = await repo.findTemplate(db, id);
  if (!found) throw notFound();
  return templateDto(found);
}

export async function createTemplate(db: Db, actor: Actor, input: z.output<typeof createTemplateSchema>): Promise<ChecklistTemplate> {
  const content = { name: input.name, description: input.description, sections: input.sections, items: sortItems(input.items), assignment: input.assignment };
  checkContent(content);
  return db.transaction(async (tx) => {
    await checkName(tx, input.feature_id, input.name);
    const template = await repo.insertTemplate(tx, { featureId: input.feature_id, name: input.name, currentVersion: 1, createdBy: actor.label });
    const version = await repo.insertVersion(tx, { templateId: template.id, version: 1, ...content, changeSummary: input.change_summary || '최초 작성', createdBy: actor.label });
    const created = templateDto({ template, version });
    await writeAudit(tx, actor, { action: 'checklist_templates.create', targetCollection: collection, targetId: template.id, after: created });
    return created;
  });
}

const stale = (current: number) =>
  new AppError('CONFLICT', `다른 사용자가 먼저 저장했습니다. 최신 버전(v${current})을 불러온 뒤 다시 저장하세요.`, { currentVersion: current });

/**
 * Every saved change: checks the content, then writes version current+1 only if the caller saw
 * the current version (`expected`), else 409. Old versions are never touched.
 */
async function saveVersion(
  db: Db,
  actor: Actor,
  id: string,
  expected: number | null,
  change: (current: TemplateContent) => TemplateContent,
  summary: string | (() => string),
  action: string,
): Promise<ChecklistTemplate> {
  return db.transaction(async (tx) => {
    const found = await repo.findTemplate(tx, id);
    if (!found || found.template.deletedAt) throw notFound();
    if (expected !== null && expected !== found.template.currentVersion) throw stale(found.template.currentVersion);
    const before = templateDto(found);
    const content = change(contentOf(found.version));
    content.items = sortItems(content.items);
    checkContent(content);
    await checkName(tx, found.template.featureId, content.name, id);
    const at = expected ?? found.template.currentVersion;
    const next = found.template.currentVersion + 1;
    const template = await repo.advanceTemplate(tx, id, at, next, content.name);
    if (!template) throw stale(found.template.currentVersion);
    const version = await repo.insertVersion(tx, { templateId: id, version: next, ...content, changeSummary: typeof summary === 'string' ? summary : summary(), createdBy: actor.label });
    const after = templateDto({ template, version });
    await writeAudit(tx, actor, { action, targetCollection: collection, targetId: id, before, after });
    return after;
  });
}

export function putTemplate(db: Db, actor: Actor, id: string, input: z.output<typeof putTemplateSchema>) {
  const { version, change_summary, ...content } = input;
  return saveVersion(db, actor, id, version, () => content, change_summary || '전체 수정', 'checklist_templates.put');
}

export function patchTemplate(db: Db, actor: Actor, id: string, input: z.output<typeof patchTemplateSchema>) {
  return saveVersion(
    db,
    actor,
    id,
    input.version,
    (current) => {
      const patched = new Map(current.items.map((i) => [i.id, i]));
      const duplicate = input.items?.findIndex((item, i) => input.items!.findIndex((o) => o.id === item.id) !== i) ?? -1;
      if (duplicate >= 0) throw validationError({ [`items.${duplicate}.id`]: `항목 ID '${input.items![duplicate]!.id}'가 중복됩니다.` });
      const sectionIds = new Set((input.sections ?? current.sections).map((sec) => sec.id));
      const orphan = input.items?.findIndex((item) => item.sectionId !== null && !sectionIds.has(item.sectionId)) ?? -1;
      if (orphan >= 0) throw validationError({ [`items.${orphan}.sectionId`]: '존재하지 않는 구역입니다.' });
      for (const item of input.items ?? []) patched.set(item.id, item);
      const missing = (input.remove_item_ids ?? []).findIndex((itemId) => !patched.has(itemId));
      if (missing >= 0) throw validationError({ [`remove_item_ids.${missing}`]: '템플릿에 없는 항목입니다.' });
      for (const itemId of input.remove_item_ids ?? []) patched.delete(itemId);
      return {
        name: input.name ?? current.name,
        description: input.description ?? current.description,
        sections: input.sections ?? current.sections,
        items: [...patched.values()],
        assignment: input.assignment ?? current.assignment,
      };
    },
    input.change_summary || '부분 수정',
    'checklist_templates.patch',
  );
}

export function addItem(db: Db, actor: Actor, id: string, input: z.output<typeof addTemplateItemSchema>) {
  return saveVersion(
    db,
    actor,
    id,
    input.version,
    (current) => {
      if (current.items.some((i) => i.id === input.item.id)) throw validationError({ 'item.id': `항목 ID '${input.item.id}'가 이미 있습니다.` });
      const { sectionId } = input.item;
      if (sectionId !== null && !current.sections.some((sec) => sec.id === sectionId)) throw validationError({ 'item.sectionId': '존재하지 않는 구역입니다.' });
      return { ...current, items: [...current.items, input.item] };
    },
    input.change_summary || `항목 추가: ${input.item.title}`,
    'checklist_templates.item_create',
  );
}

export function removeItem(db: Db, actor: Actor, id: string, itemId: string, query: { version: number; change_summary: string }) {
  let title = itemId;
  return saveVersion(
    db,
    actor,
    id,
    query.version,
    (current) => {
      const item = current.items.find((i) => i.id === itemId);
      if (!item) throw new AppError('NOT_FOUND', '템플릿에 없는 항목입니다.');
      title = item.title;
      return { ...current, items: current.items.filter((i) => i.id !== itemId) };
    },
    () => query.change_summary || `항목 삭제: ${title}`,
    'checklist_templates.item_delete',
  );
}

export async function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.findTemplate(tx, id);
    if (!found) throw notFound();
    const deleted = await repo.softDeleteTemplate(tx, id);
    if (!deleted) throw new AppError('CONFLICT', '이미 삭제된 템플릿입니다.');
    await writeAudit(tx, actor, { action: 'checklist_templates.delete', targetCollection: collection, targetId: id, before: templateDto(found) });
  });
}

async function byName(db: Db | Tx, featureId: string, name: string) {
  const template = await repo.findTemplateByName(db, featureId, name);
  if (!template) throw notFound();
  return template;
}

export async function listVersions(db: Db, q: { name: string; feature_id: string; page: number; limit: number }): Promise<Page<TemplateVersion>> {
  const template = await byName(db, q.feature_id, q.name);
  const { rows, total } = await repo.listVersions(db, template.id, q.page, q.limit);
  return { data: rows.map(versionDto), total, page: q.page, limit: q.limit, hasNext: q.page * q.limit < total };
}

async function versionOf(db: Db | Tx, templateId: string, version: number, field: string) {
  const found = await repo.findVersion(db, templateId, version);
  if (!found) throw validationError({ [field]: `버전 ${version}이(가) 없습니다.` });
  return found;
}

export async function compareVersions(db: Db, q: { name: string; feature_id: string; v1: number; v2: number }): Promise<CompareResult> {
  const template = await byName(db, q.feature_id, q.name);
  const v1 = await versionOf(db, template.id, q.v1, 'v1');
  const v2 = await versionOf(db, template.id, q.v2, 'v2');
  return { name: template.name, v1: q.v1, v2: q.v2, ...compareItems(v1.items, v2.items) };
}

/** Restoring writes a new version equal to the old one's content; the old one stays as it was. */
export async function restoreVersion(db: Db, actor: Actor, input: { template_name: string; feature_id: string; version: number; change_summary: string }) {
  const template = await byName(db, input.feature_id, input.template_name);
  if (template.deletedAt) throw notFound();
  const old = await versionOf(db, template.id, input.version, 'version');
  return saveVersion(
    db,
    actor,
    template.id,
    null,
    () => contentOf(old),
    input.change_summary || `버전 ${input.version} 복원`,
    'checklist_templates.restore_version',
  );
}

/** Demo and imports: a template with its whole history at once (versions 1…n, the last one current). */
export async function createTemplateWithHistory(
  tx: Tx,
  actor: Actor,
  featureId: string,
  history: readonly { content: TemplateContent; summary: string }[],
): Promise<ChecklistTemplate> {
  const last = history.at(-1);
  if (!last) throw new Error('createTemplateWithHistory: empty history');
  history.forEach((h) => checkContent(h.content));
  await checkName(tx, featureId, last.content.name);
  const template = await repo.insertTemplate(tx, { featureId, name: last.content.name, currentVersion: history.length, createdBy: actor.label });
  let version: repo.VersionRow | undefined;
  for (const [i, h] of history.entries()) {
    const content = { ...h.content, items: sortItems(h.content.items) };
    version = await repo.insertVersion(tx, { templateId: template.id, version: i + 1, ...content, changeSummary: h.summary, createdBy: actor.label });
  }
  const created = templateDto({ template, version: version! });
  await writeAudit(tx, actor, { action: 'checklist_templates.create', targetCollection: collection, targetId: template.id, after: created });
  return created;
}

export { liveInstanceOf, moveInstance, statesOf, type InstanceRow, type InstanceState } from './instance-state';
export { chooseTemplate, inProbation, newHireDto, newHiresOf, probationEndOf, startChecklist, startOnboarding } from './instances.service';

/**
 * Deletes the documents a person handed in on their checklists (the retention purge, inside its
 * transaction; its audit row records how many). The verifications stay, without their file.
 */
export function deletePersonDocuments(tx: Tx, employeeId: string): Promise<number> {
  return instances.deleteDocumentsOf(tx, employeeId);
}

/** The ids of a person's checklists and of the acts on them (the purge: audit rows targeting them are about the person). */
export function checklistIdsOf(tx: Tx, employeeId: string): Promise<string[]> {
  return instances.idsOfPerson(tx, employeeId);
}

/** The demo company: a checklist started on an earlier day (its hire day) shows that day as its start. */
export async function backdateInstance(tx: Tx, id: string, at: Date): Promise<void> {
  await instances.setInstanceTimes(tx, id, at);
}

/**
 * The retention purge, inside its transaction: the people's values leave the verification notes and
 * status reasons of checklists (all of them on their own checklists, the distinctive ones on anyone's,
 * as lib/data/erase.ts sorts them); who acted when stays.
 */
export async function eraseFromChecklists(tx: Tx, people: readonly ErasedPerson[]): Promise<void> {
  if (people.length === 0) return;
  const ids = people.map((p) => p.id);
  const marks = containing(people.flatMap((p) => p.distinctive));
  const erased = (row: instances.NoteRow) => eraseText(row.text, valuesFor(people, (p) => p.id === row.employeeId));
  for (const row of await instances.verificationNotes(tx, ids, marks)) {
    const note = erased(row);
    if (note !== row.text) await instances.setVerificationNote(tx, row.id, note);
  }
  for (const row of await instances.statusReasons(tx, ids, marks)) {
    const reason = erased(row);
    if (reason !== row.text) await instances.setStatusReason(tx, row.id, reason);
  }
}
export { documentName, sniffDocument } from './verifications.service';
export { decideVerification, insertVerification } from './verification-rules';

/** The global search's sources and the verification documents of /documents/{id} (issue 31). */
export { checklistDocumentProvider, checklistDocumentSearchSource, checklistInstanceSearchSource, checklistTemplateSearchSource } from './checklists.search';

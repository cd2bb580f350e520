import type { z } from 'zod';
import type { EvaluationTemplate, Section, templateInputSchema, updateTemplateSchema } from '@saram/shared/evaluations/templates.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import * as repo from './evaluations.repo';

/**
 * Templates (/eval/templates). A template used by a cycle past draft is frozen: a PUT writes a new
 * template (a copy with the edit, `copiedFromId` pointing back) and leaves the used one as it was.
 */

const collection = 'evaluation_templates';
const notFound = () => new AppError('NOT_FOUND', '평가 템플릿을 찾을 수 없습니다.');

function templateDto(r: repo.TemplateRow, frozen: boolean): EvaluationTemplate {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    sections: r.sections,
    frozen,
    copiedFromId: r.copiedFromId,
    isActive: r.isActive,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Scale, competency and category codes the questions name must exist (and be active). */
async function checkCodes(db: Db | Tx, sections: readonly Section[]): Promise<void> {
  const codes = await repo.listCodes(db, undefined, false);
  const has = (kind: string, code: string) => codes.some((c) => c.kind === kind && c.code === code);
  const errors: Record<string, string> = {};
  sections.forEach((s, si) =>
    s.questions.forEach((q, qi) => {
      const at = `sections.${si}.questions.${qi}`;
      if (q.scaleCode && !has('rating_scale', q.scaleCode)) errors[`${at}.scaleCode`] = `평가 척도 코드 '${q.scaleCode}'가 없습니다.`;
      if (q.competencyCode && !has('competency', q.competencyCode)) errors[`${at}.competencyCode`] = `역량 코드 '${q.competencyCode}'가 없습니다.`;
      if (q.categoryCode && !has('question_category', q.categoryCode)) errors[`${at}.categoryCode`] = `문항 분류 코드 '${q.categoryCode}'가 없습니다.`;
    }),
  );
  if (Object.keys(errors).length) throw validationError(errors);
}

export async function listTemplates(db: Db) {
  const rows = await repo.listTemplates(db);
  const use = await repo.templateUse(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => {
      const { sections, ...rest } = templateDto(r, use.get(r.id)?.frozen ?? false);
      return { ...rest, questionCount: sections.reduce((n, s) => n + s.questions.length, 0) };
    }),
  };
}

export async function getTemplate(db: Db | Tx, id: string): Promise<EvaluationTemplate> {
  const row = await repo.findTemplate(db, id);
  if (!row) throw notFound();
  return templateDto(row, (await repo.templateUse(db, [id])).get(id)?.frozen ?? false);
}

/** Inside the caller's transaction (the call below and the demo). */
export async function insertTemplate(tx: Tx, actor: Actor, input: z.output<typeof templateInputSchema>, copiedFromId: string | null = null): Promise<repo.TemplateRow> {
  await checkCodes(tx, input.sections);
  const row = await repo.insertTemplate(tx, { ...input, copiedFromId });
  await writeAudit(tx, actor, { action: copiedFromId ? 'evaluation_templates.copy' : 'evaluation_templates.create', targetCollection: collection, targetId: row.id, after: { name: row.name, copiedFromId } });
  return row;
}

export async function createTemplate(db: Db, actor: Actor, input: z.output<typeof templateInputSchema>): Promise<EvaluationTemplate> {
  return templateDto(await db.transaction((tx) => insertTemplate(tx, actor, input)), false);
}

export async function updateTemplate(db: Db, actor: Actor, id: string, input: z.output<typeof updateTemplateSchema>) {
  return db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, id);
    if (!current) throw notFound();
    const { version, ...fields } = input;
    if (version !== current.version) throw new AppError('CONFLICT');
    if ((await repo.templateUse(tx, [id])).get(id)?.frozen) {
      const copy = await insertTemplate(tx, actor, fields, id);
      return { ...templateDto(copy, false), copied: true };
    }
    await checkCodes(tx, fields.sections);
    const row = await repo.updateTemplateIf(tx, id, version, fields);
    if (!row) throw new AppError('CONFLICT');
    await writeAudit(tx, actor, { action: 'evaluation_templates.update', targetCollection: collection, targetId: id, before: { name: current.name, version }, after: { name: row.name, version: row.version } });
    return { ...templateDto(row, false), copied: false };
  });
}

/** Deletes a template no cycle uses; one that a cycle uses is only hidden from the list. */
export async function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, id);
    if (!current) throw notFound();
    const used = (await repo.templateUse(tx, [id])).has(id);
    if (used) await repo.updateTemplateIf(tx, id, current.version, { isActive: false });
    else await repo.deleteTemplate(tx, id);
    await writeAudit(tx, actor, { action: used ? 'evaluation_templates.deactivate' : 'evaluation_templates.delete', targetCollection: collection, targetId: id, before: { name: current.name } });
  });
}

import type { z } from 'zod';
import type { GradeBand } from '@saram/shared/evaluations/evaluations';
import { codeDataSchemas, type codeListQuerySchema, type createCodeSchema, type EvaluationCode, type updateCodeSchema } from '@saram/shared/evaluations/codes.schemas';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError, validationError } from '../../lib/errors';
import * as repo from './evaluations.repo';
import type { Scales } from './scoring';

/** Codes (/eval/codes): rating scales, grades, competencies, question categories; each write is a version. */

const collection = 'evaluation_codes';

export function codeDto(r: repo.CodeRow): EvaluationCode {
  return {
    id: r.id,
    kind: r.kind,
    code: r.code,
    name: r.name,
    description: r.description,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    data: r.data,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}
const snapshotOf = (r: repo.CodeRow) => ({ kind: r.kind, code: r.code, name: r.name, description: r.description, sortOrder: r.sortOrder, isActive: r.isActive, data: r.data });

export async function listCodes(db: Db, query: z.output<typeof codeListQuerySchema>) {
  return { data: (await repo.listCodes(db, query.kind, query.includeInactive)).map(codeDto) };
}

async function version(tx: Tx, actor: Actor, row: repo.CodeRow, reason: string) {
  await repo.insertCodeVersion(tx, { codeId: row.id, version: row.version, snapshot: snapshotOf(row), reason, actorId: actor.userId, actorLabel: actor.label });
}

/** Inside the caller's transaction (the call below and the demo). */
export async function insertCode(tx: Tx, actor: Actor, input: z.output<typeof createCodeSchema>): Promise<repo.CodeRow> {
  if (await repo.findCodeByValue(tx, input.kind, input.code)) throw validationError({ code: '같은 종류에 이미 있는 코드입니다.' });
  const data = codeDataSchemas[input.kind].parse(input.data) as Record<string, unknown>;
  const row = await repo.insertCode(tx, { ...input, data });
  await version(tx, actor, row, '생성');
  await writeAudit(tx, actor, { action: 'evaluation_codes.create', targetCollection: collection, targetId: row.id, after: snapshotOf(row) });
  return row;
}

export async function createCode(db: Db, actor: Actor, input: z.output<typeof createCodeSchema>): Promise<EvaluationCode> {
  return codeDto(await db.transaction((tx) => insertCode(tx, actor, input)));
}

export async function updateCode(db: Db, actor: Actor, id: string, input: z.output<typeof updateCodeSchema>): Promise<EvaluationCode> {
  return db.transaction(async (tx) => {
    const before = await repo.findCode(tx, id);
    if (!before) throw new AppError('NOT_FOUND', '평가 코드를 찾을 수 없습니다.');
    const parsed = codeDataSchemas[before.kind].safeParse(input.data);
    if (!parsed.success) {
      throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [['data', ...i.path].join('.'), i.message])));
    }
    const { version: v, reason, ...fields } = input;
    const row = await repo.updateCodeIf(tx, id, v, { ...fields, data: parsed.data as Record<string, unknown> });
    if (!row) throw new AppError('CONFLICT');
    await version(tx, actor, row, reason);
    await writeAudit(tx, actor, { action: 'evaluation_codes.update', targetCollection: collection, targetId: id, before: snapshotOf(before), after: snapshotOf(row) });
    return codeDto(row);
  });
}

export async function codeHistory(db: Db, id: string) {
  if (!(await repo.findCode(db, id))) throw new AppError('NOT_FOUND', '평가 코드를 찾을 수 없습니다.');
  const rows = await repo.codeVersions(db, id);
  return {
    data: rows.map((r) => ({
      version: r.version,
      snapshot: r.snapshot as ReturnType<typeof snapshotOf>,
      reason: r.reason,
      actor: r.actorLabel,
      at: r.at.toISOString(),
    })),
  };
}

/** Active rating scales: code → point values. */
export async function scales(db: Db | Tx): Promise<Scales> {
  const rows = await repo.listCodes(db, 'rating_scale', true);
  return new Map(rows.map((r) => [r.code, ((r.data.points as { value: number }[] | undefined) ?? []).map((p) => p.value)]));
}

/** Rating scale code → its points with labels (what the evaluation screens render). */
export async function scalePoints(db: Db | Tx): Promise<Record<string, { value: number; label: string }[]>> {
  const rows = await repo.listCodes(db, 'rating_scale', true);
  return Object.fromEntries(rows.map((r) => [r.code, (r.data.points as { value: number; label: string }[] | undefined) ?? []]));
}

/** Active grades with their score bands, best first. */
export async function gradeBands(db: Db | Tx): Promise<GradeBand[]> {
  const rows = await repo.listCodes(db, 'grade', false);
  return rows
    .map((r) => ({ code: r.code, name: r.name, minScore: Number(r.data.minScore), maxScore: Number(r.data.maxScore), ratio: (r.data.ratio as number | null | undefined) ?? null }))
    .sort((a, b) => b.minScore - a.minScore);
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { unitTypeLabels, unitTypeOfLevel } from '@saram/shared/organization/organization';
import { unitTreeSchema, type HeadcountAnalysis, type OrgUnit, type TreeQuery, type UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import * as tree from './tree.repo';
import { notFoundMessage, unitDto } from '../units/units.core';
import * as repo from '../units/units.repo';

export const koCollator = new Intl.Collator('ko');

/** Sort order first, then the name in Korean order. */
export function bySortThenName<T extends { sortOrder: number; name: string }>(a: T, b: T): number {
  return a.sortOrder - b.sortOrder || koCollator.compare(a.name, b.name);
}

/** Nests flat rows under their parents; rows whose parent is not among them become roots. */
export function nest<R extends { id: string; parentId: string | null; sortOrder: number; name: string }, N extends { children: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
): N[] {
  const sorted = [...rows].sort(bySortThenName);
  const nodes = new Map<string, N>();
  for (const row of sorted) nodes.set(row.id, toNode(row));
  const roots: N[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function unitTree(db: Db, query: TreeQuery): Promise<{ data: UnitTreeNode[]; total: number }> {
  if (query.rootId && !(await repo.findUnit(db, query.rootId))) throw new AppError('NOT_FOUND', notFoundMessage);
  const rows = await tree.treeRows(db, query);
  const withCounts = query.includeHeadcount;
  const flat = rows.map((r) => ({
    id: r.id,
    parentId: r.depth === 0 ? null : r.parent_id,
    name: r.name,
    sortOrder: Number(r.sort_order),
    node: {
      id: r.id,
      unitName: r.name,
      unitType: r.unit_type,
      level: Number(r.level),
      parentId: r.parent_id,
      corporationId: r.corporation_id,
      code: r.code,
      isActive: r.is_active,
      isTemporary: r.is_temporary,
      sortOrder: Number(r.sort_order),
      ...(withCounts ? { headcount: Number(r.headcount ?? 0), directHeadcount: Number(r.direct_headcount ?? 0) } : {}),
      children: [] as UnitTreeNode[],
    },
  }));
  const roots = nest(flat, (r) => r.node);
  // A task force without a parent unit is not a top unit of the chart (the TF list shows it).
  const data = query.rootId ? roots : roots.filter((n) => !(n.unitType === 'TASK_FORCE' && n.parentId === null));
  return { data, total: rows.length - (roots.length - data.length) };
}

/**
 * The tree as the JSON answer, cached per query and tree version: the version (org_tree_state, the
 * sum of its slots) moves in the same transaction as every change of units or posts, so a cached
 * answer is never older than what was committed when the request read the version, on every
 * instance. The cache holds a few recent answers; a miss computes the tree in SQL as above and
 * checks it against the schema once.
 */
type TreeAnswer = { body: Buffer; etag: string; gzipped: () => Buffer };
const treeCaches = new WeakMap<Db, Map<string, TreeAnswer>>();
const treeCacheSize = 16;

export async function unitTreeJson(db: Db, query: TreeQuery): Promise<TreeAnswer> {
  // Per database: versions count from 1 in each, and one process may serve several (the tests do).
  let treeCache = treeCaches.get(db);
  if (!treeCache) treeCaches.set(db, (treeCache = new Map()));
  const version = await tree.treeVersion(db);
  const key = `${version}|${query.rootId ?? ''}|${query.corporationId ?? ''}|${query.maxDepth ?? ''}|${+query.includeInactive}${+query.includeTemporary}${+query.includeHeadcount}`;
  const hit = treeCache.get(key);
  if (hit) return hit;
  const answer = unitTreeSchema.parse(await unitTree(db, query));
  const body = Buffer.from(JSON.stringify(answer));
  let gzipped: Buffer | undefined;
  const entry: TreeAnswer = {
    body,
    etag: `W/"org-tree-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`,
    // 2,000 units are about 550 KB of JSON, 40 KB gzipped: compressed once per tree version.
    gzipped: () => (gzipped ??= gzipSync(body)),
  };
  treeCache.set(key, entry);
  if (treeCache.size > treeCacheSize) treeCache.delete(treeCache.keys().next().value!);
  return entry;
}

async function existing(db: Db, id: string) {
  const row = await repo.findUnit(db, id);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  return row;
}

const ref = (u: repo.UnitRow) => ({ id: u.id, unitName: u.name, unitType: u.unitType, level: u.level });

/** From the top unit down to this one, and as text ('플랫폼사업부 > 개발본부 > 백엔드팀'). */
export async function unitPath(db: Db, id: string) {
  await existing(db, id);
  const path = await repo.pathOf(db, id);
  return { data: path.map(ref), path: path.map((u) => u.name).join(' > ') };
}

/** The units above this one, the top first. */
export async function unitAncestors(db: Db, id: string): Promise<{ data: OrgUnit[] }> {
  await existing(db, id);
  const path = await repo.pathOf(db, id);
  return { data: path.slice(0, -1).map(unitDto) };
}

export async function unitChildren(db: Db, id: string, includeInactive: boolean): Promise<{ data: OrgUnit[] }> {
  await existing(db, id);
  const rows = await repo.children(db, id, includeInactive);
  return { data: rows.sort(bySortThenName).map(unitDto) };
}

export async function headcountAnalysis(db: Db, query: { rootId?: string | undefined; level?: number | undefined }): Promise<HeadcountAnalysis> {
  if (query.rootId) await existing(db, query.rootId);
  const rows = (await tree.headcountRows(db, query.rootId)).map((r) => ({
    id: r.id,
    unitName: r.name,
    level: Number(r.level),
    parentId: r.parent_id,
    directHeadcount: Number(r.direct_headcount),
    headcount: Number(r.headcount),
    concurrent: Number(r.concurrent),
  }));
  const byLevel = new Map<number, { units: number; headcount: number }>();
  for (const r of rows) {
    const entry = byLevel.get(r.level) ?? { units: 0, headcount: 0 };
    entry.units += 1;
    entry.headcount += r.directHeadcount;
    byLevel.set(r.level, entry);
  }
  return {
    total: rows.reduce((n, r) => n + r.directHeadcount, 0),
    concurrent: rows.reduce((n, r) => n + r.concurrent, 0),
    byLevel: [...byLevel.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, v]) => {
        const unitType = unitTypeOfLevel(level)!;
        return { level, unitType, label: unitTypeLabels[unitType], ...v };
      }),
    units: query.level ? rows.filter((r) => r.level === query.level) : rows,
  };
}

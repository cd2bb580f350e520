import type { ManagerSource } from '@saram/shared/organization/organization-reporting';
import type { Db, Tx } from '../../../db/client';
import { subtreeIds } from '../../../lib/data/subtree';
import * as repo from './reporting.repo';

/**
 * Who a placement reports to. The manager set by hand, else the leader (조직장) of the nearest unit from
 * the placement's unit up whose leader is someone else: a unit's own leader reports to the leader above.
 */
type Conn = Db | Tx;

export type PlacementManagers = {
  unitId: string;
  isPrimary: boolean;
  /** The manager (null: none set and no leader above). */
  primary: string | null;
  source: ManagerSource | null;
  dottedLine: string[];
};

export type UnitMap = ReadonlyMap<string, repo.UnitNode>;

export async function unitMap(db: Conn): Promise<UnitMap> {
  return new Map((await repo.allUnits(db)).map((u) => [u.id, u]));
}

/** The leader of the nearest unit from `unitId` up led by someone other than the person. */
export function leaderAbove(units: UnitMap, unitId: string, employeeId: string): string | null {
  const seen = new Set<string>();
  for (let u = units.get(unitId); u && !seen.has(u.id); u = u.parentId ? units.get(u.parentId) : undefined) {
    seen.add(u.id);
    if (u.leaderId && u.leaderId !== employeeId) return u.leaderId;
  }
  return null;
}

const key = (unitId: string, employeeId: string) => `${unitId}/${employeeId}`;

function resolve(units: UnitMap, placements: readonly repo.Placement[], lines: readonly repo.Line[]): Map<string, PlacementManagers[]> {
  const byPlacement = new Map<string, repo.Line[]>();
  for (const l of lines) byPlacement.set(key(l.unitId, l.employeeId), [...(byPlacement.get(key(l.unitId, l.employeeId)) ?? []), l]);
  const out = new Map<string, PlacementManagers[]>();
  const sorted = [...placements].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  for (const p of sorted) {
    const own = byPlacement.get(key(p.unitId, p.employeeId)) ?? [];
    const explicit = own.find((l) => l.kind === 'primary')?.managerId ?? null;
    const derived = explicit ? null : leaderAbove(units, p.unitId, p.employeeId);
    const entry: PlacementManagers = {
      unitId: p.unitId,
      isPrimary: p.isPrimary,
      primary: explicit ?? derived,
      source: explicit ? 'explicit' : derived ? 'unit_leader' : null,
      dottedLine: own.filter((l) => l.kind === 'dotted').map((l) => l.managerId),
    };
    out.set(p.employeeId, [...(out.get(p.employeeId) ?? []), entry]);
  }
  return out;
}

/** Each person's placements (주 소속 first) with their managers; a person without placements is left out. */
export async function managersOfMany(db: Conn, employeeIds: readonly string[], units?: UnitMap): Promise<Map<string, PlacementManagers[]>> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return new Map();
  const [map, placements, lines] = await Promise.all([units ?? unitMap(db), repo.placementsOf(db, ids), repo.linesOf(db, ids)]);
  return resolve(map, placements, lines);
}

/** One person's placements with their manager and dotted-line managers (appointments' approval lines). */
export async function managersOf(db: Conn, employeeId: string): Promise<PlacementManagers[]> {
  return (await managersOfMany(db, [employeeId])).get(employeeId) ?? [];
}

/** The manager of each person's 주 소속 (else of their first placement); null for none. */
export async function primaryManagers(db: Conn, employeeIds: readonly string[], units?: UnitMap): Promise<Map<string, string | null>> {
  const all = await managersOfMany(db, employeeIds, units);
  return new Map(employeeIds.map((id) => [id, all.get(id)?.[0]?.primary ?? null]));
}

/** The units the person leads, and every unit below them. */
function subtreeOf(units: UnitMap, leaderId: string): string[] {
  return subtreeIds(
    units.values(),
    [...units.values()].filter((u) => u.leaderId === leaderId).map((u) => u.id),
  );
}

/** The placements whose manager is the person (their direct reports), each once per placement. */
export async function directReports(db: Conn, managerId: string): Promise<{ employeeId: string; unitId: string }[]> {
  const units = await unitMap(db);
  const [under, named] = await Promise.all([repo.placementsIn(db, subtreeOf(units, managerId)), repo.primaryLinesTo(db, managerId)]);
  const namedKeys = new Set(named.map((l) => key(l.unitId, l.employeeId)));
  const namedPlacements = (await repo.placementsOf(db, named.map((l) => l.employeeId))).filter((p) => namedKeys.has(key(p.unitId, p.employeeId)));
  const candidates = [...new Map([...under, ...namedPlacements].map((p) => [key(p.unitId, p.employeeId), p])).values()];
  const lines = await repo.linesOf(db, [...new Set(candidates.map((p) => p.employeeId))]);
  const resolved = resolve(units, candidates, lines);
  return [...resolved.entries()].flatMap(([employeeId, list]) => list.filter((m) => m.primary === managerId).map((m) => ({ employeeId, unitId: m.unitId })));
}

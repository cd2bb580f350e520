import type { CorporateHierarchy } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { orgLevels, type OrgLevel } from '@saram/shared/organization/organization';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';

/**
 * The cascading 소속 filters: 법인 → 사업부 (level 1) → 본부 (2) → 팀 (3) → 파트 (4). Each level offers
 * the units under what is chosen above it; choosing a unit fills in its parents, and changing a
 * level clears the levels below. The URL and the API carry unit and corporation ids.
 */

/** The placement levels under their /employees filter parameter names (division, department, team, part). */
export const orgFilterLevels = orgLevels.map((l) => ({ key: l.filter, label: l.label, level: l.level }));

export type OrgLevelKey = OrgLevel['filter'];
export type OrgKey = 'corporation' | OrgLevelKey;
export type OrgSelection = Partial<Record<OrgKey, string | undefined>>;
export const orgKeys: readonly OrgKey[] = ['corporation', ...orgFilterLevels.map((l) => l.key)];

export type FlatUnit = {
  id: string;
  name: string;
  level: number;
  parentName: string | null;
  corporationId: string | null;
  inactive: boolean;
  /** Ids of the units above, nearest last. */
  ancestors: string[];
};

export type OrgOption = { value: string; label: string };

const collator = new Intl.Collator('ko');

/** Every placement unit of the tree (task forces are not placements), with inherited corporation. */
export function flattenUnits(tree: readonly UnitTreeNode[]): FlatUnit[] {
  const out: FlatUnit[] = [];
  const walk = (nodes: readonly UnitTreeNode[], ancestors: string[], parentName: string | null, corporationId: string | null) => {
    for (const node of [...nodes].sort((a, b) => a.sortOrder - b.sortOrder)) {
      if (node.isTemporary || node.level > 4) continue;
      const corp = node.corporationId ?? corporationId;
      out.push({ id: node.id, name: node.unitName, level: node.level, parentName, corporationId: corp, inactive: !node.isActive, ancestors });
      walk(node.children, [...ancestors, node.id], node.unitName, corp);
    }
  };
  walk(tree, [], null, null);
  return out;
}

export type FlatCorporation = { id: string; name: string; inactive: boolean };

export function flattenCorporations(hierarchy: CorporateHierarchy | undefined): FlatCorporation[] {
  if (!hierarchy) return [];
  const all = [...hierarchy.data.flatMap((holding) => [holding, ...holding.operatingCompanies]), ...hierarchy.unassigned];
  return all.map((c) => ({ id: c.id, name: c.name, inactive: !c.isActive }));
}

function levelOf(key: OrgLevelKey): number {
  return orgFilterLevels.find((l) => l.key === key)!.level;
}

/** The units a level offers under the current selection. */
export function unitsForLevel(units: readonly FlatUnit[], key: OrgLevelKey, selection: OrgSelection): FlatUnit[] {
  const level = levelOf(key);
  const chosenAbove = orgFilterLevels.filter((l) => l.level < level).map((l) => selection[l.key]).filter((v): v is string => Boolean(v));
  return units.filter(
    (u) =>
      u.level === level &&
      (!selection.corporation || u.corporationId === selection.corporation) &&
      chosenAbove.every((id) => u.ancestors.includes(id)),
  );
}

/** Select options; a name that occurs twice carries its corporation and parent ('인사팀 (한빛소프트 · 경영지원본부)'). */
export function unitOptions(units: readonly FlatUnit[], corporations: readonly FlatCorporation[]): OrgOption[] {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.name, (counts.get(u.name) ?? 0) + 1);
  const corpName = new Map(corporations.map((c) => [c.id, c.name]));
  return units.map((u) => {
    const context = (counts.get(u.name) ?? 0) > 1 ? [u.corporationId && corpName.get(u.corporationId), u.parentName].filter(Boolean).join(' · ') : '';
    const label = `${u.name}${context ? ` (${context})` : ''}${u.inactive ? ' · 비활성' : ''}`;
    return { value: u.id, label };
  });
}

export function corporationOptions(corporations: readonly FlatCorporation[]): OrgOption[] {
  return [...corporations]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((c) => ({ value: c.id, label: c.inactive ? `${c.name} · 비활성` : c.name }));
}

/**
 * The selection after choosing `value` (undefined = 전체) at `key`: the levels below are cleared,
 * and a chosen unit brings its parents and corporation along.
 */
export function selectOrg(units: readonly FlatUnit[], selection: OrgSelection, key: OrgKey, value: string | undefined): OrgSelection {
  const index = orgKeys.indexOf(key);
  const next: OrgSelection = {};
  orgKeys.forEach((k, i) => {
    next[k] = i < index ? selection[k] : undefined;
  });
  next[key] = value;
  if (!value || key === 'corporation') return next;
  const unit = units.find((u) => u.id === value);
  if (!unit) return next;
  if (unit.corporationId) next.corporation = unit.corporationId;
  for (const ancestorId of unit.ancestors) {
    const ancestor = units.find((u) => u.id === ancestorId);
    const level = ancestor && orgFilterLevels.find((l) => l.level === ancestor.level);
    if (level) next[level.key] = ancestorId;
  }
  return next;
}

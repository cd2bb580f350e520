import type { Corporation, CorporateHierarchy } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { orgLevels, type OrgLevel } from '@saram/shared/organization/organization';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';

/**
 * 소속: 법인 → 사업부 (level 1) → 본부 (2) → 팀 (3) → 파트 (4), each chosen among the children of
 * the one above. Ids and names travel together: the record keeps both.
 */

export type PlacementLevelKey = OrgLevel['key'];
export type PlacementKey = 'corporation' | PlacementLevelKey;

export type PlacementPick = { id: string; name: string };
export type Placement = Record<PlacementKey, PlacementPick>;

export const emptyPick: PlacementPick = { id: '', name: '' };
export const emptyPlacement = (): Placement => ({
  corporation: emptyPick,
  division: emptyPick,
  headquarter: emptyPick,
  team: emptyPick,
  part: emptyPick,
});

/** Every corporation of the hierarchy answer (holdings, their operating companies, the rest). */
export function corporationsOf(hierarchy: CorporateHierarchy | undefined): Corporation[] {
  if (!hierarchy) return [];
  const all = [...hierarchy.data.flatMap(({ operatingCompanies, ...holding }) => [holding, ...operatingCompanies]), ...hierarchy.unassigned];
  return all.filter((c) => c.isActive);
}

const byOrder = (a: UnitTreeNode, b: UnitTreeNode) => a.sortOrder - b.sortOrder;
const placeable = (node: UnitTreeNode) => node.isActive && !node.isTemporary;

/** The units a level offers, given what is picked above it. */
export function unitChoices(tree: readonly UnitTreeNode[], placement: Placement, key: PlacementLevelKey): UnitTreeNode[] {
  const index = orgLevels.findIndex((l) => l.key === key);
  if (index === 0) {
    const corporationId = placement.corporation.id;
    const roots = tree.filter((node) => node.level === 1 && placeable(node));
    const ofCorporation = corporationId ? roots.filter((node) => node.corporationId === corporationId) : roots;
    return [...ofCorporation].sort(byOrder);
  }
  const parentId = placement[orgLevels[index - 1]!.key].id;
  if (!parentId) return [];
  const parent = findUnit(tree, parentId);
  return parent ? parent.children.filter((child) => child.level === orgLevels[index]!.level && placeable(child)).sort(byOrder) : [];
}

export function findUnit(tree: readonly UnitTreeNode[], id: string): UnitTreeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findUnit(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Picks one level and clears the levels below it, which belonged to the old choice. */
export function pick(placement: Placement, key: PlacementKey, value: PlacementPick): Placement {
  const next = { ...placement, [key]: value };
  const order: PlacementKey[] = ['corporation', ...orgLevels.map((l) => l.key)];
  for (const below of order.slice(order.indexOf(key) + 1)) next[below] = emptyPick;
  return next;
}

/** 한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀 */
export function placementPath(names: readonly (string | null | undefined)[]): string {
  return names.filter(Boolean).join(' > ');
}

import type { CorporateType } from '@saram/shared/corporate-structure/corporate-structure';
import type { Corporation, CorporateHierarchy } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { noCorporationLabel, type NamedUnit } from '../../lib/labels/company-labels';

/**
 * The org chart by company: one group per corporation (holding companies first, then their
 * operating companies, then operating companies without a holding), the units without a known
 * corporation last.
 */

export type ChartCorporation = Pick<Corporation, 'id' | 'name' | 'corporateType' | 'isActive'>;

export type ChartGroup = {
  /** The corporation's id, or `noCorporationKey` for the units without one. */
  key: string;
  /** '한빛홀딩스', or '법인 미지정'. */
  label: string;
  /** Null for the units without a corporation. */
  corporateType: CorporateType | null;
  roots: UnitTreeNode[];
};

export const noCorporationKey = 'no-corporation';

const chartCorporation = ({ id, name, corporateType, isActive }: ChartCorporation): ChartCorporation => ({ id, name, corporateType, isActive });

/** The corporations in chart order: the holding companies, their operating companies, then the unassigned ones. */
export function corporationsInOrder(hierarchy: CorporateHierarchy | undefined): ChartCorporation[] {
  if (!hierarchy) return [];
  const operating = hierarchy.data.flatMap((holding) => holding.operatingCompanies);
  return [...hierarchy.data, ...operating, ...hierarchy.unassigned].map(chartCorporation);
}

/** Top-level units that belong on the chart: a task force without a parent is not a top unit. */
export function chartRoots(roots: readonly UnitTreeNode[]): UnitTreeNode[] {
  return roots.filter((root) => root.unitType !== 'TASK_FORCE');
}

/** The chart's groups, in order; corporations without units have none. */
export function groupByCorporation(roots: readonly UnitTreeNode[], corporations: readonly ChartCorporation[]): ChartGroup[] {
  const known = new Set(corporations.map((corporation) => corporation.id));
  const groups: ChartGroup[] = corporations.map((corporation) => ({
    key: corporation.id,
    label: corporation.name,
    corporateType: corporation.corporateType,
    roots: [],
  }));
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const rest: ChartGroup = { key: noCorporationKey, label: noCorporationLabel, corporateType: null, roots: [] };
  for (const root of chartRoots(roots)) {
    const group = root.corporationId && known.has(root.corporationId) ? byKey.get(root.corporationId)! : rest;
    group.roots.push(root);
  }
  return [...groups, rest].filter((group) => group.roots.length > 0);
}

/** Every unit of the tree with its company, a child inheriting its parent's when it has none itself. */
export function unitsWithCorporation(roots: readonly UnitTreeNode[]): NamedUnit[] {
  const out: NamedUnit[] = [];
  const walk = (units: readonly UnitTreeNode[], inherited: string | null) => {
    for (const unit of units) {
      const corporationId = unit.corporationId ?? inherited;
      out.push({ id: unit.id, name: unit.unitName, corporationId });
      walk(unit.children, corporationId);
    }
  };
  walk(roots, null);
  return out;
}

import type { CorporateHierarchy } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';

/**
 * Unit names with their company where the same name is used in several companies of the group
 * ('경영지원부문 · 한빛제약'): the org chart and every unit select (the employee form's 사업부 list).
 */

export const noCorporationLabel = '법인 미지정';

/** A unit as the labels see it: its name and its company (inherited from the unit above when unset). */
export type NamedUnit = { id: string; name: string; corporationId: string | null };

/**
 * Display labels by unit id: the name, or 'name · company' when units of that name belong to more
 * than one company among `units`. A name used twice within one company stays as it is.
 */
export function companyLabels(units: readonly NamedUnit[], corporationName: (id: string) => string | undefined): Map<string, string> {
  const companiesByName = new Map<string, Set<string | null>>();
  for (const unit of units) {
    const companies = companiesByName.get(unit.name) ?? new Set();
    companies.add(unit.corporationId);
    companiesByName.set(unit.name, companies);
  }
  return new Map(
    units.map((unit) => {
      if (companiesByName.get(unit.name)!.size < 2) return [unit.id, unit.name];
      const company = (unit.corporationId && corporationName(unit.corporationId)) || noCorporationLabel;
      return [unit.id, `${unit.name} · ${company}`];
    }),
  );
}

/** Looks a corporation's name up in the hierarchy answer. */
export function corporationNameLookup(hierarchy: CorporateHierarchy | undefined): (id: string) => string | undefined {
  const all = [...(hierarchy?.data ?? []).flatMap((holding) => [holding, ...holding.operatingCompanies]), ...(hierarchy?.unassigned ?? [])];
  const names = new Map(all.map((corporation) => [corporation.id, corporation.name]));
  return (id) => names.get(id);
}

/** Choices for a unit select: id and name (what is stored) and the label shown, with the company where names repeat. */
export function unitSelectOptions(units: readonly UnitTreeNode[], hierarchy: CorporateHierarchy | undefined): { id: string; name: string; label: string }[] {
  const labels = companyLabels(
    units.map((unit) => ({ id: unit.id, name: unit.unitName, corporationId: unit.corporationId })),
    corporationNameLookup(hierarchy),
  );
  return units.map((unit) => ({ id: unit.id, name: unit.unitName, label: labels.get(unit.id)! }));
}

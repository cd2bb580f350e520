import { routes } from './endpoint';

/**
 * Organisation units (spec 3.7, 5, 7.6, 7.7). ONE tree of units serves both APIs: the
 * v1/organizational-hierarchy API shows units as they are; the legacy mongo/organizations API is a
 * view of the same rows through the mapping table (legacyType → level), with the corporations as
 * the 'insuranceCorp' organisations above level 1. Task forces: organization-task-forces.ts;
 * migrate, validate, import/export and statistics: organization-tools.ts; the legacy calls:
 * organization-legacy.ts. The schemas of these modules: organization.schemas.ts and the other
 * modules' .schemas.ts.
 */

/** Unit levels (spec 5): 1 business unit, 2 division, 3 team, 4 part, 5 task force. */
export const unitTypes = ['BUSINESS_UNIT', 'DIVISION', 'TEAM', 'PART', 'TASK_FORCE'] as const;
export type UnitType = (typeof unitTypes)[number];

export const unitLevels: Record<UnitType, number> = { BUSINESS_UNIT: 1, DIVISION: 2, TEAM: 3, PART: 4, TASK_FORCE: 5 };

export const unitTypeLabels: Record<UnitType, string> = {
  BUSINESS_UNIT: '사업부',
  DIVISION: '본부',
  TEAM: '팀',
  PART: '파트',
  TASK_FORCE: 'TF',
};

export const taskForceStatuses = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ACTIVE', 'DISSOLVED'] as const;
export type TaskForceStatus = (typeof taskForceStatuses)[number];

export const minLevel = 1;
export const maxLevel = 5;
/** Spec 5: 'Hierarchy level must be between 1 and 5'. */
export const levelRangeMessage = '조직 레벨은 1에서 5 사이여야 합니다.';

export function unitTypeOfLevel(level: number): UnitType | undefined {
  return unitTypes[level - 1];
}

/** A child's level is greater than its parent's (gaps allowed; validate reports them). */
export function canHangUnder(childLevel: number, parentLevel: number): boolean {
  return childLevel > parentLevel;
}

/** The legacy API's organisation types; the first is a corporation, the others come from the mapping table. */
export const legacyOrganizationTypes = ['insuranceCorp', 'division', 'headquarters', 'team', 'part'] as const;
export type LegacyOrganizationType = (typeof legacyOrganizationTypes)[number];
export const corporationLegacyType = 'insuranceCorp';
export const legacyTypeLabels: Record<LegacyOrganizationType, string> = {
  insuranceCorp: '법인',
  division: '사업부',
  headquarters: '본부',
  team: '팀',
  part: '파트',
};

/** Collections whose audit rows the organisation history calls may show. */
export const organizationAuditCollections = ['organizations', 'task_forces', 'hierarchy_mappings'] as const;

export const bulkLimit = 500;

// ---------------------------------------------------------------------------------------------
// Routes: v1/organizational-hierarchy units, tree, path, headcount (their schemas: organization.schemas.ts)

export const hierarchyBase = '/api/v1/organizational-hierarchy';
const unitsBase = `${hierarchyBase}/units` as const;
const read = 'organization:read';
const write = 'organization:write';

export const hierarchyRoutes = routes({
  listUnits: { method: 'GET', path: unitsBase, access: read },
  createUnit: { method: 'POST', path: unitsBase, access: write, status: 201 },
  bulkCreate: { method: 'POST', path: `${unitsBase}/bulk`, access: write, status: 201 },
  bulkUpdate: { method: 'PUT', path: `${unitsBase}/bulk`, access: write },
  bulkDelete: { method: 'DELETE', path: `${unitsBase}/bulk`, access: write },
  getUnit: { method: 'GET', path: `${unitsBase}/:id`, access: read },
  updateUnit: { method: 'PUT', path: `${unitsBase}/:id`, access: write },
  deleteUnit: { method: 'DELETE', path: `${unitsBase}/:id`, access: write, status: 204 },
  moveUnit: { method: 'POST', path: `${unitsBase}/:id/move`, access: write },
  unitPath: { method: 'GET', path: `${unitsBase}/:id/path`, access: read },
  unitChildren: { method: 'GET', path: `${unitsBase}/:id/children`, access: read },
  unitAncestors: { method: 'GET', path: `${unitsBase}/:id/ancestors`, access: read },
  tree: { method: 'GET', path: `${hierarchyBase}/tree`, access: read },
  headcount: { method: 'GET', path: `${hierarchyBase}/analysis/headcount`, access: read },
});

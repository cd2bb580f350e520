import { routes } from '../endpoint';

/**
 * Organisation units (spec 3.7, 5, 7.6, 7.7). ONE tree of units serves both APIs: the
 * v1/organizational-hierarchy API shows units as they are; the legacy mongo/organizations API is a
 * view of the same rows through the mapping table (legacyType → level), with the corporations as
 * the 'insuranceCorp' organisations above level 1. Task forces: organization-task-forces.ts;
 * migrate, validate, import/export and statistics: organization-tools.ts; the legacy calls:
 * organization-legacy.ts. The schemas of these modules: organization.schemas.ts and the other
 * modules' .schemas.ts.
 */

/**
 * The organisation levels (spec 5), the one table every level name and key comes from. The APIs
 * name a level three ways, kept as they are: `key` in the record's id fields and the import columns
 * (headquarterId, headquarter_id), `name` in the record's name fields and the legacy organisation
 * types (headquarters), `filter` in the /employees list parameters (department).
 */
export const orgLevels = [
  { level: 1, unitType: 'BUSINESS_UNIT', label: '사업부', key: 'division', name: 'division', filter: 'division' },
  { level: 2, unitType: 'DIVISION', label: '본부', key: 'headquarter', name: 'headquarters', filter: 'department' },
  { level: 3, unitType: 'TEAM', label: '팀', key: 'team', name: 'team', filter: 'team' },
  { level: 4, unitType: 'PART', label: '파트', key: 'part', name: 'part', filter: 'part' },
] as const;
export type OrgLevel = (typeof orgLevels)[number];
/** Level 5: task forces, beside the placement levels (nobody is placed in one). */
export const taskForceLevel = { level: 5, unitType: 'TASK_FORCE', label: 'TF' } as const;
/** The corporation above level 1. */
export const corporationLabel = '법인';

/** One field of each level, as a tuple in level order (zod and drizzle enums need tuples). */
type Column<T extends readonly unknown[], K extends PropertyKey> = { -readonly [I in keyof T]: T[I] extends Record<K, infer V> ? V : never };
type LevelColumn<K extends keyof OrgLevel> = Column<typeof orgLevels, K>;
export const orgLevelColumn = <K extends keyof OrgLevel>(key: K) => orgLevels.map((l) => l[key]) as unknown as LevelColumn<K>;

/** Unit levels (spec 5): 1 business unit, 2 division, 3 team, 4 part, 5 task force. */
export const unitTypes = [...orgLevelColumn('unitType'), taskForceLevel.unitType] as const;
export type UnitType = (typeof unitTypes)[number];

const unitTypeTable = [...orgLevels, taskForceLevel];
export const unitLevels = Object.fromEntries(unitTypeTable.map((l) => [l.unitType, l.level])) as Record<UnitType, number>;
export const unitTypeLabels = Object.fromEntries(unitTypeTable.map((l) => [l.unitType, l.label])) as Record<UnitType, string>;

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
export const corporationLegacyType = 'insuranceCorp';
export const legacyOrganizationTypes = [corporationLegacyType, ...orgLevelColumn('name')] as const;
export type LegacyOrganizationType = (typeof legacyOrganizationTypes)[number];
export const legacyTypeLabels = {
  [corporationLegacyType]: corporationLabel,
  ...Object.fromEntries(orgLevels.map((l) => [l.name, l.label])),
} as Record<LegacyOrganizationType, string>;

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

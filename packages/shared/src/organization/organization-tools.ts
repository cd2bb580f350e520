import { routes } from '../endpoint';
import { hierarchyBase } from './organization';

/** Hierarchy tools (spec 7.7): migrate-existing, statistics, validate, health, export, import, levels. */

export const healthStatuses = ['healthy', 'warning', 'critical'] as const;

export const exportFormats = ['json', 'csv'] as const;

/** One unit in an export file and one row of an import file (csv headers are these keys). */
export const exportColumns = [
  'id',
  'code',
  'unitName',
  'unitType',
  'level',
  'parentId',
  'parentCode',
  'parentName',
  'corporationId',
  'corporationName',
  'isActive',
  'isTemporary',
  'sortOrder',
  'description',
  'path',
] as const;

export const importLimit = 5000;

// ---------------------------------------------------------------------------------------------
// Routes: mappings and the hierarchy tools (their schemas: organization-tools.schemas.ts)

const mappingsBase = `${hierarchyBase}/mappings` as const;
const read = 'organization:read';
const write = 'organization:write';

export const hierarchyToolRoutes = routes({
  listMappings: { method: 'GET', path: mappingsBase, access: read },
  createMapping: { method: 'POST', path: mappingsBase, access: write, status: 201 },
  getMapping: { method: 'GET', path: `${mappingsBase}/:legacyType`, access: read },
  updateMapping: { method: 'PUT', path: `${mappingsBase}/:legacyType`, access: write },
  deleteMapping: { method: 'DELETE', path: `${mappingsBase}/:legacyType`, access: write, status: 204 },
  migrateExisting: { method: 'POST', path: `${hierarchyBase}/migrate-existing`, access: write },
  statistics: { method: 'GET', path: `${hierarchyBase}/statistics`, access: read },
  validate: { method: 'GET', path: `${hierarchyBase}/validate`, access: read },
  health: { method: 'GET', path: `${hierarchyBase}/health`, access: read },
  level: { method: 'GET', path: `${hierarchyBase}/levels/:n`, access: read },
  export: { method: 'GET', path: `${hierarchyBase}/export`, access: read, file: true },
  /** A multipart form (file + validateOnly, skipDuplicates, updateExisting) or the same as JSON (importJsonSchema). */
  import: { method: 'POST', path: `${hierarchyBase}/import`, access: write, multipart: true },
});

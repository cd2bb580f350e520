import type { Endpoint } from './endpoint';
import { apiTokenEndpoints } from './api-tokens';
import { corporateStructureEndpoints } from './corporate-structure';
import { hierarchyEndpoints } from './organization';
import { legacyOrganizationEndpoints } from './organization-legacy';
import { taskForceEndpoints } from './organization-task-forces';
import { hierarchyToolEndpoints } from './organization-tools';

/**
 * Every endpoint of the API, by feature. The server registers each of them (routes.test.ts walks
 * the registered routes against this list) and the web calls them by these objects.
 */
export const contract = {
  apiTokens: apiTokenEndpoints,
  hierarchy: hierarchyEndpoints,
  taskForces: taskForceEndpoints,
  hierarchyTools: hierarchyToolEndpoints,
  legacyOrganizations: legacyOrganizationEndpoints,
  corporateStructure: corporateStructureEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));

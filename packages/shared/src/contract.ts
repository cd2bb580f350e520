import type { Endpoint } from './endpoint';
import { apiTokenEndpoints } from './api-tokens';
import { employeeEndpoints, employeeFileEndpoints } from './employee-endpoints';
import { profileEndpoints } from './profile';

/**
 * Every endpoint of the API, by feature. The server registers each of them (routes.test.ts walks
 * the registered routes against this list) and the web calls them by these objects.
 */
export const contract = {
  apiTokens: apiTokenEndpoints,
  employees: employeeEndpoints,
  employeeFiles: employeeFileEndpoints,
  profile: profileEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));

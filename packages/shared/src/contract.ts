import type { Endpoint } from './endpoint';
import { apiTokenEndpoints } from './api-tokens';

/**
 * Every endpoint of the API, by feature. The server registers each of them (routes.test.ts walks
 * the registered routes against this list) and the web calls them by these objects.
 */
export const contract = {
  apiTokens: apiTokenEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));

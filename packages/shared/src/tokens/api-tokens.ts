import { routes } from '../endpoint';

/** Longest token lifetime and the default one, in days. */
export const apiTokenMaxDays = 365;
export const apiTokenDefaultDays = 90;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: api-tokens.schemas.ts)

const base = '/api/mongo/admin/api-tokens';

export const apiTokenRoutes = routes({
  list: { method: 'GET', path: base, access: 'admin:tokens' },
  create: { method: 'POST', path: base, access: 'admin:tokens', status: 201 },
  revoke: { method: 'DELETE', path: `${base}/:id`, access: 'admin:tokens', status: 204 },
});

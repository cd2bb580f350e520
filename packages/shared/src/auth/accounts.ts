import { routes } from '../endpoint';

/**
 * 관리자 ID 관리 (spec 2.2, issue 11 item 3): accounts linked to employees, and the user lookups of
 * spec 7.10. Accounts are owned by the server feature `auth`. The schemas: accounts.schemas.ts.
 */

/** Per-user UI settings: a JSON object of at most 50 keys and 16 KB. A PUT merges top-level keys; null removes one. */
export const settingsLimits = { maxKeys: 50, maxBytes: 16_384 } as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: accounts.schemas.ts)

const base = '/api/mongo/admin/accounts';

export const accountRoutes = routes({
  list: { method: 'GET', path: base, access: 'admin:users' },
  create: { method: 'POST', path: base, access: 'admin:users', status: 201 },
  setActive: { method: 'PUT', path: `${base}/:id/active`, access: 'admin:users' },
  resetPassword: { method: 'PUT', path: `${base}/:id/password`, access: 'admin:users' },
  unlock: { method: 'POST', path: `${base}/:id/unlock`, access: 'admin:users' },
});

/** Spec 7.10 user lookups (GET mongo/profile and PUT mongo/users/me live in profile.ts). */
export const userRoutes = routes({
  get: { method: 'GET', path: '/api/mongo/admin/users/:id', access: 'admin:users' },
  batch: { method: 'POST', path: '/api/mongo/users/batch', access: 'session' },
  changeMyPassword: { method: 'PUT', path: '/api/mongo/users/me/password', access: 'session', status: 204 },
  getSettings: { method: 'GET', path: '/api/admin/users/current/settings', access: 'session' },
  putSettings: { method: 'PUT', path: '/api/admin/users/current/settings', access: 'session' },
});

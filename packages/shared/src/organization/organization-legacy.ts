import { routes } from '../endpoint';

/**
 * The legacy organisation calls (mongo/organizations and organizations/, spec 7.6): a view of the
 * one unit tree through the mapping table, with the corporations as 'insuranceCorp'; placement
 * (assign, unassign, members, sync-members).
 */

// ---------------------------------------------------------------------------------------------
// Routes: mongo/organizations (spec 7.6) and the older organizations/ calls (their schemas:
// organization-legacy.schemas.ts)

const base = '/api/mongo/organizations';
const read = 'organization:read';
const write = 'organization:write';

export const legacyOrganizationRoutes = routes({
  list: { method: 'GET', path: base, access: read },
  create: { method: 'POST', path: base, access: write, status: 201 },
  tree: { method: 'GET', path: `${base}/tree`, access: read },
  history: { method: 'GET', path: `${base}/history`, access: read },
  assign: { method: 'POST', path: `${base}/assign`, access: write },
  unassign: { method: 'POST', path: `${base}/unassign`, access: write },
  syncMembers: { method: 'POST', path: `${base}/sync-members`, access: write },
  get: { method: 'GET', path: `${base}/:id`, access: read },
  update: { method: 'PUT', path: `${base}/:id`, access: write },
  remove: { method: 'DELETE', path: `${base}/:id`, access: write, status: 204 },
  members: { method: 'GET', path: `${base}/:id/members`, access: read },
  olderList: { method: 'GET', path: '/api/organizations', access: read },
  olderHistory: { method: 'GET', path: '/api/organizations/history', access: read },
  olderAssign: { method: 'POST', path: '/api/organizations/assign', access: write },
});

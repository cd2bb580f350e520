import { routes } from '../endpoint';

export const accessRequestStatuses = ['pending', 'approved', 'rejected'] as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: access-requests.schemas.ts)

const adminBase = '/api/mongo/admin/access-requests';

export const accessRequestRoutes = routes({
  submit: { method: 'POST', path: '/api/access-requests', access: 'public', status: 201 },
  list: { method: 'GET', path: adminBase, access: 'admin:users' },
  approve: { method: 'PUT', path: `${adminBase}/:id/approve`, access: 'admin:users' },
  reject: { method: 'PUT', path: `${adminBase}/:id/reject`, access: 'admin:users' },
});

import { routes } from '../endpoint';

/**
 * 내 정보 (spec 7.10): the signed-in person's own account and employee record, and the few parts of
 * the record they may change themselves: contact, address, emergency contact, bank account. The
 * server validates what is sent with the same checks as any employee update. The schemas:
 * profile.schemas.ts.
 */
export const profileRoutes = routes({
  get: { method: 'GET', path: '/api/mongo/profile', access: 'session' },
  updateMe: { method: 'PUT', path: '/api/mongo/users/me', access: 'session' },
});

import { routes } from '../endpoint';

/** Response headers that carry a rotated access token (spec 4: the client reads them). */
export const accessTokenHeader = 'x-access-token';
export const accessTokenExpiresHeader = 'x-access-token-expires-at';

/** Display name per spec 3.4: userName, else e-mail, else a default label. */
export function displayName(user: { userName: string | null; email: string | null } | null | undefined): string {
  return user?.userName || user?.email || '시스템 관리자';
}

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: auth.schemas.ts)

/** Sign-in, session and single sign-on (spec 7.1). */
export const authRoutes = routes({
  login: { method: 'POST', path: '/api/mongo/admin/login', access: 'public' },
  refresh: { method: 'POST', path: '/api/mongo/admin/refresh', access: 'public' },
  logout: { method: 'POST', path: '/api/mongo/admin/logout', access: 'public', status: 204 },
  me: { method: 'GET', path: '/api/mongo/admin/me', access: 'session' },
  validate: { method: 'GET', path: '/api/mongo/admin/validate', access: 'session' },
  extend: { method: 'POST', path: '/api/mongo/admin/extend', access: 'session' },
});

export const ssoRoutes = routes({
  /** Answers a 302 to the provider (or to the login screen with an error); no body. */
  google: { method: 'GET', path: '/api/mongo/auth/google', access: 'public' },
  callback: { method: 'GET', path: '/api/mongo/auth/google/callback', access: 'public' },
});

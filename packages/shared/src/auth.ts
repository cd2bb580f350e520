import { routes } from './endpoint';

/** Header names and displayName live in a zod-free module (the web's login screen imports them). */
export { accessTokenExpiresHeader, accessTokenHeader, displayName } from './auth-constants';

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

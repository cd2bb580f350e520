/*
 * Auth constants without zod: the web's first screen (login) imports these, and zod would add
 * ~80 KB to it. auth.ts re-exports them next to the schemas.
 */

/** Response headers that carry a rotated access token (spec 4: the client reads them). */
export const accessTokenHeader = 'x-access-token';
export const accessTokenExpiresHeader = 'x-access-token-expires-at';

/** Display name per spec 3.4: userName, else e-mail, else a default label. */
export function displayName(user: { userName: string | null; email: string | null } | null | undefined): string {
  return user?.userName || user?.email || '시스템 관리자';
}

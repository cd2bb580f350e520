import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../errors';

const issuer = 'saram';
const audience = 'saram-api';

export type AccessClaims = { sub: string; sid: string };

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds: number) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

/** token_expired for an expired but genuine token; UNAUTHORIZED for anything else. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims & { exp: number }> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      throw new AppError('UNAUTHORIZED');
    }
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
    throw new AppError('UNAUTHORIZED');
  }
}

export const apiTokenPrefix = 'saram_';

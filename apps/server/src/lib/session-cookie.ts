import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

/** The refresh token also travels as an httpOnly cookie, so a client can refresh with an empty body. */
export const refreshCookie = { name: 'saram_refresh', path: '/api/mongo/admin' } as const;

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(refreshCookie.name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: refreshCookie.path,
    maxAge: config.auth.sessionMaxHours * 3600,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(refreshCookie.name, { path: refreshCookie.path });
}

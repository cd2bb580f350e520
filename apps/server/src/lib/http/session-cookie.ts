import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

/** The refresh token also travels as an httpOnly cookie, so a client can refresh with an empty body. */
export const refreshCookie = { name: 'saram_refresh', path: '/api/mongo/admin' } as const;

/** The attributes of the cookie, the same when it is set and when it is cleared (a browser matches on them). */
function attributes(config: Config) {
  return { httpOnly: true, sameSite: 'strict', secure: config.publicUrl.startsWith('https://'), path: refreshCookie.path } as const;
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(refreshCookie.name, token, { ...attributes(config), maxAge: config.auth.sessionMaxHours * 3600 });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(refreshCookie.name, attributes(config));
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { accessTokenExpiresHeader, accessTokenHeader } from '@saram/shared/auth/auth';
import { authEndpoints as endpoints } from '@saram/shared/auth/auth.schemas';
import { errorBodySchema } from '@saram/shared/errors.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { bearerToken } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from '../../lib/http/session-cookie';
import * as auth from './auth.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
const unauthorized = { 401: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  /** The session behind this request's token, even when the access token has just expired. */
  async function sessionOf(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, deps.secrets.jwtKey, {
        clockTolerance: deps.config.auth.sessionMaxHours * 3600,
      });
      return typeof payload.sid === 'string' ? payload.sid : null;
    } catch {
      return null;
    }
  }

  const tags = ['auth'];

  route(
    app,
    endpoints.login,
    {
      tags,
      summary: '로그인 (로그인 ID 또는 이메일 + 비밀번호)',
      description:
        '실패 시 계정 존재 여부를 알리지 않습니다. 같은 계정에 같은 주소에서 5회 실패하면 그 주소는 15분간 429(LOGIN_THROTTLED). ' +
        '한 계정에 여러 주소에서 20회 넘게 실패하면 그 계정에 실패한 적 없는 주소에서만 시도할 수 있고, 한 주소에서 30회 실패하면 그 주소의 모든 시도를 15분간 거절합니다.',
      responses: errors,
    },
    async (request, reply) => {
      // The log names the attempt by the same keyed hash as login_attempts: people type passwords into the ID field.
      const attempt = { loginKey: auth.loginKeyHash(deps.secrets, auth.loginKeyOf(request.body.loginId)), ip: request.ip };
      const result = await auth.login(deps, request.actor, { ...request.body, userAgent: request.headers['user-agent'] ?? null }).catch(
        (err: unknown) => {
          request.log.warn({ ...attempt, outcome: err instanceof AppError ? err.code : 'error' }, 'login attempt');
          throw err;
        },
      );
      request.log.info({ ...attempt, outcome: 'success' }, 'login attempt');
      setRefreshCookie(reply, deps.config, result.token.refresh_token);
      return result;
    },
  );

  route(
    app,
    endpoints.refresh,
    {
      tags,
      summary: '토큰 갱신 (refresh token 회전)',
      description:
        'refresh token은 httpOnly 쿠키 또는 본문 refresh_token으로 받습니다. 새 access token과 만료 시각은 ' +
        `${accessTokenHeader}, ${accessTokenExpiresHeader} 헤더로도 보냅니다. 이미 사용된 refresh token을 다시 쓰면 ` +
        '세션 전체가 폐기되고 AUTH106을 답합니다. 세션 만료(유휴·최대 수명)는 AUTH105입니다.',
      responses: errors,
    },
    async (request, reply) => {
      const token = request.body?.refresh_token ?? app.parseCookie(request.headers.cookie ?? '')[refreshCookie.name];
      if (!token) throw new AppError('UNAUTHORIZED');
      const result = await auth.refresh(deps, request.actor, token);
      setRefreshCookie(reply, deps.config, result.token.refresh_token);
      void reply.header(accessTokenHeader, result.token.access_token);
      void reply.header(accessTokenExpiresHeader, result.token.expires_at);
      return result;
    },
  );

  route(
    app,
    endpoints.logout,
    {
      tags,
      summary: '로그아웃 (세션 폐기)',
      description: 'access token(만료된 것도), 본문 refresh_token 또는 refresh 쿠키가 가리키는 세션을 폐기합니다. 항상 204.',
    },
    async (request, reply) => {
      const refreshToken = request.body?.refresh_token ?? app.parseCookie(request.headers.cookie ?? '')[refreshCookie.name];
      const sessionId = (await sessionOf(request)) ?? (refreshToken ? await auth.sessionOfRefreshToken(deps.db, refreshToken) : null);
      if (sessionId) await auth.logout(deps, request.actor, sessionId);
      clearRefreshCookie(reply, deps.config);
    },
  );

  route(app, endpoints.me, { tags, summary: '내 정보', responses: unauthorized }, async (request) => ({
    user: auth.signedInUser(request.user),
  }));

  route(app, endpoints.validate, { tags, summary: '토큰 유효성 확인', responses: unauthorized }, async (request) => ({
    valid: true as const,
    expires_at: request.tokenExpiresAt?.toISOString() ?? null,
    user: auth.signedInUser(request.user),
  }));

  route(
    app,
    endpoints.extend,
    { tags, summary: '세션 연장 (새 access token, 유휴 시간 초기화)', responses: unauthorized },
    async (request, reply) => {
      const token = await auth.extend(deps, request.actor);
      void reply.header(accessTokenHeader, token.access_token);
      void reply.header(accessTokenExpiresHeader, token.expires_at);
      return { token };
    },
  );
};

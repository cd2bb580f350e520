import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ssoEndpoints as endpoints } from '@saram/shared/auth/auth.schemas';
import { josa } from '@saram/shared/hangul';
import { errorBodySchema } from '@saram/shared/errors.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { route } from '../../lib/http/route';
import { setRefreshCookie } from '../../lib/http/session-cookie';
import * as sso from './sso.service';

/** Where the browser goes when sign-in cannot start; the login screen shows the matching message. */
export const ssoLoginErrorPaths = {
  notConfigured: '/login?error=sso_not_configured',
  unavailable: '/login?error=sso_failed',
} as const;

export const ssoRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const oidc = sso.createOidcClient(deps.config.oidc);
  const ssoDeps = (request: FastifyRequest): sso.SsoDeps => ({ ...deps, oidc, log: request.log });

  const tags = ['auth'];

  route(
    app,
    endpoints.google,
    {
      tags,
      summary: 'Google 로그인 시작 (인증 화면으로 이동)',
      description:
        'state, nonce, PKCE(S256) 검증값을 만들어 10분간 보관하고 Google 인증 화면으로 302 이동합니다. ' +
        `SSO가 설정되지 않았으면 ${ssoLoginErrorPaths.notConfigured}, 제공자에 연결할 수 없으면 ` +
        `${josa(ssoLoginErrorPaths.unavailable, '으로/로')} 이동합니다.`,
      responses: { 302: z.null().describe('Location 헤더의 주소로 이동') },
    },
    async (request, reply) => {
      let target: string;
      try {
        target = (await sso.authorizationUrl(ssoDeps(request)))?.href ?? ssoLoginErrorPaths.notConfigured;
      } catch (err) {
        request.log.error({ err }, 'sso: identity provider unavailable');
        target = ssoLoginErrorPaths.unavailable;
      }
      return reply.redirect(target, 302);
    },
  );

  route(
    app,
    endpoints.callback,
    {
      tags,
      summary: 'Google 로그인 완료 (인증 코드 교환, 세션 발급)',
      description:
        '웹의 /auth/google/callback 화면이 받은 code, state, iss를 그대로 전달합니다. state는 한 번만 쓸 수 있습니다. ' +
        '계정은 issuer + subject로 찾고, 처음 로그인할 때는 관리자가 이메일 연결을 허용한 활성 계정에 한해 ' +
        '검증된 이메일로 연결합니다. 오류: 400 잘못된 인증 응답, 401 SSO_FAILED.',
      responses: { 400: errorBodySchema, 401: errorBodySchema },
    },
    async (request, reply) => {
      const result = await sso.completeLogin(ssoDeps(request), request.actor, {
        query: request.query,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setRefreshCookie(reply, deps.config, result.token.refresh_token);
      return result;
    },
  );
};

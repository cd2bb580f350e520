import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AdminUser, Token } from '@saram/shared/auth/auth.schemas';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import { findUserByEmail, findUserById, recordLoginAttempt, startSession, userDto, type AuthDeps } from '../auth/auth.service';
import * as repo from './sso.repo';

export const ssoScope = 'openid email profile';
export const stateTtlSeconds = 10 * 60;

export const ssoMessages = {
  providerError: 'Google 로그인에 실패했습니다.',
  badResponse: '잘못된 인증 응답입니다.',
  failed: 'Google 로그인 처리 중 오류가 발생했습니다.',
  noAccount: '연결된 Saram 계정이 없습니다. 관리자에게 계정 연결을 요청해주세요.',
  inactive: '비활성화된 계정입니다. 관리자에게 문의해주세요.',
} as const;

/** The identity provider as this app sees it; discovery runs once, on first use, and again after a failure. */
export type OidcClient = {
  settings: Config['oidc'];
  configured: boolean;
  configuration: () => Promise<oidc.Configuration>;
};

export function createOidcClient(settings: Config['oidc']): OidcClient {
  let cached: Promise<oidc.Configuration> | undefined;
  const discover = () =>
    oidc.discovery(
      new URL(settings.issuer),
      settings.clientId ?? '',
      undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      settings.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
  return {
    settings,
    configured: Boolean(settings.clientId),
    configuration() {
      cached ??= discover().catch((err: unknown) => {
        cached = undefined;
        throw err;
      });
      return cached;
    },
  };
}

export type SsoDeps = AuthDeps & { oidc: OidcClient; log: Pick<FastifyBaseLogger, 'info' | 'warn'> };

export type SsoCallback = { code?: string; state?: string; iss?: string; error?: string };

type Identity = { issuer: string; subject: string; email: string | null; emailVerified: boolean };

const failed = () => new AppError('SSO_FAILED', ssoMessages.failed);

/**
 * Starts a sign-in: a single-use state with its nonce and PKCE verifier, and the provider's
 * authorization URL. Null when no client is configured.
 */
export async function authorizationUrl(deps: SsoDeps): Promise<URL | null> {
  if (!deps.oidc.configured) return null;
  const configuration = await deps.oidc.configuration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.deleteExpiredStates(deps.db);
  await repo.insertState(deps.db, { state, nonce, codeVerifier, ttlSeconds: stateTtlSeconds });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: deps.oidc.settings.redirectUrl,
    scope: ssoScope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** Validates the provider's answer, exchanges the code and returns the verified ID token's identity. */
async function exchangeCode(deps: SsoDeps, input: { code: string; state: string; iss?: string | undefined }): Promise<Identity> {
  const pending = await repo.consumeState(deps.db, input.state);
  if (!pending) {
    deps.log.warn({ method: 'sso', outcome: 'failure', reason: 'unknown_state' }, 'login attempt');
    throw failed();
  }
  const currentUrl = new URL(deps.oidc.settings.redirectUrl);
  currentUrl.searchParams.set('code', input.code);
  currentUrl.searchParams.set('state', input.state);
  if (input.iss) currentUrl.searchParams.set('iss', input.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(await deps.oidc.configuration(), currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedNonce: pending.nonce,
      expectedState: input.state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
    };
  } catch (err) {
    deps.log.warn({ err, method: 'sso', outcome: 'failure', reason: 'token_exchange' }, 'login attempt');
    throw failed();
  }
}

/**
 * The Saram user behind an identity: by issuer + subject, or, on a first sign-in, by verified
 * e-mail when an administrator allowed that for the account (the link is then stored and audited).
 */
async function resolveUser(tx: Tx, actor: Actor, identity: Identity) {
  const linked = await repo.findIdentity(tx, identity.issuer, identity.subject);
  if (linked) {
    const user = await findUserById(tx, linked.userId);
    if (!user) throw new AppError('SSO_FAILED', ssoMessages.noAccount);
    return user;
  }
  const user = identity.emailVerified && identity.email ? await findUserByEmail(tx, identity.email) : undefined;
  if (!user?.ssoEmailLinkAllowed || (await repo.hasIdentityAtIssuer(tx, user.id, identity.issuer))) {
    throw new AppError('SSO_FAILED', ssoMessages.noAccount);
  }
  if (!user.isActive) throw new AppError('SSO_FAILED', ssoMessages.inactive);
  const link = { issuer: identity.issuer, subject: identity.subject, userId: user.id, email: identity.email };
  if (!(await repo.insertIdentity(tx, link))) throw failed();
  await writeAudit(tx, { ...actor, userId: user.id, label: user.loginId }, {
    action: 'auth.sso_link',
    targetCollection: 'users',
    targetId: user.id,
    after: { issuer: identity.issuer, subject: identity.subject, email: identity.email },
  });
  return user;
}

/** Completes a sign-in from the provider's redirect: one session for the linked, active user. */
export async function completeLogin(
  deps: SsoDeps,
  actor: Actor,
  input: { query: SsoCallback; userAgent: string | null },
): Promise<{ token: Required<Token>; user: AdminUser }> {
  const { code, state, iss, error } = input.query;
  if (error) {
    if (state) await repo.consumeState(deps.db, state);
    deps.log.warn({ method: 'sso', outcome: 'failure', reason: 'provider_error', error }, 'login attempt');
    throw new AppError('SSO_FAILED', ssoMessages.providerError, { error });
  }
  if (!code || !state) throw new AppError('BAD_REQUEST', ssoMessages.badResponse);
  if (!deps.oidc.configured) throw failed();

  const identity = await exchangeCode(deps, { code, state, iss });
  const attempt = { method: 'sso', loginKey: `${identity.issuer}|${identity.subject}`, email: identity.email };
  try {
    const result = await deps.db.transaction(async (tx) => {
      const user = await resolveUser(tx, actor, identity);
      if (!user.isActive) throw new AppError('SSO_FAILED', ssoMessages.inactive);
      const token = await startSession(deps, tx, actor, user, 'sso', input.userAgent);
      await recordLoginAttempt(deps, tx, { loginKey: attempt.loginKey, ip: actor.ip, outcome: 'success', userId: user.id, method: 'sso' });
      return { token, user: await userDto(tx, user) };
    });
    deps.log.info({ ...attempt, outcome: 'success', userId: result.user.id }, 'login attempt');
    return result;
  } catch (err) {
    deps.log.warn({ ...attempt, outcome: 'failure', reason: err instanceof AppError ? err.message : 'error' }, 'login attempt');
    await recordLoginAttempt(deps, deps.db, { loginKey: attempt.loginKey, ip: actor.ip, outcome: 'failure', method: 'sso' });
    throw err;
  }
}

/** Unlinks the account's provider identities inside the caller's transaction (the retention purge); answers how many. */
export async function unlinkIdentitiesOf(tx: Tx, userId: string): Promise<number> {
  return repo.deleteIdentitiesOf(tx, userId);
}

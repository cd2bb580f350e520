import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createTestUser, type TestApp } from '../../test/app';
import { ssoMessages } from './sso.service';

const clientId = 'saram-test';
const clientSecret = 'saram-test-secret-0123456789abcdef';
const redirectUrl = 'http://127.0.0.1:5173/auth/google/callback';

type ProviderAccount = { email: string; email_verified: boolean };
const accounts = new Map<string, ProviderAccount>();

let server: Server;
let issuer: string;
let providerDown = false;
let t: TestApp;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUrl],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['sso-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    clientBasedCORS: () => true,
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!providerDown) return handle(req, res);
    res.statusCode = 503;
    res.end();
  });
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_REDIRECT_URL: redirectUrl,
    OIDC_ALLOW_INSECURE: '1',
  });
});

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

type Jar = Map<string, string>;

function keepCookies(jar: Jar, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    if (!value || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** A browser at the provider: follows redirects, signs in as `login`, consents, stops at redirect_uri. */
async function authorizeAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar: Jar = new Map();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    keepCookies(jar, res);
    const location = res.headers.get('location');
    form = undefined;
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUrl)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('the provider never redirected back');
}

async function startLogin(app = t) {
  const res = await app.app.inject({ method: 'GET', url: '/api/mongo/auth/google' });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** The provider's answer, as the web callback page forwards it: code, state and iss. */
async function providerAnswer(sub: string) {
  const back = await authorizeAtProvider(await startLogin(), sub);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss')! };
}

function callback(query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/mongo/auth/google/callback', query, headers: { accept: 'application/json' } });
}

async function signIn(sub: string, account: ProviderAccount) {
  accounts.set(sub, account);
  return callback(await providerAnswer(sub));
}

const linksOf = (userId: string) =>
  queryRows<{ subject: string }>(t.db, sql`select subject from oidc_identities where user_id = ${userId}`);

describe('GET /api/mongo/auth/google', () => {
  it('discovers the provider lazily and tries again after it was unreachable', async () => {
    providerDown = true;
    expect(await startLogin()).toBe('/login?error=sso_failed');
    providerDown = false;
    expect(await startLogin()).toMatch(new RegExp(`^${issuer}/`));
  });

  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const first = new URL(await startLogin());
    const second = new URL(await startLogin());
    expect(first.origin).toBe(issuer);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUrl,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/.{20,}/),
      nonce: expect.stringMatching(/.{20,}/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    for (const key of ['state', 'nonce', 'code_challenge']) {
      expect(second.searchParams.get(key)).not.toBe(first.searchParams.get(key));
    }
  });

  it('sends the browser to the login screen when SSO is not configured', async () => {
    const bare = await createTestApp();
    try {
      expect(await startLogin(bare)).toBe('/login?error=sso_not_configured');
      const res = await bare.app.inject({ method: 'GET', url: '/api/mongo/auth/google/callback', query: { code: 'c', state: 's' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.failed });
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/mongo/auth/google/callback', () => {
  it('links a first sign-in by verified e-mail when allowed, then finds the user by issuer and subject', async () => {
    const kim = await createTestUser(t, 'kim.sso', ['hr_staff'], { email: 'kim.sso@hanbit.co.kr', ssoEmailLinkAllowed: true });
    const first = await signIn('google-kim', { email: 'Kim.SSO@hanbit.co.kr', email_verified: true });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.token).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(new Date(body.token.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({ id: kim.id, email: 'kim.sso@hanbit.co.kr', loginId: 'kim.sso', roles: [{ name: 'hr_staff' }] });

    const me = await t.app.inject({ method: 'GET', url: '/api/mongo/admin/me', headers: bearer(body.token.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(kim.id);

    const audits = await queryRows<{ actor_id: string; after: { issuer: string; subject: string } }>(
      t.db,
      sql`select actor_id, after from audit_log where action = 'auth.sso_link' and target_id = ${kim.id}`,
    );
    expect(audits).toEqual([{ actor_id: kim.id, after: expect.objectContaining({ issuer, subject: 'google-kim' }) }]);
    expect(await linksOf(kim.id)).toEqual([{ subject: 'google-kim' }]);

    const second = await signIn('google-kim', { email: 'kim.personal@gmail.com', email_verified: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(kim.id);
    const sessions = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where user_id = ${kim.id} and method = 'sso'`,
    );
    expect(sessions[0]?.n).toBe(2);

    const other = await signIn('google-kim-2', { email: 'kim.sso@hanbit.co.kr', email_verified: true });
    expect(other.statusCode).toBe(401);
    expect(await linksOf(kim.id)).toEqual([{ subject: 'google-kim' }]);
  });

  it('refuses a verified e-mail whose account does not allow e-mail linking', async () => {
    const lee = await createTestUser(t, 'lee.sso', ['employee'], { email: 'lee.sso@hanbit.co.kr' });
    const res = await signIn('google-lee', { email: 'lee.sso@hanbit.co.kr', email_verified: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.noAccount, errorId: expect.any(String) });
    expect(await linksOf(lee.id)).toEqual([]);
  });

  it('refuses an unverified e-mail even when linking is allowed', async () => {
    const park = await createTestUser(t, 'park.sso', ['employee'], { email: 'park.sso@hanbit.co.kr', ssoEmailLinkAllowed: true });
    const res = await signIn('google-park', { email: 'park.sso@hanbit.co.kr', email_verified: false });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.noAccount });
    expect(await linksOf(park.id)).toEqual([]);
  });

  it('refuses an unknown identity without a matching account', async () => {
    const res = await signIn('google-stranger', { email: 'stranger@gmail.com', email_verified: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.noAccount });
  });

  it('refuses a linked user who was deactivated', async () => {
    const choi = await createTestUser(t, 'choi.sso', ['employee'], { email: 'choi.sso@hanbit.co.kr', ssoEmailLinkAllowed: true });
    expect((await signIn('google-choi', { email: 'choi.sso@hanbit.co.kr', email_verified: true })).statusCode).toBe(200);
    await t.db.execute(sql`update users set is_active = false where id = ${choi.id}`);
    const res = await signIn('google-choi', { email: 'choi.sso@hanbit.co.kr', email_verified: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.inactive });
  });

  it('accepts a state once: a replay, an unknown state or a forged code is refused', async () => {
    await createTestUser(t, 'jung.sso', ['employee'], { email: 'jung.sso@hanbit.co.kr', ssoEmailLinkAllowed: true });
    accounts.set('google-jung', { email: 'jung.sso@hanbit.co.kr', email_verified: true });
    const answer = await providerAnswer('google-jung');
    expect((await callback(answer)).statusCode).toBe(200);

    const replay = await callback(answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.failed });

    const fresh = await providerAnswer('google-jung');
    const unknownState = await callback({ ...fresh, state: 'not-a-state-we-issued' });
    expect(unknownState.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.failed });

    const started = new URL(await startLogin());
    const forged = await callback({ code: 'forged-code', state: started.searchParams.get('state')!, iss: issuer });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'SSO_FAILED', message: ssoMessages.failed });
  });

  it('answers 400 when code or state is missing', async () => {
    const queries: Record<string, string>[] = [{}, { code: 'abc' }, { state: 'xyz' }, { code: '', state: '' }];
    for (const query of queries) {
      const res = await callback(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: '잘못된 인증 응답입니다.' });
    }
  });

  it('answers 401 when the provider reports an error', async () => {
    const started = new URL(await startLogin());
    const state = started.searchParams.get('state')!;
    const res = await callback({ error: 'access_denied', state });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', message: 'Google 로그인에 실패했습니다.' });
    const afterwards = await callback({ code: 'any', state });
    expect(afterwards.json()).toMatchObject({ message: ssoMessages.failed });
  });

  it('documents both routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/mongo/auth/google'].get.tags).toEqual(['auth']);
    expect(doc.paths['/api/mongo/auth/google/callback'].get).toMatchObject({
      tags: ['auth'],
      summary: expect.stringContaining('Google'),
      parameters: expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'query' })]),
    });
  });
});

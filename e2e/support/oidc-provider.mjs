/**
 * A local OpenID Connect provider for the browser SSO test (e2e/access/sso.spec.ts), standing in for
 * Google. oidc-provider's development login form accepts any login and password: the login is
 * the subject, and the e-mail claim is the login itself when it contains '@' (verified), so the
 * test signs in as whatever e-mail it approved in Saram.
 *
 * Playwright starts it (e2e/playwright.config.ts) with the settings of support/oidc-settings.ts:
 *   OIDC_E2E_PORT, OIDC_E2E_CLIENT_ID, OIDC_E2E_CLIENT_SECRET, OIDC_E2E_REDIRECT_URL
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (see e2e/support/oidc-settings.ts)`);
  return value;
}

const oidcPort = Number(required('OIDC_E2E_PORT'));
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oidcClient = {
  id: required('OIDC_E2E_CLIENT_ID'),
  secret: required('OIDC_E2E_CLIENT_SECRET'),
  redirectUrl: required('OIDC_E2E_REDIRECT_URL'),
};

const provider = new Provider(oidcIssuer, {
  clients: [
    {
      client_id: oidcClient.id,
      client_secret: oidcClient.secret,
      redirect_uris: [oidcClient.redirectUrl],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  conformIdTokenClaims: false,
  ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  cookies: { keys: ['saram-e2e-oidc-cookie-key'] },
  features: { devInteractions: { enabled: true } },
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({
      sub,
      name: sub,
      email: sub.includes('@') ? sub.toLowerCase() : `${sub}@example.test`,
      email_verified: sub.includes('@'),
    }),
  }),
});

const server = createServer(provider.callback());
server.listen(oidcPort, '127.0.0.1', () => {
  console.log(`e2e OIDC provider at ${oidcIssuer}`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

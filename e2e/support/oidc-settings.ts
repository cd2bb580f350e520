/**
 * The e2e OIDC provider (support/oidc-provider.mjs) and its one client. The Playwright config
 * starts the provider with these values and hands the same ones to the Saram server as OIDC_*.
 */
export const oidcPort = Number(process.env.OIDC_E2E_PORT ?? 3199);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

const saramPort = Number(process.env.E2E_PORT ?? 3100);

export const oidcClient = {
  id: 'saram-e2e',
  secret: 'saram-e2e-secret-0123456789abcdef',
  redirectUrl: `http://127.0.0.1:${saramPort}/auth/google/callback`,
} as const;

/** The provider's environment (read by oidc-provider.mjs). */
export const oidcProviderEnv = {
  OIDC_E2E_PORT: String(oidcPort),
  OIDC_E2E_CLIENT_ID: oidcClient.id,
  OIDC_E2E_CLIENT_SECRET: oidcClient.secret,
  OIDC_E2E_REDIRECT_URL: oidcClient.redirectUrl,
};

/** What the Saram server needs to use the provider (config.ts: OIDC_*). */
export const saramOidcEnv = {
  OIDC_ISSUER: oidcIssuer,
  OIDC_CLIENT_ID: oidcClient.id,
  OIDC_CLIENT_SECRET: oidcClient.secret,
  OIDC_REDIRECT_URL: oidcClient.redirectUrl,
  OIDC_ALLOW_INSECURE: '1',
};

/** The slice of oidc-provider (shipped without types) that the SSO test uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = {
    accountId: string;
    claims: (use: string, scope: string) => Promise<Record<string, unknown> & { sub: string }>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  };

  export type Configuration = {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    pkce?: { required?: () => boolean };
    clientBasedCORS?: () => boolean;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }

  export default Provider;
}

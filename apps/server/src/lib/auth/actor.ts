import type { Permission, RoleName } from '@saram/shared/permissions';

/** Who performs a use case. Services take `(db, actor, input)`. */
export type Actor = {
  userId: string | null;
  label: string;
  roles: RoleName[];
  permissions: ReadonlySet<Permission>;
  /** Units (with descendants), corporations or employee ids (a 'self' grant) the actor may see; null: every employee. */
  employeeScope: readonly string[] | null;
  via: 'session' | 'api_token' | 'system' | 'anonymous';
  sessionId: string | null;
  apiTokenId: string | null;
  ip: string | null;
  requestId: string | null;
};

export function systemActor(label = 'system'): Actor {
  return {
    userId: null,
    label,
    roles: [],
    permissions: new Set(),
    employeeScope: null,
    via: 'system',
    sessionId: null,
    apiTokenId: null,
    ip: null,
    requestId: null,
  };
}

/** The caller before sign-in (login, SSO): known only by address. */
export function anonymousActor(ip: string | null, requestId: string | null): Actor {
  return { ...systemActor('anonymous'), via: 'anonymous', ip, requestId };
}

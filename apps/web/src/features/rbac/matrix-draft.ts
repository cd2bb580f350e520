import type { Permission } from '@saram/shared/permissions';
import type { Role } from '@saram/shared/rbac/rbac.schemas';

/**
 * The 역할·권한 매트릭스 being edited: the permissions of the custom roles the admin changed, by role
 * name. Default roles are read-only (their permissions come from the catalogue).
 */
export type MatrixDraft = Readonly<Record<string, readonly string[]>>;

export function permissionsOf(draft: MatrixDraft, role: Role): readonly string[] {
  return draft[role.name] ?? role.permissions;
}

/** Ticks or clears one cell; a role back to its stored permissions leaves the draft. */
export function toggleCell(draft: MatrixDraft, role: Role, permission: string): MatrixDraft {
  if (role.isSystem) return draft;
  const current = permissionsOf(draft, role);
  const next = current.includes(permission) ? current.filter((p) => p !== permission) : [...current, permission];
  const { [role.name]: _dropped, ...rest } = draft;
  return samePermissions(next, role.permissions) ? rest : { ...rest, [role.name]: next };
}

function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((p) => b.includes(p));
}

export type RoleChange = { name: string; label: string; permissions: Permission[]; added: string[]; removed: string[] };

/** What saving sends: one change per edited custom role, with what it gains and loses. */
export function matrixChanges(draft: MatrixDraft, roles: readonly Role[]): RoleChange[] {
  return roles
    .filter((role) => !role.isSystem && draft[role.name])
    .map((role) => {
      const next = draft[role.name]!;
      return {
        name: role.name,
        label: role.label,
        permissions: [...next].sort() as Permission[],
        added: next.filter((p) => !role.permissions.includes(p)),
        removed: role.permissions.filter((p) => !next.includes(p)),
      };
    })
    .filter((change) => change.added.length + change.removed.length > 0);
}

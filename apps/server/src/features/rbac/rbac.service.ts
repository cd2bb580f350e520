import { eq } from 'drizzle-orm';
import { defaultRoles, roleNames } from '@saram/shared/permissions';
import type { Db } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema/rbac';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';

/** Makes the stored default roles match the catalogue in packages/shared (run on start). */
export async function syncDefaultRoles(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await tx.select().from(rolePermissions);
    for (const name of roleNames) {
      const role = defaultRoles[name];
      const before = stored.filter((r) => r.role === name).map((r) => r.permission).sort();
      const after = [...role.permissions].sort();
      await tx
        .insert(roles)
        .values({ name, label: role.label, description: role.description, isSystem: true })
        .onConflictDoUpdate({ target: roles.name, set: { label: role.label, description: role.description, isSystem: true } });
      if (before.join() === after.join()) continue;
      await tx.delete(rolePermissions).where(eq(rolePermissions.role, name));
      await tx.insert(rolePermissions).values(after.map((permission) => ({ role: name, permission })));
      await writeAudit(tx, actor, { action: 'roles.sync', targetCollection: 'roles', targetId: name, before, after });
    }
  });
}


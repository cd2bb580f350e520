import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, users } from './auth';

/** Roles: the default ones (synchronised from packages/shared on start) and custom ones made on /rbac. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull().default(''),
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** A grant: an account holds a role over a record scope, given by hand or by a role-assignment rule. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    /** all | corporation | unit | self (see packages/shared/src/rbac/rbac.ts). */
    scopeType: text('scope_type', { enum: ['all', 'corporation', 'unit', 'self'] }).notNull().default('all'),
    /** The corporations or units (with their descendants) picked for the scope; empty: the grantee's own. */
    scopeUnitIds: uuid('scope_unit_ids').array(),
    /** manual grants are never touched by rules; rule grants carry the rule that made them. */
    source: text('source', { enum: ['manual', 'rule'] }).notNull().default('manual'),
    ruleId: uuid('rule_id'),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the grant editor shows it among the account's manual grants (the order it was saved in). */
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

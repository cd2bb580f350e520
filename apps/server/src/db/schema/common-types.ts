import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './auth';

/** 공통 코드 (owner: common-types): the values of the employee forms' selects, per group. */
export const commonTypes = pgTable(
  'common_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupType: text('group_type').notNull(),
    typeName: text('type_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** A fixed code (a label of a value the server's logic depends on): no rename, deactivation or deletion. */
    isSystem: boolean('is_system').notNull().default(false),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('common_types_group_name_idx').on(t.groupType, sql`lower(${t.typeName})`),
    index('common_types_group_order_idx').on(t.groupType, t.sortOrder),
  ],
);

import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { migrationBatches } from './migration-batches';

/** The tables of the corporate-structure feature (its repos are their only writers). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** 법인: holding (HQ_HOLDINGS) or operating companies; an employee's insurance corporation is one. */
export const corporations = pgTable(
  'corporations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    corporateType: text('corporate_type', { enum: ['HQ_HOLDINGS', 'OPERATING'] }).notNull(),
    businessRegistrationNumber: text('business_registration_number'),
    corporateRegistrationNumber: text('corporate_registration_number'),
    employerType: text('employer_type', { enum: ['LEGAL', 'ACTUAL', 'BOTH'] }).notNull().default('LEGAL'),
    hrAuthority: text('hr_authority', { enum: ['FULL', 'PARTIAL', 'NONE'] }).notNull().default('FULL'),
    holdingCompanyId: uuid('holding_company_id').references((): AnyPgColumn => corporations.id, { onDelete: 'restrict' }),
    representative: text('representative'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    migrationBatchId: uuid('migration_batch_id').references(() => migrationBatches.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('corporations_name_key').on(t.name),
    uniqueIndex('corporations_brn_key').on(t.businessRegistrationNumber),
    uniqueIndex('corporations_crn_key').on(t.corporateRegistrationNumber),
    index('corporations_holding_idx').on(t.holdingCompanyId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * 법인 직인: the seal image an administrator uploads, printed on the corporation's certificates. A table
 * of its own so that reading corporations never carries the image.
 */
export const corporationSeals = pgTable('corporation_seals', {
  corporationId: uuid('corporation_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  image: bytea('image').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

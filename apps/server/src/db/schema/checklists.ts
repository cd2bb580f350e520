import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { verificationMethods } from '@saram/shared/checklists/checklists';
import type { Assignment, ChecklistItem, ChecklistSection } from '@saram/shared/checklists/checklists.schemas';
import { instanceStatuses, verificationStatuses } from '@saram/shared/onboarding/onboarding';
import { createdAt } from './auth';
import { employees } from './employees';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Checklist templates (owner: checklists). The template row names the current version; versions are
 * immutable snapshots (only ever inserted: checklists.repo.ts has no update or delete for them).
 */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    featureId: text('feature_id').notNull(),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checklist_templates_feature_name_idx').on(t.featureId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('checklist_templates_search_idx').using('gin', sql`search_tokens(${t.name})`),
  ],
);

export const checklistTemplateVersions = pgTable(
  'checklist_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => checklistTemplates.id),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<ChecklistSection[]>().notNull(),
    items: jsonb('items').$type<ChecklistItem[]>().notNull(),
    assignment: jsonb('assignment').$type<Assignment>().notNull().default({ corporationIds: [], employmentTypes: [] }),
    changeSummary: text('change_summary').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checklist_template_versions_template_version_idx').on(t.templateId, t.version)],
);

/** The builder's palette (mongo/ui-items). */
export const uiItems = pgTable(
  'ui_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    defaultConfig: jsonb('default_config').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ui_items_category_label_idx').on(t.category, t.label), index('ui_items_order_idx').on(t.sortOrder)],
);

/**
 * A checklist for one person (feature 'onboarding' for new hires): the sections and items of the
 * template version it started from, copied, so template changes never alter a running checklist.
 */
export const checklistInstances = pgTable(
  'checklist_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    featureId: text('feature_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => checklistTemplates.id),
    templateVersion: integer('template_version').notNull(),
    templateName: text('template_name').notNull(),
    sections: jsonb('sections').$type<ChecklistSection[]>().notNull(),
    items: jsonb('items').$type<ChecklistItem[]>().notNull(),
    status: text('status', { enum: instanceStatuses }).notNull().default('in_progress'),
    statusReason: text('status_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checklist_instances_live_idx').on(t.employeeId, t.featureId).where(sql`${t.deletedAt} is null`),
    index('checklist_instances_status_idx').on(t.featureId, t.status),
  ],
);

/** One act on one item of an instance (a document handed in, a sign-off, a decision). Withdrawn ones keep their row. */
export const checklistVerifications = pgTable(
  'checklist_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => checklistInstances.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    method: text('method', { enum: verificationMethods }).notNull(),
    status: text('status', { enum: verificationStatuses }).notNull(),
    note: text('note').notNull().default(''),
    documentId: uuid('document_id').references(() => checklistDocuments.id),
    createdBy: text('created_by').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('checklist_verifications_instance_idx').on(t.instanceId, t.itemId, t.createdAt)],
);

/** The columns of a file kept in the database (checklist and applicant documents): name, type found in the bytes, size, hash, bytes. */
export const storedFileColumns = () => ({
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
});

/**
 * Uploaded documents, in the database so every server instance serves them and backups hold them.
 * The type is the one found in the bytes; downloads go through the verification's access check.
 */
export const checklistDocuments = pgTable(
  'checklist_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => checklistInstances.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('checklist_documents_instance_idx').on(t.instanceId), index('checklist_documents_search_idx').using('gin', sql`search_tokens(${t.filename})`)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChecklistItem, ChecklistSection } from '@saram/shared/checklists';
import { createdAt } from './auth';

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
  (t) => [uniqueIndex('checklist_templates_feature_name_idx').on(t.featureId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
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

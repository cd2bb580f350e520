import { bigserial, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Error reports sent by the web app (sampled, sensitive keys already redacted by the client). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    errorId: text('error_id').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    userId: uuid('user_id'),
    context: jsonb('context'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_at_idx').on(t.at)],
);

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name', { enum: ['FCP', 'LCP', 'CLS', 'TTFB', 'INP'] }).notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating', { enum: ['good', 'needs-improvement', 'poor'] }).notNull(),
    path: text('path').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_name_at_idx').on(t.name, t.at)],
);

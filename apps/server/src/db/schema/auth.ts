import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loginId: text('login_id').notNull(),
    email: text('email'),
    userName: text('user_name'),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    employeeId: text('employee_id'),
    /** An administrator allowed linking a first SSO sign-in to this account by verified e-mail. */
    ssoEmailLinkAllowed: boolean('sso_email_link_allowed').notNull().default(false),
    /** An administrator set the password (new account, reset): the next sign-in must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_id_key').on(sql`lower(${t.loginId})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** One row per sign-in: the refresh-token family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Every sign-in attempt, successful or not (the throttle counts in login_throttle). login_key is a keyed
 * hash ('h:' + HMAC-SHA-256 under a key derived from the encryption key) of what was typed, never the
 * text itself: people type passwords into the ID field. 'unlock' rows are an older administrator's unlock.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loginKey: text('login_key').notNull(),
    userId: uuid('user_id'),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'throttled', 'unlock'] }).notNull(),
    method: text('method').notNull().default('password'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.loginKey, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/**
 * Sign-in failure counters, one row per (account, address), per account and per address ('pair',
 * 'account', 'ip'): taken and counted under a row lock before the password is checked, so parallel
 * attempts beyond a limit are refused unchecked. A counter starts again after a quiet window; a success
 * clears its (account, address) counter, an administrator's unlock all of the account's.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['pair', 'account', 'ip'] }).notNull(),
    /** The account of a 'pair' or 'account' counter, when the typed ID names one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_user_idx').on(t.userId), index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

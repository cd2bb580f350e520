import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CertificateItem, CertificateKind } from '@saram/shared/certificates/certificates';
import type { CertificateContent } from '@saram/shared/certificates/certificates.schemas';
import { corporations } from './corporate-structure';
import { employees } from './employees';

/**
 * Issued 재직·경력증명서 (owner: certificates), insert-only: the issue log (the retention purge only
 * erases the person's values from `content` and `purpose`). `content` is what was printed, as of the
 * issue date; the verification code is kept encrypted (AES-256-GCM, lib/auth/crypto.ts) so a copy of
 * the database cannot be used to vouch for a certificate, while the owner can print it again.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 2026-000123: the issue year (Seoul) and the year's sequence. */
    number: text('number').notNull(),
    issueYear: integer('issue_year').notNull(),
    sequence: integer('sequence').notNull(),
    codeEnc: text('code_enc').notNull(),
    kind: text('kind').$type<CertificateKind>().notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'set null' }),
    items: text('items').array().$type<CertificateItem[]>().notNull(),
    purpose: text('purpose').notNull().default(''),
    content: jsonb('content').$type<CertificateContent>().notNull(),
    /** 'self': the person asked on 내 정보; 'hr': HR issued it from the record. */
    requestedBy: text('requested_by', { enum: ['self', 'hr'] }).notNull(),
    issuedBy: text('issued_by'),
    issuedByLabel: text('issued_by_label').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_number_key').on(t.number),
    uniqueIndex('certificates_year_sequence_key').on(t.issueYear, t.sequence),
    index('certificates_employee_idx').on(t.employeeId, t.issuedAt),
    index('certificates_issued_at_idx').on(t.issuedAt),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { corporations } from './corporate-structure';
import { orgUnits } from './organization';

/**
 * The employee record. Columns that lists filter, sort and join on are real columns; the nested
 * sections of spec 3.1 that are read whole live in `record` (validated by the shared schema).
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeNo: text('employee_no').notNull(),
    nameKor: text('name_kor').notNull(),
    nameEng: text('name_eng'),
    /** accounts.email, the company address. */
    email: text('email'),
    emailPersonal: text('email_personal'),
    /** Digits only; shown as 010-1234-5678. */
    phone: text('phone'),
    /** Substrings of the name and of its 초성, so 1-6 character searches use the GIN index. */
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What a name being typed looks like, derived by PostgreSQL from the search tokens (migration 0020,
     * hangul_typing_keys()): a query whose last character is unfinished ('김ㅁ', '김민' on the way to 김미나) is
     * one key (packages/shared/src/hangul.ts typingKey), so it is one GIN lookup.
     */
    typingKeys: text('typing_keys')
      .array()
      .generatedAlwaysAs(sql`hangul_typing_keys(search_tokens)`),
    isActive: boolean('is_active').notNull().default(true),
    employmentStatus: text('employment_status').notNull().default('재직'),
    employmentType: text('employment_type'),
    jobTitle: text('job_title'),
    jobGrade: text('job_grade'),
    jobFunction: text('job_function'),
    hireDate: date('hire_date'),
    terminationDate: date('termination_date'),
    resignationType: text('resignation_type'),
    insuranceCorp: text('insurance_corp'),
    division: text('division'),
    headquarters: text('headquarters'),
    team: text('team'),
    part: text('part'),
    corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'set null' }),
    divisionId: uuid('division_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    headquartersId: uuid('headquarters_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    partId: uuid('part_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    /** The nested sections of spec 3.1 without the RRN; placement names and ids come from the columns above. */
    record: jsonb('record').notNull().default({}),
    /**
     * What the list shows of the record, kept by PostgreSQL beside it: a list page then reads no jsonb
     * (a record is a TOASTed ~2.5 KB value; reading it cost most of a page's database time).
     */
    address: text('address').generatedAlwaysAs(
      sql`coalesce(nullif(coalesce((record->'personal'->'addressInfo'->>'address') || ' ' || nullif(record->'personal'->'addressInfo'->>'addressDetail', ''),
        record->'personal'->'addressInfo'->>'address', nullif(record->'personal'->'addressInfo'->>'addressDetail', ''), ''), ''), record->'personal'->>'address')`,
    ),
    terminationReason: text('termination_reason').generatedAlwaysAs(sql`record->'resignation'->>'resignationReason'`),
    /**
     * AES-256-GCM (lib/auth/crypto.ts): the RRN, the salary as JSON, the bank account as JSON and the
     * disability and veteran data as JSON (those two never in `record`; null when empty).
     */
    rrnEnc: text('rrn_enc'),
    salaryEnc: text('salary_enc'),
    bankEnc: text('bank_enc'),
    disabilityEnc: text('disability_enc'),
    /** Set when the retention purge anonymised the record (3 years after 퇴직일); personal fields are gone. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_employee_no_key').on(t.employeeNo),
    index('employees_name_idx').on(t.nameKor),
    index('employees_corporation_idx').on(t.corporationId),
    index('employees_team_idx').on(t.teamId),
    index('employees_status_idx').on(t.employmentStatus),
    index('employees_employee_no_pattern_idx').on(sql`${t.employeeNo} text_pattern_ops`),
    index('employees_search_tokens_idx').using('gin', t.searchTokens),
    index('employees_typing_keys_idx').using('gin', t.typingKeys),
    index('employees_division_idx').on(t.divisionId),
    index('employees_headquarters_idx').on(t.headquartersId),
    index('employees_part_idx').on(t.partId),
    index('employees_termination_idx').on(t.terminationDate).where(sql`${t.employmentStatus} = '퇴직'`),
    /** Reports (features/reports/data) count over these columns alone: an index-only scan instead of the wide rows. */
    index('employees_report_idx').on(
      t.employmentStatus,
      t.hireDate,
      t.terminationDate,
      t.corporationId,
      t.divisionId,
      t.headquartersId,
      t.teamId,
      t.partId,
      t.jobGrade,
      t.employmentType,
      t.resignationType,
      t.id,
    ),
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index('employees_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // Rows still holding plaintext protected data (sealProtectedFields): empty once sealed, so the
    // check on every start reads this index instead of every record.
    index('employees_unsealed_idx')
      .on(t.id)
      .where(sql`(${t.record}->'personal') ?| array['bankAccount', 'disability', 'veteran']`),
    // Global search ranking: names starting with the query, in name order (code-point order is 가나다
    // order), and a 사번 typed without its hyphens.
    index('employees_name_c_idx').on(sql`${t.nameKor} collate "C"`, t.id),
    index('employees_employee_no_compact_idx').on(sql`lower(replace(${t.employeeNo}, '-', '')) text_pattern_ops`),
  ],
);

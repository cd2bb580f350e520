import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicantAction, ApplicantDocumentKind, ApplicantStatus, EvaluationStage, NoticeAction, NoticeStatus } from '@saram/shared/recruitment/recruitment';
import { createdAt, users } from './auth';
import { storedFileColumns } from './checklists';
import { employees } from './employees';
import { orgUnits } from './organization';

/** Job notices (owner: recruitment; spec 7.4). The unit's name is kept so a later unit removal leaves the notice readable. */
export const recruitmentNotices = pgTable(
  'recruitment_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    unitId: uuid('unit_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    unitName: text('unit_name').notNull(),
    /** '플랫폼사업부 > 개발본부 > 백엔드팀' as it was when the notice was saved. */
    unitPath: text('unit_path').notNull(),
    jobFunction: text('job_function').notNull(),
    employmentType: text('employment_type').notNull(),
    headcount: integer('headcount').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    status: text('status').$type<NoticeStatus>().notNull().default('waiting_approval'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorLabel: text('author_label').notNull(),
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    approverLabel: text('approver_label'),
    returnComment: text('return_comment'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When it closed or was disabled: the applicants' retention period runs from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recruitment_notices_status_idx').on(t.status, t.createdAt),
    index('recruitment_notices_unit_idx').on(t.unitId),
    index('recruitment_notices_job_function_idx').on(t.jobFunction),
    index('recruitment_notices_closed_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
    index('recruitment_notices_search_idx').using('gin', sql`search_tokens(${t.title})`),
  ],
);

/** Each move of a notice: from, to, who, when, the comment. */
export const recruitmentNoticeEvents = pgTable(
  'recruitment_notice_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => recruitmentNotices.id, { onDelete: 'cascade' }),
    action: text('action').$type<NoticeAction>().notNull(),
    fromStatus: text('from_status').$type<NoticeStatus>(),
    toStatus: text('to_status').$type<NoticeStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('recruitment_notice_events_notice_idx').on(t.noticeId, t.seq)],
);

/** Applicants of a notice. Personal fields are anonymised after the retention period (anonymized_at). */
export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => recruitmentNotices.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    birthDate: date('birth_date'),
    applyChannel: text('apply_channel').notNull(),
    wantedId: text('wanted_id').notNull().default(''),
    appliedJobFunction: text('applied_job_function').notNull(),
    appliedAt: date('applied_at').notNull(),
    status: text('status').$type<ApplicantStatus>().notNull().default('received'),
    /** The employee record made from this applicant (integration). */
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    employeeNo: text('employee_no'),
    integratedAt: timestamp('integrated_at', { withTimezone: true }),
    integratedByLabel: text('integrated_by_label'),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applicants_notice_idx').on(t.noticeId, t.status),
    /** One application per e-mail per notice (anonymised rows no longer count). */
    uniqueIndex('applicants_notice_email_key').on(t.noticeId, sql`lower(${t.email})`).where(sql`${t.anonymizedAt} is null`),
    index('applicants_integrated_idx').on(t.integratedAt).where(sql`${t.integratedAt} is not null`),
    // Global search: by name (초성, typing state) and by e-mail prefix.
    index('applicants_search_idx').using('gin', sql`search_tokens(${t.name})`),
    index('applicants_typing_idx').using('gin', sql`hangul_typing_keys(search_tokens(${t.name}))`),
    // A family name (김) or a name being typed (김ㅁ) finds the names that start that way, in name order.
    index('applicants_name_c_idx').on(sql`(${t.name} collate "C")`),
    index('applicants_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** Each move of an applicant along the pipeline (and the integration, the anonymisation). */
export const applicantEvents = pgTable(
  'applicant_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    action: text('action').$type<ApplicantAction>().notNull(),
    fromStatus: text('from_status').$type<ApplicantStatus>(),
    toStatus: text('to_status').$type<ApplicantStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('applicant_events_applicant_idx').on(t.applicantId, t.seq)],
);

/** Resumes and other documents, in the database like checklist documents; the type is the one found in the bytes. */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicantDocumentKind>().notNull(),
    ...storedFileColumns(),
  },
  (t) => [index('applicant_documents_applicant_idx').on(t.applicantId), index('applicant_documents_search_idx').using('gin', sql`search_tokens(${t.filename})`)],
);

/** One interviewer's score and note for one stage of one applicant. */
export const interviewEvaluations = pgTable(
  'interview_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<EvaluationStage>().notNull(),
    interviewerId: uuid('interviewer_id').references(() => users.id, { onDelete: 'set null' }),
    interviewerLabel: text('interviewer_label').notNull(),
    score: smallint('score').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_evaluations_one_key').on(t.applicantId, t.stage, t.interviewerId)],
);

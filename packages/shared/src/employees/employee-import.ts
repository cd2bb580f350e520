import type { z } from 'zod';
import type { EmployeeView, employmentStatuses } from './employees';
import type { registrationFormSchema } from './employee-input.schemas';
import { corporationLabel, orgLevels } from '../organization/organization';

/** Excel import, template and export of employees (spec 7.2 files). The schemas: employee-import.schemas.ts. */

/** 50,000 generated rows of the template are ~7.5 MB zipped (bench/import.mjs); room for wider rows. */
export const maxImportBytes = 30 * 1024 * 1024;
export const maxImportRows = 50_000;

export type RegistrationFormKey = keyof z.input<typeof registrationFormSchema>;

/**
 * The template's columns, in order: Korean header ↔ the flat registration form key. Import reads
 * cells by these headers; row errors are keyed by the same headers.
 */
const [division, headquarters, team, part] = orgLevels;

/** 고용형태, 직책, 직급, 직무: the same keys in the template and the export. */
const jobColumns = [
  { key: 'work_form', header: '고용형태' },
  { key: 'job_title', header: '직책' },
  { key: 'job_grade', header: '직급' },
  { key: 'job_function', header: '직무' },
] as const;

export const importColumns = [
  { key: 'person_name', header: '이름', required: true },
  { key: 'employee_number', header: '사번' },
  { key: 'corporation_name', header: corporationLabel },
  { key: 'division_name', header: division.label },
  { key: 'headquarter_name', header: headquarters.label },
  { key: 'team_name', header: team.label },
  { key: 'part_name', header: part.label },
  ...jobColumns,
  { key: 'hire_date', header: '입사일', date: true },
  { key: 'first_join_date', header: '최초입사일', date: true },
  { key: 'transfer_date', header: '전입일', date: true },
  { key: 'probation_end_date', header: '수습종료일', date: true },
  { key: 'employment_status', header: '재직상태' },
  { key: 'email', header: '이메일' },
  { key: 'contact', header: '연락처', phone: true },
  { key: 'address', header: '주소' },
  { key: 'birthDate', header: '생년월일', date: true },
  { key: 'gender', header: '성별' },
  { key: 'rrn', header: '주민등록번호' },
  { key: 'emergency_name', header: '비상연락처 이름' },
  { key: 'emergency_relationship', header: '비상연락처 관계' },
  { key: 'emergency_phone', header: '비상연락처 연락처', phone: true },
  { key: 'base_salary', header: '기본급' },
  { key: 'allowances', header: '수당' },
] as const satisfies readonly { key: RegistrationFormKey; header: string; required?: boolean; date?: boolean; phone?: boolean }[];
export type ImportColumn = (typeof importColumns)[number];

/** The columns of the export (the flattened view, spec 3.2; never RRN or salary). */
export const exportColumns = [
  { key: 'employee_number', header: '사번' },
  { key: 'nameKor', header: '이름' },
  { key: 'nameEng', header: '영문 이름' },
  { key: 'corporation_name', header: corporationLabel },
  { key: 'division_name', header: division.label },
  { key: 'headquarters_name', header: headquarters.label },
  { key: 'team_name', header: team.label },
  { key: 'part_name', header: part.label },
  ...jobColumns,
  { key: 'hire_date', header: '입사일' },
  { key: 'employment_status', header: '재직상태' },
  { key: 'contact', header: '연락처' },
  { key: 'email', header: '이메일' },
  { key: 'address', header: '주소' },
  { key: 'termination_date', header: '퇴직일' },
  { key: 'termination_reason', header: '퇴직 사유' },
  { key: 'departmentPath', header: '소속 경로' },
] as const satisfies readonly { key: keyof EmployeeView; header: string }[];

/** Value lists offered in the template (data validation). */
export const importChoices = {
  work_form: ['정규직', '계약직', '인턴', '파견'],
  employment_status: ['재직', '휴직', '퇴직'] satisfies (typeof employmentStatuses)[number][],
  gender: ['남', '여'],
} as const;

export const importRowStatuses = ['valid', 'invalid', 'duplicate'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/**
 * Progress driven by the server: a client that sends `Accept: application/x-ndjson` gets one JSON
 * object a line — `{phase, done, total}` after each chunk of rows: `validate` when only checking,
 * `write` when importing (the rows checked and written) — and a last line holding the report, or the
 * error (the usual error body). Without it the answer is the report. The file is read as it is
 * checked, so `total` is the sheet's row count (blank rows included) until the last progress line,
 * which gives the real count as both `done` and `total`.
 */
export const importProgressMediaType = 'application/x-ndjson';
export const importPhases = ['validate', 'write'] as const;

import type { ApplicantSummary } from '@saram/shared/recruitment/applicants.schemas';

/** An applicant as the board's list answers carry them (서류 접수 at 원티드). */
export function applicantSummary(overrides: Partial<ApplicantSummary> = {}): ApplicantSummary {
  return {
    id: '5b1c2f5e-1b2d-4c3e-9f00-000000000001',
    recruitment_id: '5b1c2f5e-1b2d-4c3e-9f00-0000000000aa',
    name: '김지원',
    email: 'jiwon@example.com',
    phone: '01012345678',
    birth_date: null,
    apply_channel: '원티드',
    wanted_id: '',
    applied_job_function: '백엔드 개발',
    applied_at: '2026-11-20',
    status: 'received',
    next_statuses: ['document_passed', 'failed'],
    document_count: 1,
    average_score: null,
    integration: { applicant_id: '5b1c2f5e-1b2d-4c3e-9f00-000000000001', state: 'not_ready', employee_id: null, employee_no: null, integrated_at: null, integrated_by: null },
    anonymized_at: null,
    version: 1,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

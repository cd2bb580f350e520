import type { OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';

type NewHire = OnboardingStatus['employee'];

/** A new hire as the onboarding answers carry them (정규직 in 백엔드팀, 14 days of probation left). */
export function newHire(overrides: Partial<NewHire> = {}): NewHire {
  return {
    id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
    name: '이신입',
    employee_no: 'E2026101',
    corporation: '한빛소프트',
    unit: '백엔드팀',
    employment_type: '정규직',
    job_title: null,
    hire_date: '2026-10-01',
    probation_end_date: '2027-01-01',
    days_left: 14,
    ...overrides,
  };
}

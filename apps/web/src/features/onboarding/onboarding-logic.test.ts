import type { InstanceItem } from '@saram/shared/onboarding/onboarding.schemas';
import { describe, expect, it } from 'vitest';
import { overridesOf, parseDays, parseEmails } from './email-preferences-form';
import { completeBlockedReason, dDay, latestLine, documentProblem, itemActions, progressLabel, progressText, summaryState } from './onboarding-logic';
import { defaultEmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';

const item = (over: Partial<InstanceItem>): Pick<InstanceItem, 'state' | 'rule' | 'verification'> => ({
  state: 'pending',
  rule: { method: 'document' },
  verification: null,
  ...over,
});
const submitted = {
  id: 'v1',
  instance_id: 'i1',
  item_id: 'a',
  method: 'document' as const,
  status: 'submitted' as const,
  note: '',
  document: { filename: 'a.pdf', content_type: 'application/pdf', size: 10 },
  created_by: 'u',
  created_at: '2026-11-20T00:00:00.000Z',
  decided_by: null,
  decided_at: null,
};
const writer = { canWrite: true, open: true };

describe('D-day', () => {
  it('counts down, says D-day on the last day and marks the days past the end', () => {
    expect(dDay(14)).toEqual({ label: 'D-14', overdue: false, text: '수습 종료까지 14일' });
    expect(dDay(0)?.label).toBe('D-day');
    expect(dDay(-3)).toEqual({ label: 'D+3', overdue: true, text: '수습 종료일 3일 지남' });
  });
  it('shows nothing without an end date or once probation is decided', () => {
    expect(dDay(null)).toBeNull();
    expect(dDay(-3, false)).toBeNull();
  });
});

describe('progress', () => {
  const progress = { total: 9, done: 6, required: 7, requiredDone: 5, percent: 66 };
  it('reads 6/9 and says it whole to screen readers', () => {
    expect(progressText(progress)).toBe('6/9');
    expect(progressLabel(progress)).toBe('체크리스트 진행률 9 항목 중 6 항목 완료 (66%)');
  });
  it('is 완료 가능 only once every required item is verified', () => {
    expect(summaryState({ status: 'in_progress', progress })).toBe('in_progress');
    expect(summaryState({ status: 'in_progress', progress: { ...progress, requiredDone: 7 } })).toBe('ready');
    expect(summaryState({ status: 'completed', progress })).toBe('completed');
    expect(summaryState({ status: 'rejected', progress: { ...progress, requiredDone: 7 } })).toBe('rejected');
  });
});

describe('item actions', () => {
  it('offers 서류 제출 for open document items (again after 반려) and 확인/반려 for a submitted one', () => {
    expect(itemActions(item({}), writer)).toEqual(['submit']);
    expect(itemActions(item({ state: 'rejected' }), writer)).toEqual(['submit']);
    expect(itemActions(item({ state: 'submitted', verification: submitted }), writer)).toEqual(['decide']);
    expect(itemActions(item({ state: 'verified' }), writer)).toEqual([]);
  });
  it('offers 확인 서명 on sign-off items until signed, and nothing on automatic items', () => {
    expect(itemActions(item({ rule: { method: 'sign_off', by: 'manager' } }), writer)).toEqual(['sign_off']);
    expect(itemActions(item({ rule: { method: 'sign_off', by: 'manager' }, state: 'verified' }), writer)).toEqual([]);
    expect(itemActions(item({ rule: { method: 'automatic', source: 'bank_account' } }), writer)).toEqual([]);
  });
  it('falls back to the method of the latest verification when the answer has no rule', () => {
    expect(itemActions(item({ rule: undefined, state: 'submitted', verification: submitted }), writer)).toEqual(['decide']);
    expect(itemActions(item({ rule: undefined }), writer)).toEqual([]);
  });
  it('offers nothing without checklists:write or on a closed checklist', () => {
    expect(itemActions(item({}), { canWrite: false, open: true })).toEqual([]);
    expect(itemActions(item({ rule: { method: 'sign_off', by: 'manager' } }), { canWrite: true, open: false })).toEqual([]);
  });
});

describe('수습 완료 button', () => {
  it('names the open required items while they are open', () => {
    const open = [
      { item_id: 'a', title: '근로계약서', state: 'pending' as const },
      { item_id: 'b', title: '보안 서약서', state: 'submitted' as const },
    ];
    expect(completeBlockedReason({ state: 'in_progress', open_required_items: open })).toBe('필수 항목 2개가 아직 완료되지 않았습니다: 근로계약서, 보안 서약서');
    const many = [...open, ...open].map((o, i) => ({ ...o, title: `${o.title}${i}` }));
    expect(completeBlockedReason({ state: 'in_progress', open_required_items: many })).toMatch(/^필수 항목 4개가 .* 외$/);
  });
  it('waits for the hire date before anything else', () => {
    const employee = { hire_date: '2026-12-01' };
    expect(completeBlockedReason({ state: 'ready', open_required_items: [], employee }, '2026-11-30')).toBe('입사일(2026.12.01) 전에는 수습 완료 처리를 할 수 없습니다.');
    expect(completeBlockedReason({ state: 'in_progress', open_required_items: [{ item_id: 'a', title: '근로계약서', state: 'pending' }], employee }, '2026-11-30')).toMatch(/^입사일\(2026\.12\.01\)/);
    expect(completeBlockedReason({ state: 'ready', open_required_items: [], employee }, '2026-12-01')).toBeNull();
  });
  it('is enabled when ready and says why not when there is no checklist or it is decided', () => {
    expect(completeBlockedReason({ state: 'ready', open_required_items: [] })).toBeNull();
    expect(completeBlockedReason({ state: 'not_started', open_required_items: [] })).toMatch('체크리스트를 시작해야');
    expect(completeBlockedReason({ state: 'completed', open_required_items: [] })).toBe('이미 수습 완료 처리되었습니다.');
    expect(completeBlockedReason({ state: 'rejected', open_required_items: [] })).toBe('수습 불합격 처리된 직원입니다.');
  });
});

describe('document check', () => {
  it('takes PDF, PNG and JPEG up to 10 MB', () => {
    expect(documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'a.jpg', type: '', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'a.docx', type: 'application/msword', size: 1000 })).toBe('PDF, PNG, JPEG 파일만 올릴 수 있습니다.');
    expect(documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toMatch('10MB 이하');
    expect(documentProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toMatch('빈 파일');
  });
});

describe('알림 설정 form', () => {
  it('parses days and addresses and keeps only what differs from the company for a person', () => {
    expect(parseDays('3, 14')).toEqual([14, 3]);
    expect(parseDays('0')).toBeNull();
    expect(parseDays('1,2,3,4,5,6')).toBeNull();
    expect(parseEmails('hr@example.com\nnope, a@b.co')).toEqual({ emails: ['hr@example.com', 'a@b.co'], invalid: ['nope'] });
    expect(overridesOf({ ...defaultEmailPreferences, notify_new_hire: false }, defaultEmailPreferences)).toEqual({ notify_new_hire: false });
    expect(overridesOf(defaultEmailPreferences, defaultEmailPreferences)).toEqual({});
  });
});

describe('latest verification line', () => {
  it('names who handed in a document and who decided it; a sign-off in one part', () => {
    const decided = { ...submitted, status: 'verified' as const, created_by: '이신입 (newbie)', decided_by: '김인사 (admin)', decided_at: '2026-11-21T00:00:00.000Z' };
    expect(latestLine(decided)).toBe('이신입 (newbie) 제출 · 2026.11.20 09:00 → 김인사 (admin) 확인 · 2026.11.21 09:00');
    expect(latestLine({ ...submitted, created_by: '이신입 (newbie)' })).toBe('이신입 (newbie) 제출 · 2026.11.20 09:00');
    const signed = { ...submitted, method: 'sign_off' as const, status: 'verified' as const, document: null, created_by: '김인사 (admin)', decided_by: '김인사 (admin)', decided_at: submitted.created_at };
    expect(latestLine(signed)).toBe('김인사 (admin) 확인 서명 · 2026.11.20 09:00');
  });
});

import { changeSummary } from '@saram/shared/appointments/appointments';
import { describe, expect, it } from 'vitest';
import { draftBody, draftErrors, emptyDraft, fieldsOfType, lineBody, parseListParams } from './appointment-logic';

describe('the appointment form', () => {
  it('asks for the person, type and date, and what the type requires', () => {
    expect(draftErrors(emptyDraft)).toEqual({ employee_id: '직원을 선택해주세요.', type: '발령 유형을 선택해주세요.', effectiveDate: '발령일을 입력해주세요.' });
    expect(draftErrors({ ...emptyDraft, employeeId: 'e', type: 'transfer', effectiveDate: '2026-12-02' })).toEqual({ 'change.unitId': '전보 발령에는 발령 조직이 필요합니다.' });
    expect(draftErrors({ ...emptyDraft, employeeId: 'e', type: 'promotion', effectiveDate: '2026-12-02' })).toEqual({ 'change.jobGrade': '승진 발령에는 직급이 필요합니다.' });
    expect(draftErrors({ ...emptyDraft, employeeId: 'e', type: 'leave', effectiveDate: '2026-12-02' })).toEqual({});
  });

  it('shows the fields a type changes and sends only those', () => {
    expect(fieldsOfType('leave')).toEqual({ unit: false, grade: false, title: false, jobFunction: false });
    expect(fieldsOfType('transfer')).toMatchObject({ unit: true, grade: false });
    const draft = { ...emptyDraft, employeeId: 'e', type: 'transfer' as const, effectiveDate: '2026-12-02', unitId: 'u', jobGrade: '과장', reason: ' 개편 ' };
    expect(draftBody(draft, true)).toEqual({ employee_id: 'e', type: 'transfer', effectiveDate: '2026-12-02', reason: '개편', change: { unitId: 'u' }, submit: true });
    // 직책 임면 with no title is a dismissal: '' is sent.
    expect(draftBody({ ...draft, type: 'title', unitId: '' }, false).change).toEqual({ jobTitle: '' });
  });

  it('reads a change in one line', () => {
    expect(changeSummary({ type: 'transfer', change: { unitId: 'u', jobTitle: '팀장' }, unit_path: '개발본부 > 팀B' })).toBe('개발본부 > 팀B · 직책 팀장');
    expect(changeSummary({ type: 'title', change: { jobTitle: '' }, unit_path: null })).toBe('직책 해임');
    expect(changeSummary({ type: 'leave', change: {}, unit_path: null })).toBe('재직상태 휴직');
  });
});

describe('approval lines and the list', () => {
  it('needs a type and a person on every named step', () => {
    expect(lineBody(null, '', [{ kind: 'employee', employee: null }])).toEqual({ errors: { type: '발령 유형을 선택해주세요.', 'steps.0.employee_id': '결재자를 선택해주세요.' } });
    expect(lineBody('c', 'transfer', [{ kind: 'manager', employee: null }, { kind: 'employee', employee: { id: 'p' } }])).toEqual({
      corporation_id: 'c',
      type: 'transfer',
      steps: [{ kind: 'manager' }, { kind: 'employee', employee_id: 'p' }],
    });
  });

  it('reads the list filters from the URL, falling back on bad values', () => {
    expect(parseListParams(new URLSearchParams('status=approved&type=transfer&page=2&q=김'))).toEqual({ status: 'approved', type: 'transfer', page: 2, limit: 20, search: '김' });
    expect(parseListParams(new URLSearchParams('status=nope&type=x&page=-1&limit=7'))).toEqual({ status: 'ALL', page: 1, limit: 20 });
  });
});

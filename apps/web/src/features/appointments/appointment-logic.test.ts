import { changeSummary } from '@saram/shared/appointments/appointments';
import { describe, expect, it } from 'vitest';
import { batchRowErrors, checkBatchFile, draftBody, draftErrors, draftOf, emptyDraft, fieldsOfType, lineBody, parseListParams, updateBody } from './appointment-logic';

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

describe('일괄 발령 and draft editing', () => {
  it('reads the refused rows of a batch upload, sorted; nothing from other errors', () => {
    const error = { details: { rows: [{ row: 5, field: '발령 조직', message: '없음' }, { row: 3, field: '사번', message: '없는 사번' }, { row: 'x' }] } };
    expect(batchRowErrors(error)).toEqual([
      { row: 3, field: '사번', message: '없는 사번' },
      { row: 5, field: '발령 조직', message: '없음' },
    ]);
    expect(batchRowErrors(new Error('network'))).toEqual([]);
    expect(batchRowErrors({ details: { fields: { file: '올바르지 않음' } } })).toEqual([]);
    expect(batchRowErrors(null)).toEqual([]);
  });

  it('accepts only a non-empty .xlsx under the size limit', () => {
    expect(checkBatchFile(new File(['x'], '승진.xlsx'))).toBeNull();
    expect(checkBatchFile(new File(['x'], '승진.csv'))).toBe('Excel(.xlsx) 파일만 올릴 수 있습니다.');
    expect(checkBatchFile(new File([], '승진.xlsx'))).toBe('빈 파일입니다.');
  });

  it('turns a draft into the edit form and back into a PATCH body without the person', () => {
    const draft = draftOf({
      employee: { id: 'e1' },
      type: 'title',
      effectiveDate: '2027-01-01',
      change: { jobTitle: '' },
      reason: '조직 개편',
    } as Parameters<typeof draftOf>[0]);
    expect(draft).toMatchObject({ employeeId: 'e1', type: 'title', jobTitle: '', unitId: '' });
    expect(updateBody(draft)).toEqual({ type: 'title', effectiveDate: '2027-01-01', reason: '조직 개편', change: { jobTitle: '' } });
  });
});

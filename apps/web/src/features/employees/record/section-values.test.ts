import { describe, expect, it } from 'vitest';
import { fieldLabel, sectionSpecs } from './section-specs';
import { historyValue, shownChanges } from './tabs/history-tab';
import { initialValues, sectionErrors, setPath, updateBody } from './section-values';
import { sampleEmployee } from './test-fixtures';

describe('section values', () => {
  const employee = sampleEmployee({
    personal: { ...sampleEmployee().personal, addressInfo: { zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층', extraAddress: '' } },
  });

  it('checks the edited fields with the shared rules', () => {
    const values = setPath(initialValues(employee, sectionSpecs.contact), 'personal.phone', '123-4');
    expect(sectionErrors(employee, sectionSpecs.contact, values)).toEqual({ 'personal.phone': '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678' });
  });
});

describe('update body', () => {
  const employee = sampleEmployee({
    personal: { ...sampleEmployee().personal, addressInfo: { zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층', extraAddress: '' } },
  });

  it('sends only the section fields edited, with the version', () => {
    const values = setPath(initialValues(employee, sectionSpecs.work), 'organization.jobTitle', '팀장');
    const body = updateBody(employee, sectionSpecs.work, values) as { version: number; organization: Record<string, unknown> };
    expect(body.version).toBe(3);
    expect(body.organization).toMatchObject({ jobTitle: '팀장', jobGrade: '선임', employmentStatus: '재직' });
    expect(Object.keys(body)).toEqual(['version', 'organization']);
  });

  it('keeps a changed address in the history, newest first', () => {
    const values = setPath(initialValues(employee, sectionSpecs.address), 'personal.addressInfo.address', '경기도 성남시 분당구 판교역로 235');
    const body = updateBody(employee, sectionSpecs.address, values) as { personal: { addressInfo: { address: string; addressHistory: { address: string; changedAt: string }[] } } };
    expect(body.personal.addressInfo.address).toBe('경기도 성남시 분당구 판교역로 235');
    expect(body.personal.addressInfo.addressHistory).toEqual([
      expect.objectContaining({ zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층', changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    ]);
  });

  it('leaves the RRN out unless a new one is typed (the masked one is never sent back)', () => {
    const untouched = updateBody(employee, sectionSpecs.basic, initialValues(employee, sectionSpecs.basic)) as { personal: Record<string, unknown> };
    expect(untouched.personal).not.toHaveProperty('rrn');
    const typed = setPath(initialValues(employee, sectionSpecs.basic), 'personal.rrn', '900101-1234568');
    expect((updateBody(employee, sectionSpecs.basic, typed) as { personal: Record<string, unknown> }).personal.rrn).toBe('900101-1234568');
  });

  it('sends a list whole, and money as whole numbers', () => {
    const rows = setPath(initialValues(employee, sectionSpecs.certifications), 'certifications', [{ name: '정보처리기사', issuer: '한국산업인력공단', acquiredDate: '2019-08-16', number: '' }]);
    expect(updateBody(employee, sectionSpecs.certifications, rows)).toEqual({
      version: 3,
      certifications: [{ name: '정보처리기사', issuer: '한국산업인력공단', acquiredDate: '2019-08-16', number: '' }],
    });
    const salary = setPath(initialValues(employee, sectionSpecs.salary), 'salary.baseSalary', '3,500,000');
    expect(updateBody(employee, sectionSpecs.salary, salary)).toEqual({ version: 3, salary: { baseSalary: 3_500_000, allowances: 200_000 } });
  });
});

describe('history values', () => {
  it('shows a resignation status in Korean, never the stored English word', () => {
    expect(historyValue('resignation.status', 'approved')).toBe('승인 완료');
    expect(fieldLabel('resignation.lastWorkingDate')).toBe('퇴직 · 최종 근무일');
  });

  it('shows dates and timestamps as 2026.12.31 (timestamps with the Seoul time), not ISO text (issue 29)', () => {
    expect(historyValue('organization.joinDate', '2026-12-31')).toBe('2026.12.31');
    expect(historyValue('newbieChecklist.completedAt', '2026-11-29T05:04:00.000Z')).toBe('2026.11.29 14:04');
    expect(historyValue('personal.nameKor', '2026-12-31 회의')).toBe('2026-12-31 회의');
  });

  it("shows the units' and corporation's names, never their ids (issue 29)", () => {
    const move = {
      action: 'org_move',
      changes: [
        { field: 'organization.insuranceCorpId', before: '0c5e6f1a-0000-4000-8000-000000000001', after: '0c5e6f1a-0000-4000-8000-000000000002' },
        { field: 'organization.insuranceCorp', before: '사람 주식회사', after: '사람 랩스' },
        { field: 'organization.teamId', before: '0c5e6f1a-0000-4000-8000-000000000003', after: null },
        { field: 'organization.team', before: '플랫폼팀', after: null },
        { field: 'organization.headquarterId', before: null, after: '0c5e6f1a-0000-4000-8000-000000000004' },
        { field: 'organization.headquarters', before: null, after: '기술본부' },
      ],
    };
    expect(shownChanges(move).map((c) => fieldLabel(c.field))).toEqual(['법인', '팀', '본부']);
    const created = { action: 'create', changes: [...move.changes, { field: 'personal.phone', before: null, after: '' }] };
    expect(shownChanges(created).map((c) => c.field)).toEqual(['organization.insuranceCorp', 'organization.headquarters']);
  });
});

describe('history of protected fields', () => {
  it('names the bank account and shows only that it changed', () => {
    expect(fieldLabel('personal.bankAccount')).toBe('급여 계좌');
    expect(historyValue('personal.bankAccount', '(변경됨)')).toBe('(변경됨)');
    expect(fieldLabel('personal.bankAccount.accountNumber')).toBe('급여 계좌 · 계좌번호');
  });
});

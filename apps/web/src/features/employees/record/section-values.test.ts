import { describe, expect, it } from 'vitest';
import { fieldLabel, sectionSpecs } from './section-specs';
import { historyValue } from './history-tab';
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
});

describe('history of protected fields', () => {
  it('names the bank account and shows only that it changed', () => {
    expect(fieldLabel('personal.bankAccount')).toBe('급여 계좌');
    expect(historyValue('personal.bankAccount', '(변경됨)')).toBe('(변경됨)');
    expect(fieldLabel('personal.bankAccount.accountNumber')).toBe('급여 계좌 · 계좌번호');
  });
});

import { businessNumberProblem, corporateNumberProblem, registrationNumberMessages } from '@saram/shared/corporate-structure/corporate-structure';
import { describe, expect, it } from 'vitest';
import { corporationFormErrors, corporationFormSchema } from './components/corporations/corporation-form-dialog';
import { formatBusinessNumber, formatCorporateNumber } from './registration-number';

describe('registration number formatting', () => {
  it('hyphenates 사업자등록번호 3-2-5 as typed', () => {
    expect(formatBusinessNumber('124')).toBe('124');
    expect(formatBusinessNumber('1248')).toBe('124-8');
    expect(formatBusinessNumber('12481')).toBe('124-81');
    expect(formatBusinessNumber('124810')).toBe('124-81-0');
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
    expect(formatBusinessNumber('124-81-00998-77')).toBe('124-81-00998');
    expect(formatBusinessNumber('12a4')).toBe('124');
  });

  it('hyphenates 법인등록번호 6-7 as typed', () => {
    expect(formatCorporateNumber('130111')).toBe('130111');
    expect(formatCorporateNumber('1301110')).toBe('130111-0');
    expect(formatCorporateNumber('1301110006246')).toBe('130111-0006246');
    expect(formatCorporateNumber('130111-00062469')).toBe('130111-0006246');
  });

  it('formatted valid numbers pass the shared checks; a mistyped digit fails the check digit', () => {
    expect(businessNumberProblem(formatBusinessNumber('1248100998'))).toBeNull();
    expect(businessNumberProblem(formatBusinessNumber('1248100999'))).toBe(registrationNumberMessages.businessCheckDigit);
    expect(businessNumberProblem('124-81-009')).toBe(registrationNumberMessages.businessFormat);
    expect(corporateNumberProblem(formatCorporateNumber('1301110006246'))).toBeNull();
    expect(corporateNumberProblem('130111-000624')).toBe(registrationNumberMessages.corporateFormat);
  });
});

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('corporation form schema', () => {
  const valid = {
    name: '한빛테스트',
    corporateType: 'OPERATING' as const,
    businessRegistrationNumber: '124-81-00998',
    corporateRegistrationNumber: '',
    employerType: 'LEGAL' as const,
    hrAuthority: 'FULL' as const,
    holdingCompanyId: 'none',
    representative: '',
    address: '',
    isActive: true,
  };

  it('accepts a valid or empty number and refuses a mistyped one with the Korean message', () => {
    expect(corporationFormSchema.safeParse(valid).success).toBe(true);
    expect(corporationFormSchema.safeParse({ ...valid, businessRegistrationNumber: '' }).success).toBe(true);
    const wrong = corporationFormSchema.safeParse({ ...valid, businessRegistrationNumber: '124-81-00999' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(registrationNumberMessages.businessCheckDigit);
  });

  it('takes 법인명, 대표자 and 주소 limits from the shared schema, named in the messages', () => {
    expect(messages(corporationFormSchema.safeParse({ ...valid, name: ' ' }, corporationFormErrors))).toEqual({ name: '법인명을 입력해주세요.' });
    expect(
      messages(corporationFormSchema.safeParse({ ...valid, name: '가'.repeat(101), representative: '가'.repeat(51), address: '가'.repeat(201) }, corporationFormErrors)),
    ).toEqual({
      name: '법인명은 100자 이하로 입력해주세요.',
      representative: '대표자는 50자 이하로 입력해주세요.',
      address: '주소는 200자 이하로 입력해주세요.',
    });
  });
});

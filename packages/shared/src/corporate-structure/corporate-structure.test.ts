import '../zod-ko.schemas';
import { describe, expect, it } from 'vitest';
import { businessNumberProblem, corporateNumberProblem, registrationNumberMessages as m } from './corporate-structure';
import { createCorporationSchema, updateCorporationSchema } from './corporate-structure.schemas';
import { businessNumberCheckDigit, corporateNumberCheckDigit, formatBusinessNumber, formatCorporateNumber } from '../korea';

function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return seed / 2 ** 32;
  };
}
const digits = (n: number, r: () => number) => Array.from({ length: n }, () => Math.floor(r() * 10));
const fieldErrors = (input: unknown) => {
  const result = createCorporationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('corporation registration numbers in the contract', () => {
  it('property: a valid number passes; a wrong last digit or a missing hyphen gets its own message', () => {
    const r = rng(11);
    for (let i = 0; i < 300; i++) {
      const b = digits(9, r);
      const c = digits(12, r);
      const brn = formatBusinessNumber([...b, businessNumberCheckDigit(b)].join(''));
      const crn = formatCorporateNumber([...c, corporateNumberCheckDigit(c)].join(''));
      expect(fieldErrors({ name: '법인', corporateType: 'OPERATING', businessRegistrationNumber: brn, corporateRegistrationNumber: crn })).toEqual({});

      const wrongB = `${brn.slice(0, -1)}${(Number(brn.at(-1)) + 1 + Math.floor(r() * 9)) % 10}`;
      const wrongC = `${crn.slice(0, -1)}${(Number(crn.at(-1)) + 1 + Math.floor(r() * 9)) % 10}`;
      expect(businessNumberProblem(wrongB)).toBe(m.businessCheckDigit);
      expect(corporateNumberProblem(wrongC)).toBe(m.corporateCheckDigit);
      expect(businessNumberProblem(brn.replace('-', ''))).toBe(m.businessFormat);
      expect(corporateNumberProblem(crn.replace('-', ''))).toBe(m.corporateFormat);
    }
  });

  it('treats an empty number as none and reports every bad field in Korean', () => {
    expect(businessNumberProblem('  ')).toBeNull();
    expect(fieldErrors({ name: ' ', corporateType: 'OPERATING', businessRegistrationNumber: '124-81-0099', employerType: 'OWNER' })).toEqual({
      name: '법인명을 입력해주세요.',
      businessRegistrationNumber: m.businessFormat,
      employerType: '고용주 유형은 LEGAL, ACTUAL, BOTH 중 하나여야 합니다.',
    });
    expect(updateCorporationSchema.safeParse({ version: 3, corporateRegistrationNumber: '' }).success).toBe(true);
    expect(updateCorporationSchema.safeParse({ version: 3, id: 'x' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  businessNumberCheckDigit,
  checkRrn,
  corporateNumberCheckDigit,
  formatBusinessNumber,
  formatCorporateNumber,
  formatPhone,
  isValidBusinessNumber,
  isValidCorporateNumber,
  maskRrn,
} from './korea';

/** Small deterministic PRNG so the property runs are reproducible. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return seed / 2 ** 32;
  };
}
const digits = (n: number, r: () => number) => Array.from({ length: n }, () => Math.floor(r() * 10));

describe('business registration number', () => {
  it('accepts the documented examples', () => {
    for (const n of ['124-81-00998', '116-82-00276', '134-86-72683']) expect(isValidBusinessNumber(n)).toBe(true);
  });

  it('property: the computed check digit validates, every other digit is refused', () => {
    const r = rng(7);
    for (let i = 0; i < 500; i++) {
      const d = digits(9, r);
      const check = businessNumberCheckDigit(d);
      const number = (last: number) => formatBusinessNumber([...d, last].join(''));
      expect(isValidBusinessNumber(number(check))).toBe(true);
      for (let other = 0; other < 10; other++) if (other !== check) expect(isValidBusinessNumber(number(other))).toBe(false);
    }
  });

  it('property: changing any one digit breaks it (weights are non-zero mod 10 except d9 edge)', () => {
    const r = rng(11);
    let caught = 0;
    let total = 0;
    for (let i = 0; i < 300; i++) {
      const d = digits(9, r);
      const valid = [...d, businessNumberCheckDigit(d)];
      const pos = Math.floor(r() * 9);
      const changed = [...valid];
      changed[pos] = (changed[pos]! + 1 + Math.floor(r() * 9)) % 10;
      total++;
      if (!isValidBusinessNumber(formatBusinessNumber(changed.join('')))) caught++;
    }
    expect(caught / total).toBeGreaterThan(0.85);
  });

  it('requires the 3-2-5 format', () => {
    expect(isValidBusinessNumber('1248100998')).toBe(false);
    expect(isValidBusinessNumber('124-8100998')).toBe(false);
  });
});

describe('corporate registration number', () => {
  it('accepts the documented examples', () => {
    for (const n of ['130111-0006246', '191211-0006639']) expect(isValidCorporateNumber(n)).toBe(true);
  });

  it('property: exactly one check digit validates', () => {
    const r = rng(3);
    for (let i = 0; i < 500; i++) {
      const d = digits(12, r);
      const check = corporateNumberCheckDigit(d);
      for (let last = 0; last < 10; last++) {
        expect(isValidCorporateNumber(formatCorporateNumber([...d, last].join('')))).toBe(last === check);
      }
    }
  });

  it('property: a single changed digit is always caught', () => {
    const r = rng(5);
    for (let i = 0; i < 300; i++) {
      const d = digits(12, r);
      const valid = [...d, corporateNumberCheckDigit(d)];
      const pos = Math.floor(r() * 12);
      const changed = [...valid];
      changed[pos] = (changed[pos]! + 1 + Math.floor(r() * 9)) % 10;
      // weight 2 makes +5 invisible at even positions; every other change is caught
      const delta = (changed[pos]! - valid[pos]! + 10) % 10;
      const visible = pos % 2 === 0 || delta !== 5;
      expect(isValidCorporateNumber(formatCorporateNumber(changed.join('')))).toBe(!visible);
    }
  });
});

describe('resident registration number', () => {
  it('checks the date for the century of the 7th digit', () => {
    expect(checkRrn('900101-1234568')).toMatchObject({ valid: true, birthDate: '1990-01-01' });
    expect(checkRrn('050229-3000000').valid).toBe(false); // 2005 is not a leap year
    expect(checkRrn('040229-3000000')).toMatchObject({ valid: true, birthDate: '2004-02-29' });
    expect(checkRrn('991231-9000000')).toMatchObject({ valid: true, birthDate: '1899-12-31' });
    expect(checkRrn('901301-1000000').valid).toBe(false);
    expect(checkRrn('90010-11234567').valid).toBe(false);
  });

  it('only warns on the old check digit', () => {
    expect(checkRrn('900101-1234568')).toEqual({ valid: true, birthDate: '1990-01-01' });
    const wrong = checkRrn('900101-1234567');
    expect(wrong.valid).toBe(true);
    expect(wrong.warning).toMatch(/검증 숫자/);
  });

  it('masks to 900101-1******', () => {
    expect(maskRrn('9001011234567')).toBe('900101-1******');
  });
});

it('formats phone numbers', () => {
  expect(formatPhone('01012345678')).toBe('010-1234-5678');
  expect(formatPhone('0212345678')).toBe('02-1234-5678');
  expect(formatPhone('0311234567')).toBe('031-123-4567');
});

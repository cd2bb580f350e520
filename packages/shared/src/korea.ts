/**
 * Korean identifiers (../shared/docs/korea.md): formats and check digits. Pure functions, used by
 * the server to validate and by the web to validate live while typing.
 */

const digitsOf = (value: string): number[] => [...value.replace(/\D/g, '')].map(Number);

/** 사업자등록번호: 10 digits shown 3-2-5, weights 1,3,7,1,3,7,1,3,5 plus floor(d9*5/10). */
export function businessNumberCheckDigit(first9: readonly number[]): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((s, w, i) => s + w * first9[i]!, 0) + Math.floor((first9[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function isValidBusinessNumber(value: string): boolean {
  if (!/^\d{3}-\d{2}-\d{5}$/.test(value)) return false;
  const d = digitsOf(value);
  return businessNumberCheckDigit(d.slice(0, 9)) === d[9];
}

/** 법인등록번호: 13 digits shown 6-7, weights 1,2,1,2,... on the first 12, plain products. */
export function corporateNumberCheckDigit(first12: readonly number[]): number {
  const sum = first12.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidCorporateNumber(value: string): boolean {
  if (!/^\d{6}-\d{7}$/.test(value)) return false;
  const d = digitsOf(value);
  return corporateNumberCheckDigit(d.slice(0, 12)) === d[12];
}

export function formatBusinessNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

export function formatCorporateNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 13);
  return [d.slice(0, 6), d.slice(6)].filter(Boolean).join('-');
}

/** 1800s for 9/0, 1900s for 1/2/5/6, 2000s for 3/4/7/8 (5-8: foreign residents). */
function rrnCentury(genderDigit: number): number {
  if (genderDigit === 9 || genderDigit === 0) return 1800;
  if ([1, 2, 5, 6].includes(genderDigit)) return 1900;
  return 2000;
}

export type RrnCheck = { valid: boolean; message?: string; birthDate?: string; warning?: string };

/**
 * Format YYMMDD-NNNNNNN with a real birth date for the century of the 7th digit. The old check digit
 * is only a warning: numbers issued since 2020-10-05 have random last digits.
 */
export function checkRrn(value: string): RrnCheck {
  if (!/^\d{6}-?\d{7}$/.test(value)) return { valid: false, message: '주민등록번호는 YYMMDD-NNNNNNN 형식이어야 합니다.' };
  const d = digitsOf(value);
  const year = rrnCentury(d[6]!) + d[0]! * 10 + d[1]!;
  const month = d[2]! * 10 + d[3]!;
  const day = d[4]! * 10 + d[5]!;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { valid: false, message: '주민등록번호의 생년월일이 올바르지 않습니다.' };
  }
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((s, w, i) => s + w * d[i]!, 0);
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return (11 - (sum % 11)) % 10 === d[12]
    ? { valid: true, birthDate }
    : { valid: true, birthDate, warning: '주민등록번호 검증 숫자가 일치하지 않습니다. 번호를 다시 확인해주세요.' };
}

/** 900101-1****** */
export function maskRrn(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 13 ? `${d.slice(0, 6)}-${d[6]}******` : '******-*******';
}

/** 010-1234-5678, 02-123-4567, 031-123-4567 from stored digits. */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.startsWith('02')) return d.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return d.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
}

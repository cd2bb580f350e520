import { describe, expect, it } from 'vitest';
import { checkEmployee, detectInputForm, emergencyContactLine, mergeLegacyFields, parseSalary, toEmployeeDraft } from './employee-input';
import { employeeSectionsSchema, flattenEmployee } from './employees';
import { chosungOf, isChosungQuery, nameSearchTokens } from './hangul';

const sections = (raw: Record<string, unknown>) => employeeSectionsSchema.parse(toEmployeeDraft(raw).sections);

describe('input forms (spec 5)', () => {
  it('detects each of the four forms', () => {
    expect(detectInputForm({ employee: {}, person: {} })).toBe('registration-structure');
    expect(detectInputForm({ person_name: '김민수' })).toBe('registration-form');
    expect(detectInputForm({ id: 'abc', nameKor: '김민수' })).toBe('employee-view');
    expect(detectInputForm({ personal: { nameKor: '김민수' } })).toBe('nested');
  });

  it('strips salary strings to whole numbers', () => {
    expect(parseSalary('3,200,000원')).toBe(3200000);
    expect(parseSalary('')).toBeNull();
    expect(parseSalary(4100000.7)).toBe(4100000);
    expect(parseSalary(null)).toBeNull();
  });

  it('adds the emergency line only with name, relationship and phone', () => {
    expect(emergencyContactLine({ name: '이영희', relationship: '배우자', phone: '010-1111-2222' })).toBe('비상연락처: 이영희 (배우자) 010-1111-2222');
    expect(emergencyContactLine({ name: '이영희', relationship: '배우자' })).toBeNull();
    expect(emergencyContactLine(undefined)).toBeNull();
  });

  it('merges legacy top-level fields only where the nested value is empty', () => {
    const merged = mergeLegacyFields({ nameKor: '옛이름', department: '영업본부', email: 'a@b.kr' }, { personal: { nameKor: '새이름' } });
    expect(merged).toMatchObject({ personal: { nameKor: '새이름' }, organization: { headquarters: '영업본부' }, accounts: { email: 'a@b.kr' } });
  });

  it('gives missing sections their defaults', () => {
    const s = sections({ personal: { nameKor: '김민수' } });
    expect(s).toMatchObject({ isActive: true, notes: '', employmentHistory: [], certifications: null, newbieChecklist: { isCompleted: false } });
    expect(s.organization.employmentStatus).toBe('재직');
    expect(s.personal.nationality).toBe('대한민국');
  });

  it('rejects smuggled keys', () => {
    expect(() => toEmployeeDraft({ personal: { nameKor: '김' }, role: 'admin' })).toThrow();
    expect(() => toEmployeeDraft({ employee: { person_name: '김', is_admin: true } })).toThrow();
  });

  it('flattens the view of 3.2 with hire date and departmentPath', () => {
    const s = sections({ employee: { person_name: '김민수', headquarter_name: '개발본부', team_name: '플랫폼팀', hire_date: '2020-03-02' }, person: {} });
    const v = flattenEmployee({ _id: 'x', ...s });
    expect(v).toMatchObject({ id: 'x', hire_date: '2020-03-02', departmentPath: '개발본부 > 플랫폼팀', department_name: '개발본부' });
  });
});

describe('checks', () => {
  it('warns on the spec-5 empty fields but never errors on them', () => {
    const { errors, warnings } = checkEmployee(sections({ personal: { nameKor: '김민수' } }), undefined);
    expect(errors).toEqual({});
    expect(warnings).toHaveLength(7);
  });

  it('errors on RRN date, e-mail, phone and date order with Korean messages', () => {
    const s = sections({ personal: { nameKor: '김', emailPersonal: 'x', phone: '123' }, employmentHistory: [{ startDate: '2024-05-01', endDate: '2024-01-01' }] });
    const { errors } = checkEmployee(s, '901332-1234567');
    expect(Object.keys(errors).sort()).toEqual(['employmentHistory.0.endDate', 'personal.emailPersonal', 'personal.phone', 'personal.rrn']);
  });

  it('reports a bad hire date once, not again as the first join date it would have filled', () => {
    const s = sections({ employee: { person_name: '김', hire_date: '2024-02-30' }, person: {} });
    expect(Object.keys(checkEmployee(s, undefined).errors)).toEqual(['employmentHistory.0.startDate']);
  });

  it('only warns on an RRN whose old check digit does not match', () => {
    const { errors, warnings } = checkEmployee(sections({ personal: { nameKor: '김' } }), '900101-1234567');
    expect(errors).toEqual({});
    expect(warnings.join()).toContain('검증 숫자');
  });
});

describe('초성 search helpers', () => {
  it('extracts initial consonants and recognises 초성 queries', () => {
    expect(chosungOf('김민수')).toBe('ㄱㅁㅅ');
    expect(isChosungQuery('ㄱㅁㅅ')).toBe(true);
    expect(isChosungQuery('김ㅁ')).toBe(false);
  });

  it('tokens cover every substring of the name and of its 초성', () => {
    const tokens = nameSearchTokens('남궁민수');
    for (const t of ['남궁', '궁민', '민수', '남궁민수', 'ㄴㄱ', 'ㄱㅁㅅ', 'ㅅ']) expect(tokens).toContain(t);
  });
});

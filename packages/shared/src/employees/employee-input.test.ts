import { describe, expect, it } from 'vitest';
import { checkEmployee, detectInputForm, emergencyContactLine, mergeLegacyFields, parseSalary, readMoney } from './employee-input';
import { toEmployeeDraft } from './employee-input.schemas';
import { retirementDateOf } from './employees';
import { flattenEmployee } from './employee-view';
import { employeeSectionsSchema } from './employee-record.schemas';
import { chosungOf, isChosungQuery, josa, nameSearchTokens, typingKey, typingPrefixRange } from '../hangul';

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

  it('reads Korean unit words in amounts or refuses them, never another number', () => {
    expect(readMoney('10만')).toEqual({ value: 100000 });
    expect(readMoney('3억 5천만')).toEqual({ value: 350000000 });
    expect(readMoney('320만 5천원')).toEqual({ value: 3205000 });
    expect(readMoney('₩3,200,000원')).toEqual({ value: 3200000 });
    expect(readMoney('')).toEqual({ value: null });
    for (const bad of ['10만abc', '만만', '10만 10억', 'abc']) expect(readMoney(bad)).toHaveProperty('error');
  });

  it('퇴직일 is the day after the last working day', () => {
    expect(retirementDateOf({ resignationDate: '2023-05-17', lastWorkingDate: '2023-06-02' })).toBe('2023-06-03');
    expect(retirementDateOf({ resignationDate: '2023-05-17', lastWorkingDate: '2023-12-31' })).toBe('2024-01-01');
    expect(retirementDateOf({ resignationDate: '2023-05-17', lastWorkingDate: '' })).toBe('2023-05-17');
    expect(retirementDateOf(null)).toBe('');
  });

  it('chooses particles from the last sound, digits and Latin letters included', () => {
    expect(josa('20260003', '으로/로')).toBe('20260003으로');
    expect(josa('20260001', '으로/로')).toBe('20260001로');
    expect(josa('주민등록번호', '을/를')).toBe('주민등록번호를');
    expect(josa('직원 251명', '을/를')).toBe('직원 251명을');
  });

  it('counts the last character of a Korean query as unfinished: its key is the whole syllables and the jamo of the last', () => {
    expect(typingKey('김ㅁ')).toBe('김ㅁ');
    expect(typingKey('김민')).toBe('김ㅁㅣㄴ');
    expect(typingKey('과')).toBe('ㄱㅗㅏ');
    expect(typingKey(' 민 수 ')).toBe('민ㅅㅜ');
    expect(typingKey('kim')).toBeNull();
    expect(typingKey('ㄱ김')).toBeNull();
    expect(typingKey('김민수김민수김')).toBeNull();
  });

  it('turns a name being typed into the range of names that start that way', () => {
    const within = (q: string, name: string) => {
      const r = typingPrefixRange(q)!;
      return name >= r.from && name < r.to;
    };
    expect(['김마', '김민수', '김밓'].every((n) => within('김ㅁ', n))).toBe(true);
    expect(['김바', '김가', '김'].some((n) => within('김ㅁ', n))).toBe(false);
    expect(['김미', '김민수', '김밓자'].every((n) => within('김미', n))).toBe(true);
    expect(['김바', '김머'].some((n) => within('김미', n))).toBe(false);
    expect(['김민', '김민수', '김믾'].every((n) => within('김민', n))).toBe(true);
    expect(['김미', '김밀', '김믿', '김마'].some((n) => within('김민', n))).toBe(false);
    expect(['박달', '박닭', '박달래'].every((n) => within('박달', n))).toBe(true);
    expect(['김', '김가영', '김희'].every((n) => within('김', n)) && !within('김', '기민')).toBe(true);
    expect(within('ㄱ', '가나') && within('ㄱ', '깋') && !within('ㄱ', '까')).toBe(true);
    // A vowel that may still combine (고 → 과) is not one range.
    for (const q of ['고', '구', '그', 'kim', 'ㄱ김']) expect(typingPrefixRange(q)).toBeNull();
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

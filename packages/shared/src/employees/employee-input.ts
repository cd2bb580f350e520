import { employmentStatuses, hireDateOf } from './employees';
import type { EmployeeSections, Salary } from './employee-record.schemas';
import { checkRrn } from '../korea';

/**
 * The ways an employee comes in (spec 5): the registration structure (3.3), the flat registration
 * form data, an employee view (3.2, with a string id) or the plain nested payload (3.1). Each is
 * converted to the nested shape; the loading rules of 3.1 then apply, on create, update and import.
 * Their schemas and the conversion (toEmployeeDraft): employee-input.schemas.ts.
 */

/** Legacy top-level fields the loading rules merge into the nested sections (3.1). */
export const legacyFields = ['nameKor', 'nameEng', 'employeeNo', 'birthDate', 'gender', 'dependents', 'dependentDetails', 'addressInfo', 'department', 'jobTitle', 'email'] as const;

export type InputForm = 'registration-structure' | 'registration-form' | 'employee-view' | 'nested';

/** The payload converted to the nested shape, before defaults and checks. */
export type EmployeeDraft = {
  form: InputForm;
  sections: Record<string, unknown>;
  /** The salary fields sent (an absent field is unchanged on update, null clears it). */
  salary?: Partial<Salary> | undefined;
  /** Maps nested paths back to the paths the caller sent, for field errors. */
  paths: Record<string, string>;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function detectInputForm(raw: Record<string, unknown>): InputForm {
  if (isObject(raw.employee) || isObject(raw.person)) return 'registration-structure';
  if (typeof raw.id === 'string' && !isObject(raw.personal)) return 'employee-view';
  if ('person_name' in raw || 'employee_number' in raw) return 'registration-form';
  return 'nested';
}

const unitWords: Record<string, number> = { 십: 10, 백: 100, 천: 1000, 만: 10_000, 억: 100_000_000 };
const moneyRefused = "금액은 숫자로 입력해주세요. 예: 3,200,000 또는 320만";

/**
 * A salary amount. Spec 5: a digit string has its non-digits stripped ("₩3,200,000원" → 3200000).
 * Korean unit words are read as numbers ("10만" → 100000, "3억 5천만" → 350000000, "320만 5천원" →
 * 3205000); anything else that mixes letters and units is refused, never read as another number.
 * Blank is no value (null).
 */
export function readMoney(value: string | number | null | undefined): { value: number | null } | { error: string } {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { value: Math.trunc(value) } : { error: moneyRefused };
  const compact = value.replace(/[\s,₩원]/g, '');
  if (!/[십백천만억]/.test(compact)) {
    const digits = value.replace(/\D/g, '');
    if (!digits) return compact ? { error: moneyRefused } : { value: null };
    return { value: Number.parseInt(digits, 10) };
  }
  if (!/^(\d+|[십백천만억])+$/.test(compact)) return { error: moneyRefused };
  let total = 0;
  let group = 0;
  let lastBig = Infinity;
  let lastSmall = Infinity;
  for (const [, digits, unit] of compact.matchAll(/(\d*)([십백천만억]?)/g)) {
    if (!digits && !unit) continue;
    const n = digits ? Number.parseInt(digits, 10) : 1;
    const size = unit ? unitWords[unit]! : 1;
    if (size >= 10_000) {
      // 만 and 억 close a group; they come in falling order (억 before 만), once each.
      if (size >= lastBig || (group === 0 && !digits && !unit)) return { error: moneyRefused };
      total += (group + (digits ? n : group ? 0 : 1)) * size;
      group = 0;
      lastBig = size;
      lastSmall = Infinity;
    } else {
      if (size >= lastSmall) return { error: moneyRefused };
      group += n * size;
      lastSmall = size === 1 ? 0 : size;
    }
  }
  const amount = total + group;
  return Number.isSafeInteger(amount) ? { value: amount } : { error: moneyRefused };
}

/** `readMoney` for callers that need a number: a refused amount is null. */
export function parseSalary(value: string | number | null | undefined): number | null {
  const read = readMoney(value);
  return 'error' in read ? null : read.value;
}

/** Spec 5: only when name, relationship and phone are all present. */
export function emergencyContactLine(c: { name?: string | undefined; relationship?: string | undefined; phone?: string | undefined } | undefined): string | null {
  if (!c?.name || !c.relationship || !c.phone) return null;
  return `비상연락처: ${c.name} (${c.relationship}) ${c.phone}`;
}

/** Where each nested path came from in the registration structure. */
export const registrationPaths: Record<string, string> = {
  'personal.nameKor': 'employee.person_name',
  'personal.nameEng': 'person.name_eng',
  'personal.employeeNo': 'employee.employee_number',
  'personal.phone': 'person.contact',
  'personal.emailPersonal': 'person.email',
  'personal.birthDate': 'person.birthDate',
  'personal.gender': 'person.gender',
  'personal.rrn': 'person.rrn',
  'personal.addressInfo.zipcode': 'person.zipcode',
  'accounts.email': 'person.company_email',
  'organization.firstJoinDate': 'employee.first_join_date',
  'organization.transferDate': 'employee.transfer_date',
  'organization.probationEndDate': 'employee.probation_end_date',
  'organization.employmentStatus': 'employee.employment_status',
  'organization.employmentType': 'employee.work_form',
  'organization.insuranceCorpId': 'employee.corporation_id',
  'organization.divisionId': 'employee.division_id',
  'organization.headquarterId': 'employee.headquarter_id',
  'organization.teamId': 'employee.team_id',
  'organization.partId': 'employee.part_id',
  'employmentHistory.0.startDate': 'employee.hire_date',
  'salary.baseSalary': 'salary.base_salary',
  'salary.allowances': 'salary.allowances',
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.values(v).every(isEmpty));

/** Loading rule of 3.1: legacy top-level values fill the nested value only where that is empty. */
export function mergeLegacyFields(raw: Record<string, unknown>, sections: Record<string, unknown>): Record<string, unknown> {
  const personal = isObject(sections.personal) ? { ...sections.personal } : {};
  const organization = isObject(sections.organization) ? { ...sections.organization } : {};
  const accounts = isObject(sections.accounts) ? { ...sections.accounts } : {};
  const fill = (target: Record<string, unknown>, key: string, value: unknown) => {
    if (!isEmpty(value) && isEmpty(target[key])) target[key] = value;
  };
  for (const key of ['nameKor', 'nameEng', 'employeeNo', 'birthDate', 'gender', 'dependents', 'dependentDetails', 'addressInfo'] as const) fill(personal, key, raw[key]);
  fill(organization, 'headquarters', raw.department);
  fill(organization, 'jobTitle', raw.jobTitle);
  fill(accounts, 'email', raw.email);
  const touched = legacyFields.some((k) => k in raw);
  return {
    ...sections,
    ...(touched || 'personal' in sections ? { personal } : {}),
    ...(touched || 'organization' in sections ? { organization } : {}),
    ...(touched || 'accounts' in sections ? { accounts } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Checks (spec 5 warnings, and what users expect)

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export const phonePattern = /^0\d{8,10}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5: empty fields that are logged and returned as warnings before creating, never blocking. */
const warnWhenEmpty: [string, (s: EmployeeSections) => string, string][] = [
  ['personal.nameKor', (s) => s.personal.nameKor, '이름이 비어 있습니다.'],
  ['personal.employeeNo', (s) => s.personal.employeeNo, '사번이 비어 있습니다.'],
  ['personal.emailPersonal', (s) => s.personal.emailPersonal, '개인 이메일이 비어 있습니다.'],
  ['personal.phone', (s) => s.personal.phone, '연락처가 비어 있습니다.'],
  ['organization.insuranceCorp', (s) => s.organization.insuranceCorp, '법인이 비어 있습니다.'],
  ['organization.division', (s) => s.organization.division, '사업부가 비어 있습니다.'],
  ['organization.team', (s) => s.organization.team, '팀이 비어 있습니다.'],
  ['accounts.email', (s) => s.accounts.email, '회사 이메일이 비어 있습니다.'],
];

export function creationWarnings(s: EmployeeSections): string[] {
  return warnWhenEmpty.filter(([, get]) => !get(s)).map(([, , message]) => message);
}

export type EmployeeCheck = { errors: Record<string, string>; warnings: string[] };

/** Date fields of the record, by nested path. */
function dateFields(s: EmployeeSections): [string, string][] {
  const o = s.organization;
  const p = s.personal;
  return [
    ['personal.birthDate', p.birthDate],
    ['personal.visa.expiryDate', p.visa.expiryDate],
    ['personal.militaryService.startedAt', p.militaryService.startedAt],
    ['personal.militaryService.endedAt', p.militaryService.endedAt],
    ['organization.firstJoinDate', o.firstJoinDate],
    ['organization.transferDate', o.transferDate],
    ['organization.probationEndDate', o.probationEndDate],
    ...p.dependentDetails.map((d, i): [string, string] => [`personal.dependentDetails.${i}.birthDate`, d.birthDate]),
    ...p.addressInfo.addressHistory.map((a, i): [string, string] => [`personal.addressInfo.addressHistory.${i}.changedAt`, a.changedAt]),
    ...s.career.previousCompanies.flatMap((c, i): [string, string][] => [
      [`career.previousCompanies.${i}.startDate`, c.startDate],
      [`career.previousCompanies.${i}.endDate`, c.endDate],
    ]),
    ...(s.educationRecords ?? []).flatMap((e, i): [string, string][] => [
      [`educationRecords.${i}.startDate`, e.startDate],
      [`educationRecords.${i}.endDate`, e.endDate],
    ]),
    ...(s.certifications ?? []).map((c, i): [string, string] => [`certifications.${i}.acquiredDate`, c.acquiredDate]),
    ...(s.languageSkills ?? []).map((l, i): [string, string] => [`languageSkills.${i}.acquiredDate`, l.acquiredDate]),
    ...s.employmentHistory.flatMap((h, i): [string, string][] => [
      [`employmentHistory.${i}.startDate`, h.startDate],
      [`employmentHistory.${i}.endDate`, h.endDate],
    ]),
    ...(s.resignation
      ? ([
          ['resignation.resignationDate', s.resignation.resignationDate],
          ['resignation.lastWorkingDate', s.resignation.lastWorkingDate],
        ] as [string, string][])
      : []),
  ];
}

/**
 * The checks that block (Korean message per nested path) and the warnings that do not. `rrn` is the
 * plaintext being written, if any.
 */
export function checkEmployee(s: EmployeeSections, rrn: string | undefined): EmployeeCheck {
  const errors: Record<string, string> = {};
  const warnings = creationWarnings(s);
  const p = s.personal;
  if (!p.nameKor) errors['personal.nameKor'] = '이름(한글)을 입력해주세요.';
  if (p.employeeNo && !/^[A-Za-z0-9-]{1,30}$/.test(p.employeeNo)) errors['personal.employeeNo'] = '사번은 영문, 숫자, 하이픈으로 30자 이내여야 합니다.';
  if (p.emailPersonal && !emailPattern.test(p.emailPersonal)) errors['personal.emailPersonal'] = '올바른 이메일 형식이 아닙니다.';
  if (s.accounts.email && !emailPattern.test(s.accounts.email)) errors['accounts.email'] = '올바른 이메일 형식이 아닙니다.';
  const phoneMessage = '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678';
  if (p.phone && !phonePattern.test(p.phone.replace(/[\s-]/g, ''))) errors['personal.phone'] = phoneMessage;
  if (p.emergencyContact.phone && !phonePattern.test(p.emergencyContact.phone.replace(/[\s-]/g, ''))) errors['personal.emergencyContact.phone'] = phoneMessage;
  if (p.bankAccount.accountNumber && !/^\d[\d-]{4,28}\d$/.test(p.bankAccount.accountNumber)) {
    errors['personal.bankAccount.accountNumber'] = '계좌번호는 숫자와 하이픈(-)으로 입력해주세요.';
  }
  if (!(employmentStatuses as readonly string[]).includes(s.organization.employmentStatus)) {
    errors['organization.employmentStatus'] = `재직 상태는 ${employmentStatuses.join(', ')} 중 하나입니다.`;
  }
  if (p.addressInfo.zipcode && !/^\d{5}$/.test(p.addressInfo.zipcode)) errors['personal.addressInfo.zipcode'] = '우편번호는 숫자 5자리입니다.';
  if (p.gender && !['남', '여'].includes(p.gender)) errors['personal.gender'] = "성별은 '남' 또는 '여'입니다.";
  for (const [path, value] of dateFields(s)) {
    if (value && !isRealDate(value)) errors[path] = '날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.';
  }
  if (rrn) {
    const check = checkRrn(rrn);
    if (!check.valid) errors['personal.rrn'] = check.message!;
    else {
      if (check.warning) warnings.push(check.warning);
      if (p.birthDate && check.birthDate !== p.birthDate) errors['personal.birthDate'] = '생년월일이 주민등록번호와 다릅니다.';
    }
  }
  const order = (from: string, to: string, path: string, message: string) => {
    if (from && to && isRealDate(from) && isRealDate(to) && from > to && !errors[path]) errors[path] = message;
  };
  s.employmentHistory.forEach((h, i) => order(h.startDate, h.endDate, `employmentHistory.${i}.endDate`, '종료일은 시작일 이후여야 합니다.'));
  const hire = hireDateOf(s.employmentHistory);
  order(p.birthDate, hire, 'employmentHistory.0.startDate', '입사일은 생년월일 이후여야 합니다.');
  order(hire, s.organization.probationEndDate, 'organization.probationEndDate', '수습 종료일은 입사일 이후여야 합니다.');
  order(p.militaryService.startedAt, p.militaryService.endedAt, 'personal.militaryService.endedAt', '전역일은 입대일 이후여야 합니다.');
  if (s.resignation) order(hire, s.resignation.lastWorkingDate, 'resignation.lastWorkingDate', '퇴직일은 입사일 이후여야 합니다.');
  return { errors, warnings };
}

/**
 * What the registration screen (POST register) requires beyond `checkEmployee`, as Korean HR
 * expects of a new hire: 입사일, 소속 (a corporation or any unit) and 고용형태. Other ways in
 * (the general create, Excel import, recruitment, demo seed) only warn about what is missing.
 */
export function missingRegistrationFields(s: EmployeeSections): Record<string, string> {
  const o = s.organization;
  const missing: Record<string, string> = {};
  if (!hireDateOf(s.employmentHistory)) missing['employmentHistory.0.startDate'] = '입사일을 입력해주세요.';
  const placed = [o.insuranceCorpId, o.divisionId, o.headquarterId, o.teamId, o.partId, o.insuranceCorp, o.division, o.headquarters, o.team, o.part].some(Boolean);
  if (!placed) missing['organization.insuranceCorpId'] = '소속을 선택해주세요.';
  if (!o.employmentType) missing['organization.employmentType'] = '고용형태를 선택해주세요.';
  return missing;
}

/** The birth date and gender a valid RRN implies, or null. */
export function rrnFacts(rrn: string): { birthDate: string; gender: '남' | '여' } | null {
  const check = checkRrn(rrn);
  if (!check.valid) return null;
  const genderDigit = Number(rrn.replace(/\D/g, '')[6]);
  return { birthDate: check.birthDate!, gender: genderDigit % 2 === 1 ? '남' : '여' };
}

/** Fills what the RRN implies (birth date, gender) when those are empty. */
export function withRrnFacts(s: EmployeeSections, rrn: string | undefined): EmployeeSections {
  const facts = rrn ? rrnFacts(rrn) : null;
  if (!facts) return s;
  return { ...s, personal: { ...s.personal, birthDate: s.personal.birthDate || facts.birthDate, gender: s.personal.gender || facts.gender } };
}

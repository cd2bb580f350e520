import type { Faker } from '@faker-js/faker';
import {
  applyChannels,
  type certificatesByField,
  dispatchAgencies,
  foreignStaff,
  jobFunctions,
  leaveReasons,
  resignationReasons,
  type ForeignPerson,
} from './employee-data';
import { householdOf } from './household';
import { addDays, addMonths } from '../lib/seoul-time';
import { romanize } from 'es-hangul';
import { addYears, capital, dotted, PersonParts, splitName, weekday, yearOf, type Level } from './person-parts';

/**
 * Generates employee records (the nested input form of spec 3.1, salary included) for an
 * organisation: a head for every 본부, 팀 and 파트, staff spread over the lowest units, grades,
 * ages, hire dates, careers, studies and statuses that agree with one another. Pure and
 * deterministic for a seeded `faker`: the SARAM_DEMO seed and the employee benchmark share it.
 */

/** A unit employees can be placed in; `path` runs from the corporation's name down to the unit's. */
export type GeneratorUnit = { id: string; path: readonly string[] };
export type Role = '팀원' | '파트장' | '팀장' | '본부장';
export type Grade = '사원' | '대리' | '과장' | '차장' | '부장' | '이사';
/** A person fixed in advance (the demo sign-in accounts): unit path, post and name. */
export type Pin = { key: string; path: readonly string[]; role: Role; grade: Grade; nameKor: string; gender: '남' | '여' };
export type GeneratedEmployee = { payload: Record<string, unknown>; unitId: string; pin: string | null };
export type GeneratorOptions = { count: number; today: string; pins?: readonly Pin[] };

// ---------------------------------------------------------------------------------------------
// The roster: who sits where

type Slot = { unit: GeneratorUnit; role: Role; field: keyof typeof certificatesByField; jobFunction: string; corp: string };

const roleOfLevel: Record<number, Role | undefined> = { 2: '본부장', 3: '팀장', 4: '파트장' };
const corporationField = (corp: string) => (corp.includes('제약') ? 'pharma' : corp.includes('물류') ? 'logistics' : corp.includes('소프트') ? 'it' : 'business');

function functionOf(unit: GeneratorUnit): Pick<Slot, 'field' | 'jobFunction'> {
  for (const name of [...unit.path].reverse()) {
    const hit = jobFunctions.find(([keyword]) => name.includes(keyword));
    if (hit) return { jobFunction: hit[1], field: hit[2] };
  }
  return { jobFunction: '경영관리', field: corporationField(unit.path[0] ?? '') };
}

/** Staff per lowest unit: development and operations larger, the holding company smaller. */
function staffWeight(slot: Pick<Slot, 'field' | 'corp'>): number {
  const byField = { it: 1.5, research: 1.3, logistics: 1.4, pharma: 1.2 } as Record<string, number>;
  return (byField[slot.field] ?? 1) * (slot.corp.includes('홀딩스') ? 0.6 : 1);
}

function roster(units: readonly GeneratorUnit[], count: number): Slot[] {
  const key = (u: GeneratorUnit) => u.path.join(' > ');
  const parents = new Set(units.map((u) => key({ ...u, path: u.path.slice(0, -1) })));
  const slot = (unit: GeneratorUnit, role: Role): Slot => ({ unit, role, corp: unit.path[0] ?? '', ...functionOf(unit) });
  const heads = units.filter((u) => roleOfLevel[u.path.length - 1]).map((u) => slot(u, roleOfLevel[u.path.length - 1]!));
  const lowest = units.filter((u) => u.path.length - 1 >= 3 && !parents.has(key(u))).map((u) => slot(u, '팀원'));
  const budget = Math.max(lowest.length, count - heads.length);
  const weights = lowest.map(staffWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  // Largest remainder, so the staff add up to the budget exactly.
  const shares = weights.map((w) => (budget * w) / total);
  const sizes = shares.map(Math.floor);
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = budget - sizes.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) sizes[order[k % order.length]![1]]! += 1;
  return [...heads, ...lowest.flatMap((s, i) => Array.from({ length: sizes[i]! }, () => s))];
}

// ---------------------------------------------------------------------------------------------
// One person

const gradeRanges: Record<Grade, { age: [number, number]; tenure: [number, number]; pay: [number, number] }> = {
  사원: { age: [24, 33], tenure: [0, 4], pay: [3_000_000, 3_800_000] },
  대리: { age: [29, 36], tenure: [1, 8], pay: [3_800_000, 4_800_000] },
  과장: { age: [33, 41], tenure: [1, 12], pay: [4_800_000, 6_000_000] },
  차장: { age: [38, 46], tenure: [2, 15], pay: [6_000_000, 7_500_000] },
  부장: { age: [43, 54], tenure: [3, 18], pay: [7_500_000, 9_500_000] },
  이사: { age: [47, 58], tenure: [3, 18], pay: [9_500_000, 12_000_000] },
};
const internRange = { age: [23, 27] as [number, number], tenure: [0, 0] as [number, number], pay: [2_400_000, 2_400_000] as [number, number] };
/** Age at graduation (women; Korean men about two years later, after military service). */
const graduationAge: Record<Level, number> = { 고졸: 19, 전문학사: 22, 학사: 24, 석사: 26, 박사: 31 };
const leaderAllowance: Record<Role, number> = { 팀원: 0, 파트장: 200_000, 팀장: 400_000, 본부장: 800_000 };

type Status = { kind: '재직' } | { kind: '휴직' } | { kind: '퇴직'; type: keyof typeof resignationReasons };

class EmployeeGenerator extends PersonParts {
  private level(slot: Slot): Level {
    if (slot.field === 'research') return slot.role === '팀원' ? this.pick(['학사', '석사', '석사'] as const) : this.pick(['석사', '박사'] as const);
    if (slot.field === 'logistics' && this.chance(0.2)) return this.pick(['고졸', '전문학사'] as const);
    return this.chance(0.12) ? '석사' : '학사';
  }

  private grade(role: Role, employmentType: string): Grade {
    const w = (value: Grade, weight: number) => ({ value, weight });
    if (employmentType === '인턴') return '사원';
    if (employmentType === '파견') return this.f.helpers.weightedArrayElement([w('사원', 7), w('대리', 3)]);
    if (employmentType === '계약직') return this.f.helpers.weightedArrayElement([w('사원', 5), w('대리', 3), w('과장', 2)]);
    if (role === '본부장') return this.f.helpers.weightedArrayElement([w('부장', 3), w('이사', 7)]);
    if (role === '팀장') return this.f.helpers.weightedArrayElement([w('차장', 45), w('부장', 55)]);
    if (role === '파트장') return this.f.helpers.weightedArrayElement([w('과장', 60), w('차장', 40)]);
    return this.f.helpers.weightedArrayElement([w('사원', 40), w('대리', 28), w('과장', 20), w('차장', 12)]);
  }

  private status(role: Role, forced: boolean): Status {
    if (forced || role !== '팀원') return { kind: '재직' };
    const r = this.f.number.float({ min: 0, max: 1 });
    if (r < 0.11) {
      const type = this.f.helpers.weightedArrayElement([
        { value: '자진퇴사' as const, weight: 62 },
        { value: '권고사직' as const, weight: 10 },
        { value: '계약만료' as const, weight: 20 },
        { value: '정년퇴직' as const, weight: 8 },
      ]);
      return { kind: '퇴직', type };
    }
    return r < 0.25 ? { kind: '휴직' } : { kind: '재직' };
  }

  private employmentType(role: Role, field: string, status: Status, forced: boolean): string {
    if (status.kind === '퇴직' && status.type === '계약만료') return '계약직';
    if (forced || role !== '팀원' || status.kind === '퇴직') return '정규직';
    const r = this.f.number.float({ min: 0, max: 1 });
    const dispatch = field === 'logistics' ? 0.1 : 0.02;
    if (r < dispatch) return '파견';
    if (r < dispatch + 0.08) return '계약직';
    if (r < dispatch + 0.12 && status.kind === '재직') return '인턴';
    return '정규직';
  }

  /** A person for `slot`; `pin` fixes the name and post, `foreign` a foreign national. */
  person(slot: Slot, opts: { pin?: Pin; foreign?: ForeignPerson; compound?: boolean }): Record<string, unknown> {
    const { pin, foreign } = opts;
    const fixed = Boolean(pin || foreign);
    const status = this.status(slot.role, fixed);
    const retiredAtAge = status.kind === '퇴직' && status.type === '정년퇴직';
    const employmentType = this.employmentType(slot.role, slot.field, status, fixed);
    const grade: Grade = pin?.grade ?? (retiredAtAge ? this.pick(['차장', '부장'] as const) : this.grade(slot.role, employmentType));
    const range = employmentType === '인턴' ? internRange : gradeRanges[grade];
    const gender = pin?.gender ?? foreign?.gender ?? (this.chance(slot.field === 'it' || slot.field === 'logistics' ? 0.68 : 0.5) ? '남' : '여');

    // Studies first: they set the youngest age for the grade; then the last working day (retired),
    // the age, and the hire date within the grade's tenure.
    const korean = !foreign;
    const level = employmentType === '인턴' ? '학사' : this.level(slot);
    const gradAge = graduationAge[level] + (gender === '남' && korean && level !== '고졸' ? 2 : 0);
    const minAge = Math.min(range.age[1], Math.max(range.age[0], gradAge + 1));
    const end = status.kind === '퇴직' ? this.dateBetween('2022-01-03', addDays(this.today, -10)) : this.today;
    const age = retiredAtAge ? 60 : this.f.number.int({ min: minAge, max: range.age[1] });
    const birthDate = foreign
      ? this.dateBetween(`${foreign.birthYear}-01-01`, `${foreign.birthYear}-12-28`)
      : this.dateBetween(addDays(addYears(end, -age - 1), 1), addYears(end, -age));
    const earliest = [addMonths(addYears(birthDate, gradAge), 6), '2008-01-02'].sort().at(-1)!;
    const recent = status.kind !== '퇴직' && slot.role === '팀원' && !fixed && this.chance(0.07);
    let hire: string;
    if (employmentType === '인턴') hire = weekday(this.pick([`${yearOf(this.today)}-07-01`, `${yearOf(this.today)}-09-01`]));
    else if (recent) hire = weekday(this.dateBetween(`${yearOf(this.today)}-01-02`, addDays(this.today, -1)));
    else {
      const tenure = this.f.number.float({ min: range.tenure[0], max: range.tenure[1] });
      const latest = status.kind === '퇴직' ? addMonths(end, status.type === '계약만료' ? -24 : -8) : this.today;
      const target = addDays(end, -Math.round(tenure * 365));
      hire = [[target, latest].sort()[0]!, earliest].sort().at(-1)!;
      hire = weekday(`${hire.slice(0, 8)}01`);
    }
    if (hire > this.today) hire = weekday(addDays(this.today, -30));
    if (status.kind === '퇴직' && hire >= end) hire = weekday(addMonths(end, -12));
    if (employmentType === '계약직' && status.kind === '퇴직') hire = weekday(`${addYears(end, -2).slice(0, 8)}01`);

    // Name, contacts and identity.
    const nameKor = pin?.nameKor ?? foreign?.nameKor ?? this.koreanName(gender, yearOf(birthDate), Boolean(opts.compound));
    const { surname, given } = splitName(nameKor);
    const givenRoman = romanize(given);
    const nameEng = foreign?.nameEng ?? `${surname[1]} ${capital(givenRoman)}`;
    const local = foreign?.email ?? `${givenRoman}.${surname[1].toLowerCase()}`;
    const address = this.address();

    const education = this.education(slot.field, gender, yearOf(birthDate), level);
    const careerStart = addDays(education.graduated, this.f.number.int({ min: 10, max: 200 }));
    const { career } = this.career(slot.field, careerStart, hire);
    const experienced = career.previousCompanies.length > 0;

    const monthlyPay = Math.round(this.f.number.int({ min: range.pay[0], max: range.pay[1] }) / 10_000) * 10_000;
    const baseSalary = employmentType === '인턴' ? 2_400_000 : employmentType === '계약직' ? Math.round((monthlyPay * 0.95) / 10_000) * 10_000 : monthlyPay;
    const onboardingOpen = hire >= addDays(this.today, -60);
    const notes: string[] = [];
    if (status.kind === '휴직') {
      const from = this.dateBetween(addDays(this.today, -300), addDays(this.today, -7));
      notes.push(`${this.pick(leaveReasons)} (${dotted(from)} ~ ${dotted(addDays(addYears(from, 1), -1))})`);
    }
    if (employmentType === '계약직' && status.kind !== '퇴직') notes.push(`계약기간 ${dotted(hire)} ~ ${dotted(addDays(addYears(hire, 2), -1))}`);
    if (employmentType === '인턴') notes.push(`인턴 기간 ${dotted(hire)} ~ ${yearOf(hire)}.12.31`);
    if (employmentType === '파견') notes.push(`파견사업주: ${this.pick(dispatchAgencies)}`);

    const married = age > 31 && this.chance(0.65);
    const dependentDetails = married
      ? [
          { name: this.koreanName(gender === '남' ? '여' : '남', yearOf(birthDate), false), relationship: '배우자', birthDate: addDays(birthDate, this.f.number.int({ min: -900, max: 900 })) },
          ...Array.from({ length: this.f.number.int({ min: 0, max: 2 }) }, (_, i) => ({
            name: surname[0] + this.f.person.firstName(this.chance(0.5) ? 'male' : 'female'),
            relationship: '자녀',
            birthDate: this.dateBetween(addYears(birthDate, 30 + i * 2), [addYears(birthDate, 32 + i * 3), this.today].sort()[0]!),
          })),
        ]
      : [];

    const probationEndDate = employmentType === '정규직' ? addDays(addMonths(hire, 3), -1) : '';
    const lastWorkingDate = status.kind === '퇴직' ? (status.type === '계약만료' ? addDays(addYears(hire, 2), -1) : end) : '';
    const military = this.military(gender, Boolean(foreign), birthDate, slot.field);
    const qualifications = this.qualifications(slot.field, education.graduated, hire, foreign);

    return {
      personal: {
        nameKor,
        nameEng,
        phone: this.phone(),
        emailPersonal: `${givenRoman}${this.f.string.numeric(2)}@${this.pick(['naver.com', 'gmail.com', 'daum.net', 'kakao.com'])}`,
        address: `${address.address} ${address.addressDetail}`,
        nationality: foreign?.nationality ?? '대한민국',
        gender,
        birthDate,
        rrn: this.rrn(birthDate, gender, Boolean(foreign)),
        dependents: dependentDetails.length,
        dependentDetails,
        disability: this.chance(0.015) ? { isDisabled: true, degree: '심하지 않은 장애' } : { isDisabled: false, degree: '' },
        veteran: this.chance(0.01) ? { isVeteran: true, number: `${this.f.string.numeric(2)}-${this.f.string.numeric(6)}` } : { isVeteran: false, number: '' },
        ...military,
        ...(foreign ? { visa: { type: foreign.visa, expiryDate: addYears(`${yearOf(this.today) + 1}-${this.today.slice(5)}`, foreign.visa === 'F-2' ? 2 : 0), memo: foreign.visa === 'E-7' ? '특정활동(전문인력)' : '거주' } } : {}),
        addressInfo: { ...address, addressHistory: [] },
        ...householdOf({ nameKor, surname: surname[0], birthDate, spouse: dependentDetails.find((d) => d.relationship === '배우자')?.name ?? null }),
      },
      organization: {
        employmentStatus: status.kind,
        employmentType,
        jobTitle: slot.role,
        jobGrade: grade,
        jobFunction: slot.jobFunction,
        firstJoinDate: hire,
        transferDate: slot.role === '팀원' && hire < addYears(this.today, -3) && this.chance(0.3) ? weekday(this.dateBetween(addYears(hire, 1), addDays(this.today, -90)).slice(0, 8) + '01') : '',
        probationEndDate,
        ...placementOf(slot.unit),
      },
      accounts: { email: this.companyEmail(local), groupwareId: local, slackId: `U0${this.f.string.alphanumeric({ length: 9, casing: 'upper' })}` },
      applicationInfo: { appliedJobFunction: slot.jobFunction, applyChannel: this.pick(experienced ? applyChannels.experienced : applyChannels.newGraduate) },
      career,
      ...qualifications,
      educationInfo: education.educationInfo,
      educationRecords: education.educationRecords,
      employmentHistory: [{ startDate: hire, endDate: lastWorkingDate, type: employmentType, firstJoinDate: hire }],
      newbieChecklist: onboardingOpen ? { isCompleted: false, completedAt: null } : { isCompleted: true, completedAt: `${addDays(hire, this.f.number.int({ min: 14, max: 40 }))}T09:00:00.000Z` },
      isActive: status.kind !== '퇴직',
      notes: notes.join('\n'),
      resignation:
        status.kind === '퇴직'
          ? {
              status: 'approved',
              resignationDate: addDays(lastWorkingDate, -this.f.number.int({ min: 14, max: 45 })),
              lastWorkingDate,
              resignationType: status.type,
              resignationReason: this.pick(resignationReasons[status.type]),
            }
          : null,
      salary: { baseSalary, allowances: 200_000 + leaderAllowance[slot.role] },
    };
  }
}

/** The deepest unit by id: the server fills the names and ids above it (resolvePlacement). */
function placementOf(unit: GeneratorUnit): Record<string, string> {
  const level = unit.path.length - 1;
  return level >= 4 ? { partId: unit.id } : level === 3 ? { teamId: unit.id } : level === 2 ? { headquarterId: unit.id } : { divisionId: unit.id };
}

/**
 * About `count` employees for `units` (heads first, then staff), numbered YYYY0001… by hire date.
 * `faker` should be seeded by the caller for a stable result.
 */
export function generateEmployees(faker: Faker, units: readonly GeneratorUnit[], opts: GeneratorOptions): GeneratedEmployee[] {
  const gen = new EmployeeGenerator(faker, opts.today);
  const slots = roster(units, opts.count);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const pinOf = new Map<number, Pin>();
  for (const pin of opts.pins ?? []) {
    const i = slots.findIndex((s, k) => !pinOf.has(k) && s.role === pin.role && same(s.unit.path, pin.path));
    if (i >= 0) pinOf.set(i, pin);
  }
  const foreignOf = new Map<number, ForeignPerson>();
  for (const person of foreignStaff) {
    const i = slots.findIndex((s, k) => !pinOf.has(k) && !foreignOf.has(k) && s.role === '팀원' && s.unit.path.at(-1) === person.unit);
    if (i >= 0) foreignOf.set(i, person);
  }
  const people = slots.map((slot, i) => {
    const pin = pinOf.get(i);
    const payload = gen.person(slot, { pin, foreign: foreignOf.get(i), compound: i % 53 === 17 });
    return { payload, unitId: slot.unit.id, pin: pin?.key ?? null };
  });
  // 사번: the hire year and a sequence in hire order (20150001, 20150002 …).
  const hireOf = (p: GeneratedEmployee) => ((p.payload.employmentHistory as { startDate: string }[])[0]!.startDate);
  const ordered = people.map((p, i) => [hireOf(p), i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const perYear = new Map<string, number>();
  for (const [hire, i] of ordered) {
    const year = hire.slice(0, 4);
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    (people[i]!.payload.personal as Record<string, unknown>).employeeNo = `${year}${String(n).padStart(4, '0')}`;
  }
  return people;
}

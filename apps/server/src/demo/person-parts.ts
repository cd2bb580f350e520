import type { Faker } from '@faker-js/faker';
import { romanize } from 'es-hangul';
import {
  apartmentNames,
  certificatesByField,
  compoundSurnames,
  employersByField,
  majorsByField,
  olderGivenNames,
  roads,
  surnames,
  universities,
  womensUniversities,
  type ForeignPerson,
  type Surname,
} from './employee-data';
import { addDays, addMonths } from '../lib/seoul-time';

/**
 * The pieces of a generated person (employee-generator.ts): dates, romanised names (es-hangul), RRN,
 * address, contacts, career, studies, certificates and military service, each drawn from a seeded
 * faker so the result is the same on every run.
 */

const day = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addYears = (date: string, years: number) => addMonths(date, years * 12);
/** The date itself, or the Monday after it when it falls on a weekend. */
export function weekday(date: string): string {
  const dow = toDate(date).getUTCDay();
  return dow === 6 ? addDays(date, 2) : dow === 0 ? addDays(date, 1) : date;
}
export const dotted = (date: string) => date.replaceAll('-', '.');
export const yearOf = (date: string) => Number(date.slice(0, 4));

const weightedSurnames = surnames.map((s) => ({ value: s, weight: s[2] }));
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const allSurnames = [...compoundSurnames, ...surnames];
/** The surname of a Korean name (two-syllable surnames first) and its usual spelling. */
export function splitName(name: string): { surname: Surname; given: string } {
  const surname = allSurnames.find(([h]) => name.startsWith(h)) ?? [name.slice(0, 1), capital(romanize(name.slice(0, 1))), 0];
  return { surname, given: name.slice(surname[0].length) };
}

export type Level = '고졸' | '전문학사' | '학사' | '석사' | '박사';

export class PersonParts {
  /** How many addresses each local part has had (jihun.kim, jihun.kim2, …). */
  private readonly emails = new Map<string, number>();
  private readonly phones = new Set<string>();

  constructor(
    protected readonly f: Faker,
    protected readonly today: string,
  ) {}

  protected pick<T>(list: readonly T[]): T {
    return this.f.helpers.arrayElement(list);
  }

  protected chance(p: number): boolean {
    return this.f.number.float({ min: 0, max: 1 }) < p;
  }

  protected dateBetween(from: string, to: string): string {
    if (from >= to) return from;
    return iso(this.f.date.between({ from: toDate(from), to: toDate(to) }));
  }

  protected koreanName(gender: '남' | '여', birthYear: number, compound: boolean): string {
    const surname = compound ? this.pick(compoundSurnames) : this.f.helpers.weightedArrayElement(weightedSurnames);
    const given = birthYear < 1986 ? this.pick(olderGivenNames[gender === '남' ? 'male' : 'female']) : this.f.person.firstName(gender === '남' ? 'male' : 'female');
    return surname[0] + given;
  }

  protected companyEmail(local: string): string {
    const n = (this.emails.get(local) ?? 0) + 1;
    this.emails.set(local, n);
    return `${local}${n > 1 ? n : ''}@hanbit.co.kr`;
  }

  protected phone(): string {
    for (;;) {
      const p = `010-${this.f.number.int({ min: 2000, max: 9999 })}-${this.f.string.numeric(4)}`;
      if (!this.phones.has(p)) {
        this.phones.add(p);
        return p;
      }
    }
  }

  /** YYMMDD-GNNNNNC with a valid check digit; G by century and sex (5-8 for foreign residents). */
  protected rrn(birthDate: string, gender: '남' | '여', foreign: boolean): string {
    const century = yearOf(birthDate) >= 2000 ? 1 : 0;
    const g = (foreign ? 5 : 1) + century * 2 + (gender === '여' ? 1 : 0);
    const body = `${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${g}${this.f.string.numeric(5)}`;
    const sum = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5].reduce((s, w, i) => s + w * Number(body[i]), 0);
    return `${body.slice(0, 6)}-${body.slice(6)}${(11 - (sum % 11)) % 10}`;
  }

  protected address() {
    const [city, road, zip, dong] = this.pick(roads);
    const apartment = this.chance(0.7);
    return {
      zipcode: `${zip}${this.f.string.numeric(2)}`,
      address: `${city} ${road} ${this.f.number.int({ min: 2, max: 420 })}`,
      addressDetail: apartment
        ? `${this.pick(apartmentNames)} ${this.f.number.int({ min: 101, max: 115 })}동 ${this.f.number.int({ min: 2, max: 25 })}0${this.f.number.int({ min: 1, max: 4 })}호`
        : `${this.f.number.int({ min: 2, max: 5 })}층 ${this.f.number.int({ min: 1, max: 5 })}0${this.f.number.int({ min: 1, max: 9 })}호`,
      extraAddress: `(${dong})`,
    };
  }

  /** The career before joining: up to three earlier employers filling the years since graduation. */
  protected career(field: keyof typeof certificatesByField, from: string, to: string) {
    const companies: Record<string, string>[] = [];
    const employers = employersByField[field in employersByField ? (field as keyof typeof employersByField) : 'business'];
    let start = from;
    const months = Math.max(0, Math.round((toDate(to).getTime() - toDate(from).getTime()) / (30.44 * day)));
    if (months >= 10) {
      const parts = months > 96 ? 3 : months > 40 ? 2 : 1;
      for (let i = 0; i < parts; i++) {
        const end = i === parts - 1 ? addDays(to, -this.f.number.int({ min: 1, max: 30 })) : addMonths(start, Math.round(months / parts));
        companies.push({
          companyName: this.pick(employers),
          department: this.pick(['개발팀', '사업팀', '운영팀', '기획팀', '연구소', '영업팀', '경영지원팀']),
          position: this.pick(i === 0 ? ['사원', '주임'] : ['대리', '과장', '선임', '책임']),
          startDate: start,
          endDate: end,
          duties: this.pick(['서비스 개발 및 운영', '신규 사업 기획', '고객사 프로젝트 수행', '연구 과제 수행', '영업 및 고객 관리', '운영 프로세스 개선']),
        });
        start = addDays(end, this.f.number.int({ min: 1, max: 60 }));
      }
    }
    const total = companies.reduce((n, c) => n + Math.round((toDate(c.endDate!).getTime() - toDate(c.startDate!).getTime()) / (30.44 * day)), 0);
    const label = [Math.floor(total / 12) ? `${Math.floor(total / 12)}년` : '', total % 12 ? `${total % 12}개월` : ''].filter(Boolean).join(' ');
    return {
      career: {
        acknowledgedYears: Math.floor((total * 0.8) / 12),
        prevCareer: { months: total, days: 0, yearsMonths: label },
        previousCompanies: companies,
        totalMonths: total,
      },
    };
  }

  protected education(field: keyof typeof majorsByField, gender: '남' | '여', birthYear: number, level: Level) {
    const [major, category, bachelor] = this.pick(majorsByField[field]);
    const school = gender === '여' && this.chance(0.15) ? this.pick(womensUniversities) : this.pick(universities);
    const entry = birthYear + 19 + (this.chance(0.2) ? 1 : 0);
    const stem = bachelor.slice(0, -1);
    if (level === '고졸') {
      const highSchool = this.pick(['서울디지텍고등학교', '수원하이텍고등학교', '부천공업고등학교', '인천전자마이스터고등학교']);
      return {
        educationInfo: { finalEducationLevel: '고졸', finalSchoolName: highSchool, degreeName: '', majorCategory: '', hasTranscript: true },
        educationRecords: [{ schoolName: highSchool, major: '', degree: '고등학교', startDate: `${birthYear + 16}-03-02`, endDate: `${birthYear + 19}-02-10`, graduationStatus: '졸업' }],
        graduated: `${birthYear + 19}-02-10`,
      };
    }
    const years = level === '전문학사' ? 2 : 4 + (gender === '남' ? 2 : 0);
    const records = [
      {
        schoolName: level === '전문학사' ? school.replace('대학교', '전문대학') : school,
        major,
        degree: level === '전문학사' ? '전문학사' : '학사',
        startDate: `${entry}-03-02`,
        endDate: `${entry + years}-02-20`,
        graduationStatus: '졸업',
      },
    ];
    if (level === '석사' || level === '박사') {
      const grad = this.pick(universities.slice(0, 8));
      records.push({ schoolName: grad, major, degree: '석사', startDate: `${entry + years}-03-02`, endDate: `${entry + years + 2}-02-20`, graduationStatus: '졸업' });
      if (level === '박사') records.push({ schoolName: grad, major, degree: '박사', startDate: `${entry + years + 2}-03-02`, endDate: `${entry + years + 6}-08-20`, graduationStatus: '졸업' });
    }
    const last = records.at(-1)!;
    return {
      educationInfo: {
        finalEducationLevel: level === '학사' ? '대졸' : level === '전문학사' ? '초대졸' : level === '석사' ? '석사' : '박사',
        finalSchoolName: last.schoolName,
        degreeName: level === '학사' || level === '전문학사' ? bachelor : `${stem}${level}`,
        majorCategory: category,
        hasTranscript: true,
      },
      educationRecords: records,
      graduated: last.endDate,
    };
  }

  /** Some of the field's certificates and a language score, obtained between school and `before`. */
  protected qualifications(field: keyof typeof certificatesByField, graduated: string, before: string, foreign: ForeignPerson | undefined) {
    const certs = this.f.helpers.arrayElements(certificatesByField[field], { min: 0, max: 2 }).map(([name, issuer]) => {
      const acquiredDate = this.dateBetween(addYears(graduated, -2), before);
      return { name, issuer, acquiredDate, number: `${acquiredDate.slice(2, 4)}${this.f.string.numeric(8)}` };
    });
    const languages: Record<string, string>[] = [];
    if (foreign) languages.push({ ...foreign.language, acquiredDate: this.dateBetween(addYears(before, -3), before) });
    if (this.chance(0.7)) {
      languages.push({ language: '영어', testName: 'TOEIC', score: String(this.f.number.int({ min: 130, max: 198 }) * 5), level: '', acquiredDate: this.dateBetween(addYears(before, -2), before) });
    } else if (this.chance(0.3)) {
      languages.push({ language: '영어', testName: 'OPIc', score: '', level: this.pick(['IM2', 'IM3', 'IH', 'AL']), acquiredDate: this.dateBetween(addYears(before, -2), before) });
    }
    if (this.chance(0.08)) languages.push({ language: this.pick(['일본어', '중국어']), testName: '', score: '', level: this.pick(['중급', '고급']), acquiredDate: '' });
    return { certifications: certs, languageSkills: languages };
  }

  protected military(gender: '남' | '여', foreign: boolean, birthDate: string, field: string) {
    if (gender !== '남' || foreign) return {};
    const r = this.f.number.float({ min: 0, max: 1 });
    if (r < 0.07) return { militaryService: { type: '면제', exemptionReason: this.pick(['질병', '신체등급 5급']) } };
    if (r < 0.1 && field === 'research') {
      const startedAt = addYears(birthDate, 26);
      return { militaryService: { type: '군필', startedAt, endedAt: addMonths(startedAt, 36), rank: '전문연구요원', dischargeType: '복무만료' } };
    }
    const branch = this.f.helpers.weightedArrayElement([
      { value: ['육군', 21] as const, weight: 70 },
      { value: ['공군', 24] as const, weight: 15 },
      { value: ['해군', 23] as const, weight: 8 },
      { value: ['해병대', 21] as const, weight: 7 },
    ]);
    const startedAt = weekday(addDays(addYears(birthDate, 20), this.f.number.int({ min: 0, max: 500 })));
    const officer = this.chance(0.06);
    return {
      militaryService: {
        type: '군필',
        startedAt,
        endedAt: addDays(addMonths(startedAt, officer ? 28 : yearOf(startedAt) < 2004 ? 26 : branch[1] - 3), -1),
        rank: `${branch[0]} ${officer ? '중위' : '병장'}`,
        dischargeType: '만기전역',
      },
    };
  }
}

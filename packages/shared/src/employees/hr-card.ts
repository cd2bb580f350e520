import { retirementDateOf } from './employees';
import type { Employee } from './employee-record.schemas';
import type { HrMetrics } from './employees.schemas';
import { formatPhone } from '../korea';
import { corporationLabel, orgLevels } from '../organization/organization';

/**
 * The 인사기록카드: its sections in the order of the paper form, with their titles, labels, column
 * shares and values as text. The web sheet (hr-card-sheet.tsx) and the server's PDF (hr-card.pdf.ts)
 * both render this list; only the layout (blank rows, fonts, page breaks) is theirs.
 */

export const hrCardTitle = '인사기록카드';
export const hrCardAttestation = '위 기재 사항이 인사 기록과 다름없음을 확인합니다.';
/** The free-text 비고 box that closes the PDF. */
export const hrCardNotesTitle = '비고';
export const hrCardPhotoLabel = '사진';

/** A label-value pair; `wide` takes a row of its own. */
export type HrCardPair = { label: string; value: string; wide?: boolean };
/** A list column and its share of the width (the shares of a list add up to 1). */
export type HrCardColumn = { name: string; share: number };

export type HrCardSection =
  | { kind: 'pairs'; title: string; pairs: HrCardPair[] }
  /** `minRows`: rows drawn even when empty, when the section sets its own. */
  | { kind: 'list'; title: string; columns: HrCardColumn[]; rows: string[][]; minRows?: number };

/** Pairs laid out two per row; a wide pair, and the pair after it, start a new row. */
export function hrCardPairRows(pairs: readonly HrCardPair[]): HrCardPair[][] {
  const rows: HrCardPair[][] = [];
  for (const pair of pairs) {
    const last = rows.at(-1);
    if (pair.wide || !last || last.length === 2 || last[0]!.wide) rows.push([pair]);
    else last.push(pair);
  }
  return rows;
}

/** 2026-11-24 → 2026.11.24; '' for nothing. */
export const hrCardDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)}` : iso);

const period = (from: string, to: string) => (from || to ? `${from ? hrCardDate(from) : '?'} ~ ${to ? hrCardDate(to) : '현재'}` : '');

const columns = (names: string[], shares: number[]): HrCardColumn[] => names.map((name, i) => ({ name, share: shares[i]! }));

/** 주소: (zipcode) address detail extra, from the structured address, else the old one-line address. */
export function hrCardAddress(p: Employee['personal']): string {
  const a = p.addressInfo;
  return [a.zipcode && `(${a.zipcode})`, a.address || p.address, a.addressDetail, a.extraAddress].filter(Boolean).join(' ');
}

/** The card's sections for a record already masked for the caller (metrics may still be loading). */
export function hrCardSections(e: Employee, metrics: HrMetrics | undefined): HrCardSection[] {
  const p = e.personal;
  const o = e.organization;
  const m = p.militaryService;
  const [division, headquarters, team, part] = orgLevels;
  const education = e.educationRecords?.length
    ? e.educationRecords.map((r) => [period(r.startDate, r.endDate), r.schoolName, r.major, r.degree, r.graduationStatus])
    : e.educationInfo.finalSchoolName
      ? [['', e.educationInfo.finalSchoolName, e.educationInfo.majorCategory, e.educationInfo.degreeName, e.educationInfo.finalEducationLevel]]
      : [];
  return [
    {
      kind: 'pairs',
      title: '인적사항',
      pairs: [
        { label: '성명(한글)', value: p.nameKor },
        { label: '성명(영문)', value: p.nameEng },
        { label: '사번', value: p.employeeNo },
        { label: '주민등록번호', value: p.rrn },
        { label: '생년월일', value: hrCardDate(p.birthDate) },
        { label: '성별', value: p.gender },
        { label: '국적', value: p.nationality },
        { label: '휴대전화', value: p.phone && (formatPhone(p.phone) || p.phone) },
        { label: '개인 이메일', value: p.emailPersonal },
        { label: '회사 이메일', value: e.accounts.email },
        { label: '주소', value: hrCardAddress(p), wide: true },
      ],
    },
    {
      kind: 'pairs',
      title: '소속·근무',
      pairs: [
        { label: corporationLabel, value: o.insuranceCorp },
        { label: division.label, value: o.division },
        { label: headquarters.label, value: o.headquarters },
        { label: `${team.label} / ${part.label}`, value: [o.team, o.part].filter(Boolean).join(' / ') },
        { label: '직급', value: o.jobGrade },
        { label: '직책', value: o.jobTitle },
        { label: '직무', value: o.jobFunction },
        { label: '고용형태', value: o.employmentType },
        { label: '입사일', value: hrCardDate(metrics?.hireDate ?? '') },
        { label: '최초 입사일', value: hrCardDate(o.firstJoinDate) },
        { label: '재직상태', value: o.employmentStatus },
        { label: '근속', value: metrics?.tenure?.label ?? '' },
        ...(e.resignation ? [{ label: '퇴직일', value: hrCardDate(retirementDateOf(e.resignation)) }] : []),
      ],
    },
    { kind: 'list', title: '학력', columns: columns(['기간', '학교명', '전공', '학위', '구분'], [0.26, 0.24, 0.26, 0.12, 0.12]), rows: education },
    {
      kind: 'list',
      title: '경력',
      columns: columns(['기간', '회사명', '부서', '직위', '담당 업무'], [0.26, 0.2, 0.15, 0.12, 0.27]),
      rows: e.career.previousCompanies.map((c) => [period(c.startDate, c.endDate), c.companyName, c.department, c.position, c.duties]),
    },
    {
      kind: 'list',
      title: '자격·어학',
      columns: columns(['취득일', '자격·시험명', '발급 기관·점수', '번호·등급'], [0.18, 0.3, 0.3, 0.22]),
      rows: [
        ...(e.certifications ?? []).map((c) => [hrCardDate(c.acquiredDate), c.name, c.issuer, c.number]),
        ...(e.languageSkills ?? []).map((l) => [hrCardDate(l.acquiredDate), [l.language, l.testName].filter(Boolean).join(' '), l.score, l.level]),
      ],
    },
    {
      kind: 'list',
      title: '병역',
      columns: columns(['구분', '계급', '복무 기간', '전역 구분', '면제 사유'], [0.14, 0.14, 0.32, 0.16, 0.24]),
      rows: m.type || m.rank || m.startedAt ? [[m.type, m.rank, period(m.startedAt, m.endedAt), m.dischargeType, m.exemptionReason]] : [],
      minRows: 1,
    },
    {
      kind: 'list',
      title: '가족',
      columns: columns(['관계', '성명', '생년월일'], [0.25, 0.35, 0.4]),
      rows: p.dependentDetails.map((d) => [d.relationship, d.name, hrCardDate(d.birthDate)]),
    },
  ];
}

import { describe, expect, it } from 'vitest';
import { employeeSchema } from './employee-record.schemas';
import { hrCardPairRows, hrCardSections } from './hr-card';

const employee = employeeSchema.parse({
  _id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
  personal: { nameKor: '김민수', phone: '01012345678', birthDate: '1990-01-01', militaryService: { type: '군필', startedAt: '2010-01-01' } },
  organization: { insuranceCorp: '한빛소프트', division: '플랫폼사업부', team: '백엔드팀', part: 'API파트' },
  career: { previousCompanies: [{ companyName: '네오웹', startDate: '2015-01-01', endDate: '2018-12-31' }] },
  certifications: [{ name: '정보처리기사', acquiredDate: '' }],
  audit: { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
  admin: null,
  salary: { baseSalary: null, allowances: null },
  version: 1,
  restricted: [],
});

describe('hrCardSections', () => {
  const sections = hrCardSections(employee, undefined);
  const byTitle = Object.fromEntries(sections.map((s) => [s.title, s]));

  it('lists the sections of the paper form in order', () => {
    expect(sections.map((s) => s.title)).toEqual(['인적사항', '소속·근무', '학력', '경력', '자격·어학', '병역', '가족']);
  });

  it('writes dates, phone, periods and placement as the card shows them', () => {
    const pairs = (title: string) => {
      const s = byTitle[title]!;
      return s.kind === 'pairs' ? Object.fromEntries(s.pairs.map((p) => [p.label, p.value])) : {};
    };
    expect(pairs('인적사항')).toMatchObject({ '성명(한글)': '김민수', 생년월일: '1990.01.01', 휴대전화: '010-1234-5678', 주소: '' });
    expect(pairs('소속·근무')).toMatchObject({ 법인: '한빛소프트', 사업부: '플랫폼사업부', 본부: '', '팀 / 파트': '백엔드팀 / API파트', 입사일: '' });
    const list = (title: string) => {
      const s = byTitle[title]!;
      return s.kind === 'list' ? s.rows : [];
    };
    expect(list('경력')[0]![0]).toBe('2015.01.01 ~ 2018.12.31');
    expect(list('병역')[0]![2]).toBe('2010.01.01 ~ 현재');
    expect(list('자격·어학')[0]![0]).toBe('');
  });

  it('gives every list column a share, the shares of a list adding up to 1', () => {
    for (const s of sections) if (s.kind === 'list') expect(s.columns.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1);
  });

  it('lays pairs two per row, a wide one alone', () => {
    const rows = hrCardPairRows([{ label: 'a', value: '' }, { label: 'b', value: '' }, { label: 'c', value: '' }, { label: 'w', value: '', wide: true }, { label: 'd', value: '' }]);
    expect(rows.map((r) => r.map((p) => p.label))).toEqual([['a', 'b'], ['c'], ['w'], ['d']]);
  });
});

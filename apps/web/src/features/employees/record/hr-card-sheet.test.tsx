import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HrCardSheet } from './hr-card-sheet';
import { sampleEmployee } from './test-fixtures';

describe('HrCardSheet', () => {
  it('renders the sections of the shared card definition as tables', () => {
    const employee = sampleEmployee({ career: { previousCompanies: [{ companyName: '네오웹', startDate: '2015-01-01', endDate: '' }] } });
    render(<HrCardSheet employee={employee} metrics={undefined} printedAt="2026-11-29T01:00:00.000Z" />);
    const card = screen.getByRole('article', { name: '인사기록카드' });
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('인사기록카드');
    expect(within(card).getAllByRole('table').map((t) => t.getAttribute('aria-label'))).toEqual(['인적사항', '소속·근무', '학력', '경력', '자격·어학', '병역', '가족']);
    const personal = within(card).getByRole('table', { name: '인적사항' });
    expect(within(personal).getByRole('rowheader', { name: '휴대전화' }).nextElementSibling).toHaveTextContent('010-1234-5678');
    const placement = within(card).getByRole('table', { name: '소속·근무' });
    expect(within(placement).getByRole('rowheader', { name: '사업부' }).nextElementSibling).toHaveTextContent('플랫폼사업부');
    const career = within(card).getByRole('table', { name: '경력' });
    expect(within(career).getAllByRole('row')).toHaveLength(4);
    expect(within(career).getAllByRole('row')[1]).toHaveTextContent('2015.01.01 ~ 현재네오웹');
    expect(within(card).getByRole('table', { name: '병역' }).querySelectorAll('tbody tr')).toHaveLength(1);
    expect(card).toHaveTextContent('위 기재 사항이 인사 기록과 다름없음을 확인합니다.');
  });
});

// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartTable } from './chart-table';
import { testSpecs } from './test-specs';

describe('ChartTable', () => {
  it('gives the chart rows as a table: a row per category, a column per series, values formatted', () => {
    render(<ChartTable spec={testSpecs.stackedBar} />);
    const table = screen.getByRole('table', { name: '조직별 평가 등급 분포' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['조직', 'S등급', 'A등급', 'B등급']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['개발본부3명10명20명', '영업팀1명4명-']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('개발본부');
  });
});

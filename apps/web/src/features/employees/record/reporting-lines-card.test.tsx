import type { ReportingLines } from '@saram/shared/organization/organization-reporting.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render-app';
import { ReportingLinesCard } from './reporting-lines-card';
import { callsTo, renderAt, signInWith, stubApi } from './test-fixtures';

const employeeId = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const base = `/api/v1/organizational-hierarchy/reporting-lines/${employeeId}`;
const person = (id: string, name: string, employeeNo: string) => ({ id, name, employeeNo, unit: '백엔드팀', jobTitle: null });
const lines: ReportingLines = {
  employeeId,
  placements: [
    { unitId: 'u1', unitName: '백엔드팀', isPrimary: true, manager: { ...person('m1', '박팀장', 'E003'), source: 'explicit' }, dottedLines: [person('d1', '최본부장', 'E004')] },
    { unitId: 'u2', unitName: '검색TF', isPrimary: false, manager: { ...person('m2', '이리더', 'E009'), source: 'unit_leader' }, dottedLines: [] },
  ],
};
const cleared: ReportingLines = { ...lines, placements: [{ ...lines.placements[0]!, manager: { ...person('m3', '김조직장', 'E001'), source: 'unit_leader' } }, lines.placements[1]!] };

function render(permissions: string[]) {
  signInWith(permissions);
  const fetchMock = stubApi([
    { method: 'GET', path: base, respond: () => jsonResponse(lines) },
    { method: 'PUT', path: `${base}/u1/manager`, respond: () => jsonResponse(cleared) },
  ]);
  renderAt(<ReportingLinesCard employeeId={employeeId} />, { route: '/employees/:id', path: `/employees/${employeeId}` });
  return fetchMock;
}

describe('보고 라인 on the record', { timeout: 15_000 }, () => {
  it('shows each placement with its manager, where it comes from, and the dotted lines; read-only without organization:write', async () => {
    render(['employees:read']);
    const primary = (await screen.findByText('백엔드팀')).closest('li')!;
    expect(within(primary).getByText('주 소속')).toBeInTheDocument();
    expect(within(primary).getByRole('link', { name: /박팀장/ })).toHaveAttribute('href', '/employees/m1');
    expect(within(primary).getByText('직접 지정')).toBeInTheDocument();
    expect(within(primary).getByRole('link', { name: /최본부장/ })).toBeInTheDocument();
    const concurrent = screen.getByText('검색TF').closest('li')!;
    expect(within(concurrent).getByText('겸직')).toBeInTheDocument();
    expect(within(concurrent).getByText('조직장 기준')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /관리자 변경|점선 보고 추가|점선 보고 삭제/ })).not.toBeInTheDocument();
  });

  it('HR clears a manager set by hand: the unit leader applies again', async () => {
    const fetchMock = render(['employees:read', 'organization:write']);
    await userEvent.click(await screen.findByRole('button', { name: '백엔드팀 관리자 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '관리자 지정' });
    await userEvent.click(within(dialog).getByRole('button', { name: '관리자 지우기' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${base}/u1/manager`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', `${base}/u1/manager`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ managerId: null });
    expect(await screen.findByRole('link', { name: /김조직장/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '최본부장 점선 보고 삭제' })).toBeInTheDocument();
  });
});

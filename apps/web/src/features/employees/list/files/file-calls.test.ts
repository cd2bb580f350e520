import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { fileNameOf } from '../../../../lib/api/download';
import { seoulDateStamp } from '../../../../lib/labels/format';
import { downloadEmployeeExport } from '../../api';

const xlsxResponse = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...headers } });

describe('file names', () => {
  it('reads Content-Disposition, the UTF-8 name first', () => {
    const header = `attachment; filename="employees.xlsx"; filename*=UTF-8''${encodeURIComponent('직원목록_20261121.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('직원목록_20261121.xlsx');
    expect(fileNameOf('attachment; filename="template.xlsx"', 'x.xlsx')).toBe('template.xlsx');
    expect(fileNameOf(null, '직원목록_20261121.xlsx')).toBe('직원목록_20261121.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });

  it('stamps the date in Seoul', () => {
    // 23:30 UTC on the 20th is already the 21st in Seoul.
    expect(seoulDateStamp(new Date('2026-11-20T23:30:00Z'))).toBe('20261121');
  });
});

describe('export download', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  });

  it('sends the filters and the reason with the bearer token, and names the file', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => xlsxResponse({ 'Content-Disposition': "attachment; filename*=UTF-8''%EC%A7%81%EC%9B%90.xlsx" }));
    vi.stubGlobal('fetch', fetchMock);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue();
    const name = await downloadEmployeeExport({ status: '재직', team: 't-1', sortBy: 'name', sortOrder: 'asc' }, '인사 현황 보고');
    expect(name).toBe('직원.xlsx');
    expect(clicked).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    const params = new URL(String(url), 'http://localhost');
    expect(params.pathname).toBe('/api/mongo/employees/export');
    expect(Object.fromEntries(params.searchParams)).toEqual({ status: '재직', team: 't-1', sortBy: 'name', sortOrder: 'asc', reason: '인사 현황 보고' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('refreshes an expired session once through the API client and tries again', async () => {
    let validates = 0;
    let exports = 0;
    const expired = () => jsonResponse({ message: '인증 토큰이 만료되었습니다.', code: 'token_expired' }, 401);
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('admin/refresh')) return jsonResponse({ token: { ...testAuthResponse.token, access_token: 'access-2' } });
      if (url.includes('admin/validate')) return ++validates === 1 ? expired() : jsonResponse({ valid: true });
      return ++exports === 1 ? expired() : xlsxResponse();
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue();
    await expect(downloadEmployeeExport({}, '정기 점검')).resolves.toMatch(/^직원목록_\d{8}\.xlsx$/);
    const exportCalls = fetchMock.mock.calls.filter(([u]) => String(u).includes('export'));
    expect(exportCalls).toHaveLength(2);
    expect(new Headers(exportCalls[1]![1]?.headers).get('Authorization')).toBe('Bearer access-2');
  });

  it("rejects with the server's Korean message", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ message: '다운로드 사유를 2자 이상 입력해주세요.', code: 'VALIDATION_ERROR' }, 400)));
    await expect(downloadEmployeeExport({}, 'x')).rejects.toThrow('다운로드 사유를 2자 이상 입력해주세요.');
  });
});

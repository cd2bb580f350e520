import type { ImportReport } from '@saram/shared/employees/employee-import.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { testAuthResponse } from '../../../../test/render-app';
import { checkImportFile, ImportDialog } from './import-dialog';

/** A stand-in XMLHttpRequest: records each request; the test answers it and reports progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  contentType = 'application/json';
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  /** Lines of the server's progress stream (application/x-ndjson) as they arrive. */
  stream(...lines: unknown[]) {
    this.status = 200;
    this.contentType = 'application/x-ndjson; charset=utf-8';
    this.responseText += lines.map((l) => `${JSON.stringify(l)}\n`).join('');
    this.onprogress?.();
  }
  end() {
    this.onload?.();
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const report: ImportReport = {
  total: 2,
  valid: 1,
  invalid: 1,
  duplicates: 0,
  imported: 0,
  rows: [
    { row: 2, status: 'valid', employeeNo: 'E1', nameKor: '정가져', errors: {}, warnings: [] },
    { row: 3, status: 'invalid', employeeNo: 'E2', nameKor: '', errors: { 이름: '이름을 입력해주세요.' }, warnings: [] },
  ],
};

const xlsx = (name = '직원.xlsx', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ImportDialog />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('Excel import dialog', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useAuthStore.getState().login(testAuthResponse);
  });

  it('refuses what is not an .xlsx, or empty', () => {
    expect(checkImportFile(xlsx())).toBeNull();
    expect(checkImportFile(xlsx('직원.csv'))).toBe('Excel(.xlsx) 파일만 가져올 수 있습니다.');
    expect(checkImportFile(xlsx('직원.xlsx', 0))).toBe('빈 파일입니다.');
  });

  it('checks first (validateOnly=true) with visible progress, then imports the valid rows and refreshes the lists', async () => {
    const { invalidate } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Excel 가져오기' }));
    const dialog = screen.getByRole('dialog', { name: 'Excel로 직원 가져오기' });
    await userEvent.upload(within(dialog).getByLabelText('가져올 Excel 파일'), xlsx());
    expect(within(dialog).getByText('직원.xlsx')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '검사하기' }));

    const check = FakeXhr.sent[0]!;
    expect(check.method).toBe('POST');
    expect(check.url).toBe('/api/mongo/employees/import');
    expect(check.headers.Authorization).toBe('Bearer access-1');
    expect(check.body!.get('validateOnly')).toBe('true');
    expect((check.body!.get('file') as File).name).toBe('직원.xlsx');

    act(() => check.progress(40));
    expect(within(dialog).getByRole('progressbar', { name: '파일을 올리는 중...' })).toHaveAttribute('aria-valuenow', '40');
    act(() => check.upload.onload?.());
    expect(within(dialog).getByRole('progressbar', { name: '파일을 검사하는 중...' })).not.toHaveAttribute('aria-valuenow');
    act(() => check.answer(200, report));

    expect(await within(dialog).findByRole('table', { name: '행별 검사 결과' })).toBeInTheDocument();
    expect(within(dialog).getByText('이름을 입력해주세요.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '유효한 1건 가져오기' }));
    const commit = FakeXhr.sent[1]!;
    expect(commit.body!.get('validateOnly')).toBe('false');
    act(() => commit.answer(200, { ...report, imported: 1 }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['employees'] });
  });

  it('shows the rows the server has validated, then written, from its progress lines', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Excel 가져오기' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('가져올 Excel 파일'), xlsx());
    await userEvent.click(within(dialog).getByRole('button', { name: '검사하기' }));
    const check = FakeXhr.sent[0]!;
    expect(check.headers.Accept).toContain('application/x-ndjson');
    act(() => check.upload.onload?.());
    act(() => check.stream({ phase: 'validate', done: 0, total: 10000 }, { phase: 'validate', done: 3200, total: 10000 }));
    expect(within(dialog).getByRole('progressbar', { name: '검증 중 3,200 / 10,000행' })).toHaveAttribute('aria-valuenow', '32');
    act(() => check.stream({ phase: 'validate', done: 10000, total: 10000 }, { report }));
    act(() => check.end());
    await userEvent.click(await within(dialog).findByRole('button', { name: '유효한 1건 가져오기' }));

    const commit = FakeXhr.sent[1]!;
    act(() => commit.upload.onload?.());
    expect(within(dialog).getByRole('progressbar', { name: '직원을 등록하는 중...' })).not.toHaveAttribute('aria-valuenow');
    act(() => commit.stream({ phase: 'validate', done: 1, total: 1 }, { phase: 'write', done: 500, total: 2000 }));
    expect(within(dialog).getByRole('progressbar', { name: '저장 중 500 / 2,000행' })).toHaveAttribute('aria-valuenow', '25');
    act(() => commit.stream({ error: { message: '데이터베이스 처리 중 오류가 발생했습니다.', code: 'DATABASE_ERROR', details: null, errorId: 'e1' } }));
    act(() => commit.end());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('데이터베이스 처리 중 오류가 발생했습니다.');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's Korean message when the file is refused", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Excel 가져오기' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('가져올 Excel 파일'), xlsx());
    await userEvent.click(within(dialog).getByRole('button', { name: '검사하기' }));
    act(() => FakeXhr.sent[0]!.answer(400, { message: '이름 열이 없습니다. 양식을 내려받아 사용해주세요.', code: 'VALIDATION_ERROR' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이름 열이 없습니다. 양식을 내려받아 사용해주세요.');
    expect(within(dialog).getByRole('button', { name: '검사하기' })).toBeEnabled();
  });
});

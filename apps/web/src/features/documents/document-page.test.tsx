import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../test/render-app';
import { DocumentPage } from './document-page';

const renderPdf = vi.hoisted(() => vi.fn());
vi.mock('./components/pdf-render', () => ({ renderPdf }));

const info: DocumentInfo = {
  id: 'doc-1',
  title: '근로계약서_김민수.pdf',
  kind: 'checklist_document',
  kindLabel: '체크리스트 증빙 서류',
  owner: { type: 'checklist', id: 'emp-1', label: '김민수 온보딩 체크리스트', href: '/new-employees/emp-1' },
  uploadedBy: '이인사',
  uploadedAt: '2026-11-20T01:05:00.000Z',
  mime: 'application/pdf',
  size: 245_760,
  previewable: true,
};

function renderPage(id = 'doc-1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/documents/:id', element: <DocumentPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/documents/${id}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

function stub(document: DocumentInfo | Response, file = new Blob(['%PDF-1.4'], { type: document instanceof Response ? '' : document.mime })) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/file')) {
      return new Response(file, { headers: { 'content-type': file.type, 'content-disposition': "attachment; filename*=UTF-8''%EA%B7%BC%EB%A1%9C%EA%B3%84%EC%95%BD%EC%84%9C.pdf" } });
    }
    return document instanceof Response ? document : jsonResponse(document);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const fileCalls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/documents/doc-1/file');

describe('/documents/{id}', () => {
  beforeEach(() => {
    useAuthStore.getState().login(testAuthResponse);
    renderPdf.mockReset();
  });

  it('says what the document is, whose it is, who uploaded it and when, and previews a PDF', async () => {
    renderPdf.mockResolvedValue({ pages: 24, shown: 10 });
    const fetchMock = stub(info);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '근로계약서_김민수.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '김민수 온보딩 체크리스트' })).toHaveAttribute('href', '/new-employees/emp-1');
    expect(screen.getByText('이인사 · 2026.11.20 10:05')).toBeInTheDocument();
    expect(screen.getByText('PDF · 240KB')).toBeInTheDocument();
    expect(await screen.findByText('전체 24쪽 중 10쪽까지 보여 줍니다. 나머지는 내려받아 확인하세요.')).toBeInTheDocument();
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect(renderPdf.mock.calls[0]?.[0]).toBeInstanceOf(ArrayBuffer);
    // The preview asks for the file inline, once.
    expect(fileCalls(fetchMock).map((url) => url.searchParams.get('inline'))).toEqual(['1']);
  });

  it('says the preview failed, with the download at hand, for a PDF without a page to show', async () => {
    renderPdf.mockResolvedValue({ pages: 0, shown: 0 });
    stub(info);
    renderPage();
    expect(await screen.findByText('미리보기를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다운로드' })).toBeInTheDocument();
  });

  it('shows an image as an image', async () => {
    stub({ ...info, title: '가족관계증명서.png', mime: 'image/png' }, new Blob(['png'], { type: 'image/png' }));
    renderPage();
    const image = await screen.findByRole('img', { name: '가족관계증명서.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(renderPdf).not.toHaveBeenCalled();
  });

  it('does not fetch a file it cannot show, and says to download it', async () => {
    const fetchMock = stub({ ...info, title: '평가결과.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', previewable: false });
    renderPage();
    expect(await screen.findByText('미리 볼 수 없는 형식입니다')).toBeInTheDocument();
    expect(screen.getByText('Excel · 240KB')).toBeInTheDocument();
    expect(fileCalls(fetchMock)).toHaveLength(0);
  });

  it("downloads the file under the server's name", async () => {
    // The saved file is a link clicked with its download name (the tests share modules: no module mock).
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // No preview here: only the download's own call.
    const fetchMock = stub({ ...info, previewable: false });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '다운로드' }));
    await waitFor(() => expect(saved).toEqual(['근로계약서.pdf']));
    expect(fileCalls(fetchMock).map((url) => url.searchParams.get('inline'))).toEqual([null]);
  });

  it('says the document cannot be found for a 404 (missing and not allowed look the same)', async () => {
    const fetchMock = stub(jsonResponse({ message: '문서를 찾을 수 없습니다.', code: 'NOT_FOUND' }, 404));
    renderPage();
    expect(await screen.findByText('문서를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 볼 수 있는 범위 밖의 문서입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '문서 검색으로' })).toHaveAttribute('href', '/search?type=document');
    expect(screen.queryByRole('button', { name: '다운로드' })).not.toBeInTheDocument();
    expect(fileCalls(fetchMock)).toHaveLength(0);
  });
});

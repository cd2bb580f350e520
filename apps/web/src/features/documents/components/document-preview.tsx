import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import { useQuery } from '@tanstack/react-query';
import { FileQuestionMark, FileExclamationPoint } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { documentPreviewQueryOptions } from '../api';

export type PreviewKind = 'pdf' | 'image' | 'none';

export function previewKind(document: Pick<DocumentInfo, 'mime' | 'previewable'>): PreviewKind {
  if (!document.previewable) return 'none';
  if (document.mime === 'application/pdf') return 'pdf';
  if (document.mime.startsWith('image/')) return 'image';
  return 'none';
}

/** The preview of /documents/{id}: a PDF's first pages or the image; other files only download. */
export function DocumentPreview({ document }: { document: DocumentInfo }) {
  const kind = previewKind(document);
  const file = useQuery(documentPreviewQueryOptions(document.id, kind !== 'none'));

  if (kind === 'none') {
    return (
      <EmptyState
        icon={FileQuestionMark}
        title="미리 볼 수 없는 형식입니다"
        description="PDF와 이미지만 화면에서 볼 수 있습니다. 내려받아 확인하세요."
      />
    );
  }
  if (file.isPending) return <Skeleton className="h-[60vh] w-full rounded-lg" />;
  if (file.isError) return <PreviewFailed />;
  return kind === 'image' ? <ImagePreview blob={file.data} title={document.title} /> : <PdfPreview blob={file.data} />;
}

function PreviewFailed() {
  return (
    <EmptyState icon={FileExclamationPoint} title="미리보기를 불러오지 못했습니다" description="파일을 내려받아 확인하세요." />
  );
}

function ImagePreview({ blob, title }: { blob: Blob; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (!url) return null;
  return (
    <div className="flex justify-center rounded-lg bg-gray-50 p-3">
      {/* A small scan or photo is drawn at least 160 px wide, so that it can be seen at all. */}
      <img src={url} alt={title} className="h-auto max-h-[70vh] min-w-40 max-w-full rounded-md bg-white object-contain ring-1 ring-gray-200" />
    </div>
  );
}

function PdfPreview({ blob }: { blob: Blob }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'done'; pages: number; shown: number } | { status: 'error' }>({
    status: 'loading',
  });

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    container.replaceChildren();
    void (async () => {
      try {
        const { renderPdf } = await import('./pdf-render');
        const result = await renderPdf(await blob.arrayBuffer(), container, container.clientWidth || 800, controller.signal);
        // A file pdf.js reads but finds no page in (a broken or stand-in PDF) cannot be shown either.
        if (!controller.signal.aborted) setState(result.shown > 0 ? { status: 'done', ...result } : { status: 'error' });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error' });
      }
    })();
    return () => {
      controller.abort();
      container.replaceChildren();
    };
  }, [blob]);

  return (
    <div className="rounded-lg bg-gray-100 p-3 sm:p-4">
      {state.status === 'loading' && <Skeleton className="h-[60vh] w-full rounded-md" />}
      {state.status === 'error' && <PreviewFailed />}
      <div ref={pagesRef} data-testid="pdf-pages" className="mx-auto flex max-w-3xl flex-col gap-3" />
      {state.status === 'done' && state.pages > state.shown && (
        <p className="mt-3 text-center text-xs text-gray-600 tabular-nums">
          {`전체 ${state.pages.toLocaleString('ko-KR')}쪽 중 ${state.shown}쪽까지 보여 줍니다. 나머지는 내려받아 확인하세요.`}
        </p>
      )}
    </div>
  );
}

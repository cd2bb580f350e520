import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import { useQuery } from '@tanstack/react-query';
import { Download, FileSearch, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { SkeletonStack } from '../../components/ui/skeleton';
import { errorMessage, isNotFound } from '../../lib/api/form-errors';
import { formatDateTime } from '../../lib/labels/format';
import { showError } from '../../lib/toast';
import { documentQueryOptions, downloadDocument } from './api';
import { DocumentPreview } from './components/document-preview';

/** 532B · 12KB · 1.4MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString('ko-KR')}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('ko-KR')}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

const mimeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG 이미지',
  'image/jpeg': 'JPEG 이미지',
  'image/webp': 'WebP 이미지',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

/**
 * /documents/{id} (issue 31 item 2): what the file is, whose record it belongs to, who uploaded it
 * and when, a preview of a PDF or an image, and a download (the server records the access). A
 * document the caller may not see answers 404 like a missing one, and the page says the same.
 */
export function DocumentPage() {
  const { id = '' } = useParams();
  const document = useQuery(documentQueryOptions(id));

  if (document.isPending) {
    return (
      <SkeletonStack label="문서 불러오는 중" bars={['h-9 w-72', 'h-28 w-full rounded-xl', 'h-[50vh] w-full rounded-xl']} />
    );
  }
  if (document.isError) {
    const missing = isNotFound(document.error);
    return (
      <Card className="mx-auto mt-8 max-w-lg">
        <EmptyState
          icon={FileSearch}
          title={missing ? '문서를 찾을 수 없습니다' : '문서를 불러오지 못했습니다'}
          description={missing ? '삭제되었거나 볼 수 있는 범위 밖의 문서입니다.' : errorMessage(document.error)}
          action={<Link to="/search?type=document" className={buttonClasses()}>문서 검색으로</Link>}
        />
      </Card>
    );
  }
  return <DocumentView document={document.data} />;
}

function DocumentView({ document }: { document: DocumentInfo }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(document.id, document.title);
    } catch (error) {
      showError('다운로드 실패', errorMessage(error, '파일을 내려받지 못했습니다.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={document.title}
        description={document.kindLabel}
        actions={
          <Button onClick={() => void download()} loading={downloading} loadingText="내려받는 중...">
            <Download aria-hidden="true" />
            다운로드
          </Button>
        }
      />
      <Card className="mb-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 px-5 py-5 text-sm sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          <Fact label="종류">{document.kindLabel}</Fact>
          <Fact label="소속 기록">
            <Link to={document.owner.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {document.owner.label}
            </Link>
          </Fact>
          <Fact label="올린 사람 · 일시">
            <span className="tabular-nums">{`${document.uploadedBy} · ${formatDateTime(document.uploadedAt)}`}</span>
          </Fact>
          <Fact label="파일">
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <FileText className="size-4 text-gray-500" aria-hidden="true" />
              {`${mimeLabels[document.mime] ?? document.mime} · ${formatFileSize(document.size)}`}
            </span>
          </Fact>
        </dl>
      </Card>
      <section aria-label="미리보기">
        <Card className="p-3 sm:p-4">
          <DocumentPreview document={document} />
        </Card>
      </section>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="mb-1 text-xs font-medium text-gray-600">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

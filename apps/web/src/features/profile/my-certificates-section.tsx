import { certificateItemsText as itemsText, certificateKindLabels } from '@saram/shared/certificates/certificates';
import type { Certificate } from '@saram/shared/certificates/certificates.schemas';
import { useQuery } from '@tanstack/react-query';
import { Download, FilePlus2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/form-errors';
import { formatDate } from '../../lib/labels/format';
import { showError } from '../../lib/toast';
import { downloadCertificate, myCertificatesQuery, useIssueCertificate } from '../certificates/api';

const IssueCertificateDialog = lazy(() => import('../../components/dialogs/issue-certificate-dialog').then((m) => ({ default: m.IssueCertificateDialog })));

function Issued({ certificate: c }: { certificate: Certificate }) {
  const save = () => downloadCertificate(c.id).catch((error: unknown) => showError('PDF를 내려받지 못했습니다', errorMessage(error)));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900">
          {certificateKindLabels[c.kind]} <span className="font-normal text-gray-600 tabular-nums">{c.number}</span>
        </p>
        <p className="text-[13px] text-gray-600">
          {formatDate(c.issuedOn)} · 확인 코드 <span className="font-mono">{c.code}</span> · {itemsText(c.lines.map((l) => l.item))}
          {c.purpose && ` · ${c.purpose}`}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void save()} aria-label={`${c.number} PDF 내려받기`}>
        <Download aria-hidden="true" />
        PDF
      </Button>
    </li>
  );
}

/** 내 정보 › 재직·경력증명서: ask for one (only the chosen items are printed) and download the ones issued. */
export function MyCertificatesSection() {
  const mine = useQuery(myCertificatesQuery());
  const [issuing, setIssuing] = useState(false);
  const issue = useIssueCertificate();
  return (
    <Card className="flex flex-col lg:col-span-2" aria-label="재직·경력증명서" role="region">
      <div className="flex min-h-14 items-center justify-between gap-3 border-b border-gray-100 px-5 py-2 sm:px-6">
        <h2 className="text-[15px] font-semibold text-gray-900">재직·경력증명서</h2>
        <Button size="sm" onClick={() => setIssuing(true)}>
          <FilePlus2 aria-hidden="true" />
          증명서 발급
        </Button>
      </div>
      <div className="px-5 py-2 sm:px-6">
        {mine.isPending ? (
          <Skeleton className="my-3 h-10" />
        ) : mine.isError ? (
          <QueryErrorState error={mine.error} title="발급 내역을 불러오지 못했습니다" onRetry={() => void mine.refetch()} />
        ) : mine.data.data.length === 0 ? (
          <p className="py-4 text-sm text-gray-600">아직 발급받은 증명서가 없습니다. 증명서 발급을 눌러 필요한 항목만 골라 발급받으세요.</p>
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="발급받은 증명서">
            {mine.data.data.map((c) => (
              <Issued key={c.id} certificate={c} />
            ))}
          </ul>
        )}
      </div>
      {issuing && (
        <Suspense fallback={null}>
          <IssueCertificateDialog
            title="증명서 발급"
            issue={issue}
            onDownload={downloadCertificate}
            onClose={() => {
              setIssuing(false);
              issue.reset();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

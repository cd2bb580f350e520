import { certificateItemsText as itemsText, certificateKindLabels } from '@saram/shared/certificates/certificates';
import type { CertificateLogEntry } from '@saram/shared/certificates/certificates.schemas';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { FilterSelect } from '../../components/list/filter-select';
import { ListCard } from '../../components/list/list-card';
import { PagedList } from '../../components/list/paged-list';
import { PersonCell } from '../../components/list/person-cell';
import { useSearchParamFilters } from '../../components/list/use-search-param-filters';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/api/form-errors';
import { formatDateTime, orDash } from '../../lib/labels/format';
import { showError } from '../../lib/toast';
import { certificateLogQuery, downloadCertificate } from './api';
import { kindOptions, parseLogParams } from './certificate-labels';

const requesterLabels = { self: '본인 신청', hr: '인사 발급' } as const;

const open = (entry: CertificateLogEntry) => () => {
  downloadCertificate(entry.id).catch((error: unknown) => showError('PDF를 내려받지 못했습니다', errorMessage(error)));
};

function Row({ entry }: { entry: CertificateLogEntry }) {
  return (
    <TableRow onClick={open(entry)}>
      <TableCell className="tabular-nums">{entry.number}</TableCell>
      <TableCell>{certificateKindLabels[entry.kind]}</TableCell>
      <PersonCell name={entry.name} employeeNo={entry.employeeNo} href={`/employees/${entry.employeeId}`} onOpen={open(entry)} />
      <TableCell>{itemsText(entry.items)}</TableCell>
      <TableCell>{orDash(entry.purpose)}</TableCell>
      <TableCell>
        {entry.issuedBy}
        <span className="block text-xs text-gray-600">{requesterLabels[entry.requestedBy]}</span>
      </TableCell>
      <TableCell className="tabular-nums">{formatDateTime(entry.issuedAt)}</TableCell>
    </TableRow>
  );
}

function Card({ entry }: { entry: CertificateLogEntry }) {
  return (
    <ListCard
      title={`${entry.name} (${entry.employeeNo})`}
      subtitle={[certificateKindLabels[entry.kind], entry.number]}
      badge={null}
      facts={[
        { label: '기재 항목', value: itemsText(entry.items) },
        { label: '용도', value: orDash(entry.purpose) },
        { label: '발급', value: `${entry.issuedBy} · ${formatDateTime(entry.issuedAt)}` },
      ]}
      onOpen={open(entry)}
    />
  );
}

/** /certificates (증명서 발급 대장): every certificate issued to the people in HR's scope; a row downloads its PDF. */
export function CertificateLogPage() {
  const { params, change } = useSearchParamFilters();
  const query = parseLogParams(params);
  const list = useQuery(certificateLogQuery(query));
  return (
    <div>
      <PageHeader title="증명서 발급 대장" description="재직증명서와 경력증명서의 발급 기록입니다. 누가, 언제, 누구에게, 어떤 항목으로 발급했는지 확인하고 PDF를 다시 내려받습니다." />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FilterSelect label="증명서 종류" value={query.kind} options={kindOptions} onChange={(kind) => change({ kind })} />
      </div>
      <PagedList
        counter="건"
        label="증명서 발급 대장"
        list={list}
        errorTitle="발급 대장을 불러오지 못했습니다"
        empty={<EmptyState icon={ScrollText} title="발급된 증명서가 없습니다" description="직원이 내 정보에서 신청하거나 인사 담당자가 직원 상세에서 발급하면 여기에 기록됩니다." />}
        headers={
          <>
            <TableHead>발급번호</TableHead>
            <TableHead>종류</TableHead>
            <TableHead>이름 (사번)</TableHead>
            <TableHead>기재 항목</TableHead>
            <TableHead>용도</TableHead>
            <TableHead>발급자</TableHead>
            <TableHead>발급 일시</TableHead>
          </>
        }
        row={(entry) => <Row key={entry.id} entry={entry} />}
        card={(entry) => <Card key={entry.id} entry={entry} />}
        page={query.page}
        pageSize={query.limit}
        change={change}
      />
    </div>
  );
}

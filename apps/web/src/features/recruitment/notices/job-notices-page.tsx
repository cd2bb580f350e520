import { NoMatchState } from '../../../components/list/no-match-state';
import { noticeStatuses, noticeStatusLabels, type NoticeStatus } from '@saram/shared/recruitment/recruitment';
import type { NoticeSummary } from '@saram/shared/recruitment/notices.schemas';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useSearchParamFilters } from '../../../components/list/use-search-param-filters';
import { pageSizes, type PageSize } from '../../../components/list/page-sizes';
import { PagedList } from '../../../components/list/paged-list';
import { SearchBox } from '../../../components/list/search-box';
import { StatusTabs } from '../../../components/list/status-tabs';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { TableCell, TableHead, TableRow } from '../../../components/ui/table';
import { formatPeriod } from '../../../lib/labels/format';
import { useCan } from '../../../lib/auth/use-can';
import { noticesQuery } from '../api';
import { NoticeStatusBadge, StageCountList } from '../recruitment-badges';

type StatusFilter = 'ALL' | NoticeStatus;
const tabOrder: NoticeStatus[] = ['in_progress', 'waiting_approval', 'returned', 'closed', 'disabled'];

export type NoticeListParams = { status: StatusFilter; page: number; limit: PageSize; search?: string };

export function parseNoticeListParams(params: URLSearchParams): NoticeListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: (noticeStatuses as readonly string[]).includes(status ?? '') ? (status as NoticeStatus) : 'ALL',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: pageSizes.includes(limit as PageSize) ? (limit as PageSize) : 20,
    ...(params.get('q') ? { search: params.get('q')! } : {}),
  };
}

const detailPath = (notice: NoticeSummary) => `/job-notices/detail/${notice.id}`;
const unitAndFunction = (notice: NoticeSummary) => [notice.unit.name, notice.job_function, notice.employment_type].filter(Boolean).join(' · ');

function Row({ notice, onOpen }: { notice: NoticeSummary; onOpen: () => void }) {
  return (
    <TableRow onClick={onOpen}>
      <TableCell className="max-w-80">
        <Link
          to={detailPath(notice)}
          onClick={(event) => event.stopPropagation()}
          className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {notice.title}
        </Link>
      </TableCell>
      <TableCell>
        <span title={notice.unit.path}>{notice.unit.name}</span>
      </TableCell>
      <TableCell>{notice.job_function}</TableCell>
      <TableCell numeric>{notice.headcount}명</TableCell>
      <TableCell className="tabular-nums">{formatPeriod(notice.start_date, notice.end_date)}</TableCell>
      <TableCell numeric>{notice.applicant_count}명</TableCell>
      <TableCell wrap className="min-w-56">
        <StageCountList counts={notice.stage_counts} />
      </TableCell>
      <TableCell>
        <NoticeStatusBadge status={notice.status} />
      </TableCell>
    </TableRow>
  );
}

function Card({ notice }: { notice: NoticeSummary }) {
  return (
    <li>
      <Link
        to={detailPath(notice)}
        className="block rounded-xl border border-gray-200 bg-white p-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-keep text-gray-900">{notice.title}</p>
            <p className="mt-0.5 text-[13px] text-gray-600">{unitAndFunction(notice)}</p>
          </div>
          <NoticeStatusBadge status={notice.status} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
          <dt className="text-gray-500">모집 기간</dt>
          <dd className="tabular-nums">{formatPeriod(notice.start_date, notice.end_date)}</dd>
          <dt className="text-gray-500">모집 인원</dt>
          <dd className="tabular-nums">
            {notice.headcount}명 · 지원자 {notice.applicant_count}명
          </dd>
        </dl>
        <StageCountList counts={notice.stage_counts} className="mt-3" />
      </Link>
    </li>
  );
}

/** /job-notices (채용 공고): notices by status with their applicants per pipeline stage. */
export function JobNoticesPage() {
  const { params, change, reset } = useSearchParamFilters();
  const navigate = useNavigate();
  const canWrite = useCan('recruitment:write');
  const query = parseNoticeListParams(params);
  const list = useQuery(
    noticesQuery({
      status: query.status === 'ALL' ? [...noticeStatuses] : [query.status],
      page: query.page,
      limit: query.limit,
      ...(query.search ? { search: query.search } : {}),
    }),
  );
  const counts = list.data?.status_counts;
  const tabs = [
    { value: 'ALL' as StatusFilter, label: '전체', count: counts ? noticeStatuses.reduce((sum, s) => sum + counts[s], 0) : undefined },
    ...tabOrder.map((status) => ({ value: status as StatusFilter, label: noticeStatusLabels[status], count: counts?.[status] })),
  ];

  const filtered = Boolean(query.search || query.status !== 'ALL');

  return (
    <div>
      <PageHeader
        title="채용 공고"
        description="승인 대기부터 마감까지 채용 공고와 공고별 지원자 현황을 봅니다."
        actions={
          canWrite && (
            <Link to="/job-notices/create" className={buttonClasses()}>
              <Plus aria-hidden="true" />
              공고 등록
            </Link>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs tabs={tabs} value={query.status} onChange={(status) => change({ status: status === 'ALL' ? undefined : status })} />
        <div className="sm:max-w-md">
          <SearchBox label="채용 공고 검색" placeholder="공고 제목 검색" value={query.search} onSearch={(search) => change({ q: search })} />
        </div>
      </div>

      <PagedList
        counter="건"
        label="채용 공고 목록"
        list={list}
        errorTitle="채용 공고를 불러오지 못했습니다"
        empty={
          filtered ? (
            <NoMatchState
              icon={Megaphone}
              title="조건에 맞는 채용 공고가 없습니다"
              description="검색어나 상태를 바꿔 보세요."
              onReset={reset}
            />
          ) : (
            <EmptyState
              icon={Megaphone}
              title="등록된 채용 공고가 없습니다"
              description="공고를 등록하면 승인 후 지원자를 받을 수 있습니다."
              action={
                canWrite && (
                  <Link to="/job-notices/create" className={buttonClasses()}>공고 등록</Link>
                )
              }
            />
          )
        }
        headers={
          <>
            <TableHead>공고 제목</TableHead>
              <TableHead>모집 조직</TableHead>
              <TableHead>직무</TableHead>
              <TableHead numeric>모집 인원</TableHead>
              <TableHead>모집 기간</TableHead>
              <TableHead numeric>지원자</TableHead>
              <TableHead>단계별 지원자</TableHead>
              <TableHead>상태</TableHead>
          </>
        }
        row={(notice: NoticeSummary) => <Row key={notice.id} notice={notice} onOpen={() => void navigate(detailPath(notice))} />}
        card={(notice: NoticeSummary) => <Card key={notice.id} notice={notice} />}
        page={query.page}
        pageSize={query.limit}
        change={change}
      />
    </div>
  );
}

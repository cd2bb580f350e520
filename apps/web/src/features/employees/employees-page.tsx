import { employmentStatuses, employmentTypes, type EmployeeListQuery } from '@saram/shared/employees';
import { hasPermission } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { SearchX, UserPlus, Users } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/use-current-user';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { employeeListQueryOptions } from './api';
import { employeeColumns } from './list/columns';
import { ExportDialog } from './list/export-dialog';
import { FilterPanel } from './list/filter-panel';
import { FilterSelect } from './list/filter-select';
import { ImportDialog } from './list/import-dialog';
import { activeFilters, employeeListDefaults, parseEmployeeListParams, withChange, withoutFilters, withSort } from './list/list-params';
import { useListPreferences } from './list/list-preferences';
import { ListView } from './list/list-view';
import { OrgFilterSelects } from './list/org-filter-selects';
import { orgKeys, type OrgSelection } from './list/org-filters';
import { SearchBox } from './list/search-box';
import { useListUrl } from './list/use-list-url';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const statusOptions = toOptions(employmentStatuses);
const typeOptions = toOptions(employmentTypes);
const noHiddenColumns: readonly string[] = [];

/**
 * 직책 choices: the usual positions. Taking them from GET all would fetch every employee (100,000
 * in the bench) for a dropdown. TODO(shared): a 직책 vocabulary (common types) to read instead.
 */
const jobTitleOptions = toOptions(['대표이사', '사업부장', '본부장', '실장', '팀장', '파트장', '팀원']);

/** /employees (직원 관리). `/employees?id={id}` — the search-result link of spec 2.2 — opens that record. */
export function EmployeesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Navigate to={`/employees/${encodeURIComponent(id)}`} replace />;
  return <EmployeeList />;
}

function EmployeeList() {
  const user = useCurrentUser();
  const permissions = user?.permissions ?? [];
  const canWrite = hasPermission(permissions, 'employees:write');
  const canExport = hasPermission(permissions, 'employees:export');

  const [urlQuery, setQuery] = useListUrl(parseEmployeeListParams, employeeListDefaults);
  const preferences = useListPreferences('employees', noHiddenColumns);
  const query: EmployeeListQuery = { ...urlQuery, limit: preferences.pageSize };
  const list = useQuery(employeeListQueryOptions(query));

  const filters = activeFilters(query);
  const filtered = Object.keys(filters).length > 0;
  const change = (patch: Partial<EmployeeListQuery>) => setQuery(withChange(query, patch));
  const reset = () => setQuery(withoutFilters(query, employeeListDefaults));
  const orgSelection: OrgSelection = Object.fromEntries(orgKeys.map((key) => [key, query[key]]));
  const data = list.isError ? undefined : list.data;

  const empty = list.isError ? (
    <EmptyState
      icon={SearchX}
      title="직원 목록을 불러오지 못했습니다"
      description="잠시 후 다시 시도해주세요."
      action={
        <Button variant="outline" onClick={() => void list.refetch()}>
          다시 시도
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      icon={SearchX}
      title="조건에 맞는 직원이 없습니다"
      description="검색어나 필터를 바꾸거나 초기화해 보세요."
      action={
        <Button variant="outline" onClick={reset}>
          필터 초기화
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Users}
      title="등록된 직원이 없습니다"
      description={canWrite ? '첫 직원을 등록하거나 Excel 파일로 한 번에 가져오세요.' : '직원이 등록되면 여기에 표시됩니다.'}
      action={
        canWrite && (
          <Button asChild>
            <Link to="/employees/register">
              <UserPlus aria-hidden="true" />
              직원 등록
            </Link>
          </Button>
        )
      }
    />
  );

  return (
    <div>
      <PageHeader
        title="직원 관리"
        description="직원을 소속·재직상태·고용형태로 찾고, 행을 눌러 인사 정보를 엽니다."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {canWrite && <ImportDialog />}
            {canExport && (
              <ExportDialog
                filters={{ ...filters, sortBy: query.sortBy, sortOrder: query.sortOrder }}
                summary={`${filtered ? '검색 조건에 맞는' : '전체'} 직원 ${(data?.total ?? 0).toLocaleString('ko-KR')}명`}
              />
            )}
            {canWrite && (
              <Button asChild>
                <Link to="/employees/register">
                  <UserPlus aria-hidden="true" />
                  직원 등록
                </Link>
              </Button>
            )}
          </div>
        }
      />
      <FilterPanel
        activeCount={Object.keys(filters).length}
        onReset={reset}
        search={
          <SearchBox
            label="직원 검색"
            placeholder="이름·사번·이메일 검색 (초성 가능)"
            value={query.searchTerm}
            onSearch={(searchTerm) => setQuery(withChange(query, { searchTerm }), { replace: true })}
          />
        }
      >
        <OrgFilterSelects selection={orgSelection} onChange={(selection) => change(selection)} />
        <FilterSelect label="재직상태" value={query.status} options={statusOptions} onChange={(status) => change({ status })} />
        <FilterSelect label="고용형태" value={query.employmentType} options={typeOptions} onChange={(employmentType) => change({ employmentType })} />
        <FilterSelect label="직책" value={query.jobTitle} options={jobTitleOptions} onChange={(jobTitle) => change({ jobTitle })} />
      </FilterPanel>
      <ListView
        label="직원 목록"
        columns={employeeColumns}
        hiddenColumns={preferences.hiddenColumns}
        onHiddenColumns={preferences.setHiddenColumns}
        data={data}
        loading={list.isPending}
        refreshing={list.isPlaceholderData}
        sort={query}
        onSort={(key) => key !== 'terminationDate' && setQuery(withSort(query, key))}
        page={query.page}
        pageSize={preferences.pageSize}
        onPage={(page) => change({ page })}
        onPageSize={(size) => {
          preferences.setPageSize(size);
          change({ page: 1 });
        }}
        empty={empty}
      />
    </div>
  );
}

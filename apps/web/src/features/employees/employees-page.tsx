import { hasPermission } from '@saram/shared/permissions';
import { UserPlus, Users } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/use-current-user';
import { LoadOnUse } from '../../components/load-on-use';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { useCommonTypeOptions } from '../common-types/api';
import { employeeListQueryOptions } from './api';
import { employeeColumns } from './list/columns';
import { ExportButton, ImportButton } from './list/files/file-buttons';
import { FilterSelect } from '../../components/list/filter-select';
import { employeeListDefaults, parseEmployeeListParams, withSort } from './list/list-params';
import { EmployeeFilters, ListEmpty, useEmployeeList } from './list/list-state';
import { ListView } from './list/list-view';

const noHiddenColumns: readonly string[] = [];
// The Excel dialogs load when their button is first used (they validate with the shared schemas).
const importDialog = () => import('./list/files/import-dialog').then((m) => m.ImportDialog);
const exportDialog = () => import('./list/files/export-dialog').then((m) => m.ExportDialog);

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
  const state = useEmployeeList({
    name: 'employees',
    parse: parseEmployeeListParams,
    defaults: employeeListDefaults,
    defaultHidden: noHiddenColumns,
    queryOptions: employeeListQueryOptions,
  });
  const { query, filters, filtered, change } = state;
  // The filters' choices are the active 공통 코드 (the start-up fetch).
  const statusOptions = useCommonTypeOptions('employment_status');
  const typeOptions = useCommonTypeOptions('employment_type');
  const jobTitleOptions = useCommonTypeOptions('job_title');

  const registerButton = (
    <Link to="/employees/register" className={buttonClasses()}>
      <UserPlus aria-hidden="true" />
      직원 등록
    </Link>
  );
  const empty = (
    <ListEmpty noun="직원" noMatch="조건에 맞는 직원이 없습니다" loosen="검색어나 필터를" state={state}>
      <EmptyState
        icon={Users}
        title="등록된 직원이 없습니다"
        description={canWrite ? '첫 직원을 등록하거나 Excel 파일로 한 번에 가져오세요.' : '직원이 등록되면 여기에 표시됩니다.'}
        action={canWrite && registerButton}
      />
    </ListEmpty>
  );

  return (
    <div>
      <PageHeader
        title="직원 관리"
        description="직원을 소속·재직상태·고용형태로 찾고, 행을 눌러 인사 정보를 엽니다."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {canWrite && <LoadOnUse load={importDialog} trigger={<ImportButton />} props={{}} />}
            {canExport && (
              <LoadOnUse
                load={exportDialog}
                trigger={<ExportButton />}
                props={{
                  filters: { ...filters, sortBy: query.sortBy, sortOrder: query.sortOrder },
                  summary: `${filtered ? '검색 조건에 맞는' : '전체'} 직원 ${(state.view.data?.total ?? 0).toLocaleString('ko-KR')}명`,
                }}
              />
            )}
            {canWrite && registerButton}
          </div>
        }
      />
      <EmployeeFilters noun="직원" state={state}>
        <FilterSelect label="재직상태" value={query.status} options={statusOptions} onChange={(status) => change({ status })} />
        <FilterSelect label="고용형태" value={query.employmentType} options={typeOptions} onChange={(employmentType) => change({ employmentType })} />
        <FilterSelect label="직책" value={query.jobTitle} options={jobTitleOptions} onChange={(jobTitle) => change({ jobTitle })} />
      </EmployeeFilters>
      <ListView
        {...state.view}
        label="직원 목록"
        columns={employeeColumns}
        onSort={(key) => key !== 'terminationDate' && state.setQuery(withSort(query, key))}
        empty={empty}
      />
    </div>
  );
}

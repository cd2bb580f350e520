import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { UserMinus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCan } from '../../lib/auth/use-can';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/layout/page-header';
import { useCommonTypeOptions } from '../common-types/api';
import { retiredListQueryOptions } from './api';
import { retiredColumns, type ListColumn } from './list/columns';
import { RehireDialog } from './rehire-dialog';
import { DateFilter } from '../../components/list/date-filter';
import { FilterSelect } from '../../components/list/filter-select';
import { parseRetiredListParams, retiredListDefaults, withSort } from './list/list-params';
import { EmployeeFilters, ListEmpty, useEmployeeList } from './list/list-state';
import { ListView } from './list/list-view';

const defaultHidden: readonly string[] = ['email'];

/** The 재입사 button of a row (HR with employees:write). */
function rehireColumn(onRehire: (row: EmployeeListItem) => void): ListColumn {
  return {
    id: 'rehire',
    label: '재입사',
    width: 96,
    text: () => '',
    cell: (row) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`${row.nameKor} 재입사`}
        onClick={(event) => {
          event.stopPropagation();
          onRehire(row);
        }}
      >
        재입사
      </Button>
    ),
  };
}

/** /retired-employees (퇴직자 관리): who left, when and why; newest 퇴직일 first. */
export function RetiredEmployeesPage() {
  const state = useEmployeeList({
    name: 'retired-employees',
    parse: parseRetiredListParams,
    defaults: retiredListDefaults,
    defaultHidden,
    queryOptions: retiredListQueryOptions,
  });
  const { query, change } = state;
  const resignationTypeOptions = useCommonTypeOptions('resignation_type');
  const canRehire = useCan('employees:write');
  const [rehiring, setRehiring] = useState<EmployeeListItem | null>(null);
  const columns = useMemo(() => (canRehire ? [...retiredColumns, rehireColumn(setRehiring)] : retiredColumns), [canRehire]);

  const empty = (
    <ListEmpty noun="퇴직자" noMatch="조건에 맞는 퇴직자가 없습니다" loosen="기간이나 필터를" state={state}>
      <EmptyState icon={UserMinus} title="퇴직 처리된 직원이 없습니다" description="사직서가 승인되고 마지막 근무일이 지나면 여기에 표시됩니다." />
    </ListEmpty>
  );

  return (
    <div>
      <PageHeader title="퇴직자 관리" description="퇴직 처리된 직원의 퇴직일과 퇴직 사유를 찾아봅니다." />
      <EmployeeFilters noun="퇴직자" state={state}>
        <DateFilter label="퇴직일 시작" value={query.terminationFrom} max={query.terminationTo} onChange={(terminationFrom) => change({ terminationFrom })} />
        <DateFilter label="퇴직일 끝" value={query.terminationTo} min={query.terminationFrom} onChange={(terminationTo) => change({ terminationTo })} />
        <FilterSelect label="퇴직 유형" value={query.resignationType} options={resignationTypeOptions} onChange={(resignationType) => change({ resignationType })} />
      </EmployeeFilters>
      <ListView
        {...state.view}
        label="퇴직자 목록"
        columns={columns}
        onSort={(key) => state.setQuery(withSort(query, key))}
        empty={empty}
      />
      {rehiring && <RehireDialog person={rehiring} onClose={() => setRehiring(null)} />}
    </div>
  );
}

import type { RetiredListQuery } from '@saram/shared/employees';
import { useQuery } from '@tanstack/react-query';
import { SearchX, UserMinus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { retiredListQueryOptions } from './api';
import { retiredColumns } from './list/columns';
import { DateFilter } from './list/date-filter';
import { FilterPanel } from './list/filter-panel';
import { FilterSelect } from './list/filter-select';
import { activeFilters, parseRetiredListParams, retiredListDefaults, withChange, withoutFilters, withSort } from './list/list-params';
import { useListPreferences } from './list/list-preferences';
import { ListView } from './list/list-view';
import { OrgFilterSelects } from './list/org-filter-selects';
import { orgKeys, type OrgSelection } from './list/org-filters';
import { SearchBox } from './list/search-box';
import { useListUrl } from './list/use-list-url';

/**
 * 퇴직 유형 choices. The record keeps the type as free text; these are the usual ones.
 * TODO(shared): a `resignationTypes` list in @saram/shared/employees once resignations define it.
 */
const resignationTypeOptions = ['자진퇴사', '권고사직', '계약만료', '정년퇴직', '해고', '기타'].map((value) => ({ value, label: value }));
const defaultHidden: readonly string[] = ['email'];

/** /retired-employees (퇴직자 관리): who left, when and why; newest 퇴직일 first. */
export function RetiredEmployeesPage() {
  const [urlQuery, setQuery] = useListUrl(parseRetiredListParams, retiredListDefaults);
  const preferences = useListPreferences('retired-employees', defaultHidden);
  const query: RetiredListQuery = { ...urlQuery, limit: preferences.pageSize };
  const list = useQuery(retiredListQueryOptions(query));

  const filters = activeFilters(query);
  const filtered = Object.keys(filters).length > 0;
  const change = (patch: Partial<RetiredListQuery>) => setQuery(withChange(query, patch));
  const reset = () => setQuery(withoutFilters(query, retiredListDefaults));
  const orgSelection: OrgSelection = Object.fromEntries(orgKeys.map((key) => [key, query[key]]));
  const data = list.isError ? undefined : list.data;

  const empty = list.isError ? (
    <EmptyState
      icon={SearchX}
      title="퇴직자 목록을 불러오지 못했습니다"
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
      title="조건에 맞는 퇴직자가 없습니다"
      description="기간이나 필터를 바꾸거나 초기화해 보세요."
      action={
        <Button variant="outline" onClick={reset}>
          필터 초기화
        </Button>
      }
    />
  ) : (
    <EmptyState icon={UserMinus} title="퇴직 처리된 직원이 없습니다" description="사직서가 승인되고 마지막 근무일이 지나면 여기에 표시됩니다." />
  );

  return (
    <div>
      <PageHeader title="퇴직자 관리" description="퇴직 처리된 직원의 퇴직일과 퇴직 사유를 찾아봅니다." />
      <FilterPanel
        activeCount={Object.keys(filters).length}
        onReset={reset}
        search={
          <SearchBox
            label="퇴직자 검색"
            placeholder="이름·사번·이메일 검색 (초성 가능)"
            value={query.searchTerm}
            onSearch={(searchTerm) => setQuery(withChange(query, { searchTerm }), { replace: true })}
          />
        }
      >
        <OrgFilterSelects selection={orgSelection} onChange={(selection) => change(selection)} />
        <DateFilter label="퇴직일 시작" value={query.terminationFrom} max={query.terminationTo} onChange={(terminationFrom) => change({ terminationFrom })} />
        <DateFilter label="퇴직일 끝" value={query.terminationTo} min={query.terminationFrom} onChange={(terminationTo) => change({ terminationTo })} />
        <FilterSelect label="퇴직 유형" value={query.resignationType} options={resignationTypeOptions} onChange={(resignationType) => change({ resignationType })} />
      </FilterPanel>
      <ListView
        label="퇴직자 목록"
        columns={retiredColumns}
        hiddenColumns={preferences.hiddenColumns}
        onHiddenColumns={preferences.setHiddenColumns}
        data={data}
        loading={list.isPending}
        refreshing={list.isPlaceholderData}
        sort={query}
        onSort={(key) => setQuery(withSort(query, key))}
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

import type { EmployeeListQuery, RetiredListQuery } from '@saram/shared/employees/employees.schemas';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EmployeePage } from '../api';
import { activeFilters, withChange, withoutFilters } from './list-params';
import { useListPreferences, type ListName } from './list-preferences';
import { orgKeys, type OrgSelection } from '../../../lib/labels/org-filters';
import { useListUrl } from './use-list-url';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { NoMatchState } from '../../../components/list/no-match-state';
import { OrgFilterSelects } from '../../../components/list/org-filter-selects';
import { SearchBox } from '../../../components/list/search-box';
import { FilterPanel } from './filter-panel';

type ListQuery = EmployeeListQuery | RetiredListQuery;

type ListOptions<Q extends ListQuery, K extends QueryKey> = {
  name: ListName;
  parse: (params: URLSearchParams) => Q;
  defaults: Q;
  defaultHidden: readonly string[];
  queryOptions: (query: Q) => UseQueryOptions<EmployeePage, Error, EmployeePage, K>;
};

/**
 * What both employee lists share: the query in the URL, the page size and columns remembered per
 * user, the page fetched, and the handlers the filters, table and paging call.
 */
export function useEmployeeList<Q extends ListQuery, K extends QueryKey>(options: ListOptions<Q, K>) {
  const [urlQuery, setQuery] = useListUrl(options.parse, options.defaults);
  const preferences = useListPreferences(options.name, options.defaultHidden);
  const query: Q = { ...urlQuery, limit: preferences.pageSize };
  const list = useQuery(options.queryOptions(query));
  const filters = activeFilters(query);
  const change = (patch: Partial<Q>) => setQuery(withChange(query, patch));
  const reset = () => setQuery(withoutFilters(query, options.defaults));
  const data = list.isError ? undefined : list.data;
  return {
    query,
    setQuery,
    list,
    filters,
    filtered: Object.keys(filters).length > 0,
    change,
    reset,
    orgSelection: Object.fromEntries(orgKeys.map((key) => [key, query[key]])) as OrgSelection,
    onSearch: (searchTerm: string | undefined) => setQuery(withChange(query, { searchTerm } as Partial<Q>), { replace: true }),
    /** The ListView props that do not depend on which list it is. */
    view: {
      hiddenColumns: preferences.hiddenColumns,
      onHiddenColumns: preferences.setHiddenColumns,
      data,
      loading: list.isPending,
      refreshing: list.isPlaceholderData,
      sort: query,
      page: query.page,
      pageSize: preferences.pageSize,
      onPage: (page: number) => change({ page } as Partial<Q>),
      onPageSize: (size: typeof preferences.pageSize) => {
        preferences.setPageSize(size);
        change({ page: 1 } as Partial<Q>);
      },
    },
  };
}

type ListEmptyProps = {
  /** 직원, 퇴직자 … */
  noun: string;
  /** The title when nothing matches the filters, and what to loosen: '검색어나 필터를'. */
  noMatch: string;
  loosen: string;
  state: Pick<ReturnType<typeof useEmployeeList>, 'list' | 'filtered' | 'reset'>;
  /** Shown when the list is simply empty. */
  children: ReactNode;
};

/** The list's empty area: a failed load (retry), no match for the filters (reset), or nothing yet. */
export function ListEmpty({ noun, noMatch, loosen, state, children }: ListEmptyProps) {
  if (state.list.isError) {
    return (
      <QueryErrorState error={state.list.error} icon={SearchX} title={`${noun} 목록을 불러오지 못했습니다`} onRetry={state.list.refetch} />
    );
  }
  if (state.filtered) {
    return (
      <NoMatchState
        icon={SearchX}
        title={noMatch}
        description={`${loosen} 바꾸거나 초기화해 보세요.`}
        onReset={state.reset}
      />
    );
  }
  return children;
}

type EmployeeFiltersProps = {
  /** 직원, 퇴직자: the search box is '{noun} 검색'. */
  noun: string;
  state: Pick<ReturnType<typeof useEmployeeList>, 'filters' | 'reset' | 'orgSelection' | 'onSearch'> & {
    query: Pick<ListQuery, 'searchTerm'>;
    change: (patch: OrgSelection) => void;
  };
  /** The list's own filters after the organisation selects. */
  children: ReactNode;
};

/** Both lists' filter panel: the search box and the organisation selects, then the list's own filters. */
export function EmployeeFilters({ noun, state, children }: EmployeeFiltersProps) {
  return (
    <FilterPanel
      activeCount={Object.keys(state.filters).length}
      onReset={state.reset}
      search={<SearchBox label={`${noun} 검색`} placeholder="이름·사번·이메일 검색 (초성 가능)" value={state.query.searchTerm} onSearch={state.onSearch} />}
    >
      <OrgFilterSelects selection={state.orgSelection} onChange={(selection) => state.change(selection)} />
      {children}
    </FilterPanel>
  );
}

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '../ui/overlays/command';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/overlays/popover';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { isApiError } from '../../lib/api/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long a picker waits after typing before it searches. */
export const pickerDebounceMs = 250;

/** One row of the result list: a name, a short hint beside it (사번, login ID) and a second line. */
export type ComboOption = { id: string; label: string; hint?: string | undefined; detail?: string | undefined };

type SearchComboboxProps<T, K extends QueryKey> = {
  /** The button that opens the list (rendered through PopoverTrigger asChild). */
  trigger: ReactElement;
  /** The search box's accessible name: '리더 검색'. */
  searchLabel: string;
  placeholder: string;
  /** The server search for a (debounced, trimmed) query; it answers `{ data: T[] }`. */
  source: (query: string) => UseQueryOptions<{ data: T[] }, Error, { data: T[] }, K>;
  toOption: (item: T) => ComboOption;
  selectedIds: readonly string[];
  onSelect: (item: T) => void;
  /** Multi-pickers stay open so that several people can be added in a row. */
  closeOnSelect?: boolean | undefined;
  /** Said when nothing is found; names what the search looks at. */
  emptyText: string;
  /** 'end' for a button at the right edge, so that the list stays inside the form. */
  align?: 'start' | 'end' | undefined;
};

function failure(error: Error): string {
  if (isApiError(error) && error.status === 403) return '검색할 권한이 없습니다.';
  return '검색 결과를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';
}

/**
 * A searchable picker in a popover (cmdk): type to search the server (after a short pause), arrow
 * keys move, Enter picks. The list asks the server only while it is open.
 */
export function SearchCombobox<T, K extends QueryKey>({
  trigger,
  searchLabel,
  placeholder,
  source,
  toOption,
  selectedIds,
  onSelect,
  closeOnSelect = true,
  emptyText,
  align = 'start',
}: SearchComboboxProps<T, K>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), pickerDebounceMs);
  const result = useQuery({ ...source(debounced), enabled: open });
  const items = result.data?.data ?? [];

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align={align} className="w-[min(24rem,calc(100vw-2rem))] overflow-hidden p-0" aria-label={searchLabel} collisionPadding={8}>
        <Command shouldFilter={false} loop label={searchLabel}>
          <div className="relative">
            <CommandInput value={query} onValueChange={setQuery} placeholder={placeholder} className="pr-8" />
            {result.isFetching && !result.isPending && <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />}
          </div>
          <CommandList label={`${searchLabel} 결과`} className="p-1.5">
            {result.isError ? (
              <p role="alert" className="px-3 py-6 text-center text-sm text-red-700">
                {failure(result.error)}
              </p>
            ) : result.isPending ? (
              <div className="space-y-2 p-2" aria-busy="true" aria-label="검색 중">
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} className="h-9 w-full" />
                ))}
              </div>
            ) : (
              <>
                <CommandEmpty className="py-6">{emptyText}</CommandEmpty>
                {items.map((item) => {
                  const option = toOption(item);
                  const selected = selectedIds.includes(option.id);
                  return (
                    <CommandItem
                      key={option.id}
                      value={option.id}
                      data-checked={selected || undefined}
                      // Keep the focus in the search box: a multi-picker stays open for the next name.
                      onMouseDown={(event) => event.preventDefault()}
                      onSelect={() => {
                        onSelect(item);
                        if (closeOnSelect) changeOpen(false);
                      }}
                    >
                      <div className="min-w-0 flex-1">
                        <p className="truncate">
                          <span className="font-medium text-gray-900">{option.label}</span>
                          {option.hint && <span className="ml-1.5 text-xs text-gray-600 tabular-nums">{option.hint}</span>}
                        </p>
                        {option.detail && <p className="truncate text-xs text-gray-600">{option.detail}</p>}
                      </div>
                      {selected && (
                        <>
                          <Check className="size-4 text-brand-600" aria-hidden="true" />
                          <span className="sr-only">선택됨</span>
                        </>
                      )}
                    </CommandItem>
                  );
                })}
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/forms/input';
import { Label } from '../../components/ui/forms/label';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { lookupQueryOptions, type LookupKind } from './api';

export type Picked = { id: string; label: string };

/** Search an account (actors) or an employee (subjects) by name, login ID or 사번 and pick one. */
export function LookupField({
  kind,
  label,
  placeholder,
  value,
  onChange,
}: {
  kind: LookupKind;
  label: string;
  placeholder: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const found = useQuery(lookupQueryOptions(kind, q));
  const open = !value && q.length > 0 && text.trim().length > 0;

  return (
    <div className="relative min-w-0">
      <Label htmlFor={id} className="mb-1 block text-[13px] text-gray-700">
        {label}
      </Label>
      {value ? (
        <div className="flex h-9 items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 text-sm text-brand-900">
          <span className="truncate" id={id}>
            {value.label}
          </span>
          <button type="button" onClick={() => onChange(null)} aria-label={`${label} 선택 해제`} className="rounded text-brand-700 hover:text-brand-900">
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <Input id={id} controlSize="sm" value={text} placeholder={placeholder} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      )}
      {open && (
        <div className="absolute z-20 mt-1 w-full rounded-lg border border-gray-200 bg-white p-1 shadow-lg" role="group" aria-label={`${label} 검색 결과`}>
          {found.isPending && <p className="px-2 py-1.5 text-[13px] text-gray-500">찾는 중...</p>}
          {found.data?.data.length === 0 && <p className="px-2 py-1.5 text-[13px] text-gray-500">일치하는 항목이 없습니다</p>}
          {found.data?.data.map((item) => (
            <Button
              key={item.id}
              type="button"
              variant="ghost"
              size="sm"
              className="w-full justify-start"
              onClick={() => {
                onChange(item);
                setText('');
              }}
            >
              {item.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** 기간: two date inputs (Asia/Seoul days). */
export function PeriodFields({ from, to, onChange }: { from: string; to: string; onChange: (from: string, to: string) => void }) {
  const id = useId();
  return (
    <>
      <div className="period">
        <Label htmlFor={`${id}-from`} className="mb-1 block text-[13px] text-gray-700">
          시작일
        </Label>
        <Input id={`${id}-from`} type="date" controlSize="sm" value={from} max={to || undefined} onChange={(e) => onChange(e.target.value, to)} />
      </div>
      <div className="period">
        <Label htmlFor={`${id}-to`} className="mb-1 block text-[13px] text-gray-700">
          종료일
        </Label>
        <Input id={`${id}-to`} type="date" controlSize="sm" value={to} min={from || undefined} onChange={(e) => onChange(from, e.target.value)} />
      </div>
    </>
  );
}

/** The list's end: 더 보기 while another page exists. */
export function MoreButton({ hasNext, loading, onMore, shown }: { hasNext: boolean; loading: boolean; onMore: () => void; shown: number }) {
  return (
    <div className="flex items-center justify-between gap-3 px-1 py-3 text-[13px] text-gray-600">
      <span>{shown.toLocaleString('ko-KR')}건 표시</span>
      {hasNext ? (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
          {loading ? '불러오는 중...' : '더 보기'}
        </Button>
      ) : (
        shown > 0 && <span>마지막입니다</span>
      )}
    </div>
  );
}

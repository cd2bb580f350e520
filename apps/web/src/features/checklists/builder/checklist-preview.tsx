import { Circle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { columnOrder, unsortedColumn, unsortedLabel, type BuilderState } from './builder-state';
import { verificationText } from '@saram/shared/checklists/checklist-defaults';

/** 미리보기: the checklist as a new hire's HR page shows it, read-only. */
export function ChecklistPreview({ state, roleLabel }: { state: BuilderState; roleLabel: (name: string) => string }) {
  const total = Object.keys(state.items).length;
  const required = Object.values(state.items).filter((i) => i.required).length;
  const columns = columnOrder(state).filter((c) => (state.columns[c] ?? []).length > 0 || c !== unsortedColumn);
  return (
    <div className="mx-auto w-full max-w-2xl p-4 md:p-6" aria-label="신규 입사자 화면 미리보기" role="region">
      <div className="rounded-xl border border-gray-200 bg-white p-5">
        <p className="text-xs font-medium text-brand-700">온보딩 체크리스트 · 미리보기</p>
        <h2 className="mt-1 text-lg font-semibold text-gray-900">{state.name || '이름 없는 템플릿'}</h2>
        {state.description && <p className="mt-1 text-sm text-gray-600">{state.description}</p>}
        <p className="mt-3 text-[13px] text-gray-700 tabular-nums">
          진행률 0 / {total} · 필수 {required}개
        </p>
        <div className="mt-2 h-2 rounded-full bg-gray-100" aria-hidden="true" />
      </div>
      {columns.map((column) => {
        const ids = state.columns[column] ?? [];
        const title = column === unsortedColumn ? unsortedLabel : (state.sections.find((s) => s.id === column)?.title ?? '');
        return (
          <section key={column} className="mt-4 rounded-xl border border-gray-200 bg-white" aria-label={title}>
            <h3 className="border-b border-gray-100 px-5 py-3 text-sm font-semibold text-gray-900">{title}</h3>
            {ids.length === 0 ? (
              <p className="px-5 py-4 text-[13px] text-gray-600">항목이 없습니다.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {ids.map((id) => {
                  const item = state.items[id]!;
                  return (
                    <li key={id} className="flex items-start gap-3 px-5 py-3">
                      <Circle className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                          {item.title}
                          <Badge tone={item.required ? 'brand' : 'neutral'}>{item.required ? '필수' : '선택'}</Badge>
                        </p>
                        {item.description && <p className="mt-0.5 text-[13px] text-gray-600">{item.description}</p>}
                        <p className="mt-1 text-xs text-gray-600">{verificationText(item.verification, roleLabel)}</p>
                      </div>
                      <Badge tone="neutral">대기</Badge>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

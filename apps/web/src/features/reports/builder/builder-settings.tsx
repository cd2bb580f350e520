import {
  builderAggregateLabels,
  builderChartKinds,
  builderChartLabels,
  builderFilterOpLabels,
  builderMaxFilters,
  type BuilderAggregate,
  type BuilderChartKind,
  type BuilderFilterOp,
} from '@saram/shared/reports/report-builder';
import type { BuilderDataSetFields } from '@saram/shared/reports/report-builder.schemas';
import { Plus, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { cn } from '../../../lib/cn';
import { ChoiceSelect } from '../center/choice-select';
import { initialDefinition, opsFor, toggleColumn, type Definition } from './builder-logic';

const none = '__none';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-gray-100 pt-4 first:border-t-0 first:pt-0">
      <h2 id={id} className="mb-2 text-sm font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The builder's left panel: data set, columns, conditions, grouping and aggregate, chart. */
export function BuilderSettings({ sets, definition, onChange }: { sets: readonly BuilderDataSetFields[]; definition: Definition; onChange: (next: Definition) => void }) {
  const set = sets.find((s) => s.key === definition.dataSet) ?? sets[0]!;
  const patch = (p: Partial<Definition>) => onChange({ ...definition, ...p });
  const fieldOf = (key: string) => set.fields.find((f) => f.key === key);
  const groupable = set.fields.filter((f) => f.groupable);
  const averageable = set.fields.filter((f) => f.averageable);

  return (
    <div className="flex flex-col gap-4">
      <Section title="데이터">
        <div role="radiogroup" aria-label="데이터" className="grid gap-2">
          {sets.map((s) => (
            <button
              key={s.key}
              type="button"
              role="radio"
              aria-checked={s.key === set.key}
              onClick={() => s.key !== set.key && onChange(initialDefinition(s))}
              className={cn(
                'rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                s.key === set.key ? 'border-brand-500 bg-brand-50/60' : 'border-gray-200 hover:bg-gray-50',
              )}
            >
              <span className="font-medium text-gray-900">{s.label}</span>
              <span className="mt-0.5 block text-xs text-gray-600 [word-break:keep-all]">{s.description}</span>
            </button>
          ))}
        </div>
      </Section>

      <Section title={`열 (${definition.columns.length}개)`}>
        <div className="grid grid-cols-2 gap-x-3">
          {set.fields.map((f) => (
            <label key={f.key} className="flex min-h-8 items-center gap-2 text-sm text-gray-800">
              <Checkbox checked={definition.columns.includes(f.key)} onCheckedChange={(c) => patch({ columns: toggleColumn(set, definition.columns, f.key, c === true) })} />
              {f.label}
            </label>
          ))}
        </div>
      </Section>

      <Section title="조건">
        <div className="flex flex-col gap-2">
          {definition.filters.map((filter, i) => {
            const field = fieldOf(filter.field);
            const update = (p: Partial<typeof filter>) => patch({ filters: definition.filters.map((f, j) => (j === i ? { ...f, ...p } : f)) });
            return (
              <div key={i} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-1.5">
                <ChoiceSelect size="sm" label={`조건 ${i + 1} 필드`} value={filter.field} options={set.fields.map((f) => ({ value: f.key, label: f.label }))} onChange={(key) => update({ field: key, op: opsFor(fieldOf(key))[0]!, value: '' })} />
                <ChoiceSelect size="sm" label={`조건 ${i + 1} 비교`} value={filter.op} options={opsFor(field).map((op) => ({ value: op, label: builderFilterOpLabels[op] }))} onChange={(op) => update({ op: op as BuilderFilterOp })} />
                {field?.options ? (
                  <ChoiceSelect size="sm" label={`조건 ${i + 1} 값`} value={filter.value || none} options={[{ value: none, label: '값 선택' }, ...field.options.map((o) => ({ value: o, label: o }))]} onChange={(value) => update({ value: value === none ? '' : value })} />
                ) : (
                  <Input controlSize="sm" aria-label={`조건 ${i + 1} 값`} type={field?.type === 'date' ? 'date' : field?.type === 'number' ? 'number' : 'text'} value={filter.value} onChange={(e) => update({ value: e.target.value })} />
                )}
                <Button type="button" size="icon-sm" variant="ghost" aria-label={`조건 ${i + 1} 삭제`} onClick={() => patch({ filters: definition.filters.filter((_, j) => j !== i) })}>
                  <X aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="self-start"
            disabled={definition.filters.length >= builderMaxFilters}
            onClick={() => {
              const first = set.fields.find((f) => f.options) ?? set.fields[0]!;
              patch({ filters: [...definition.filters, { field: first.key, op: opsFor(first)[0]!, value: '' }] });
            }}
          >
            <Plus aria-hidden="true" />
            조건 추가
          </Button>
        </div>
      </Section>

      <Section title="묶기와 집계">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="묶을 필드">
            {(control) => (
              <ChoiceSelect
                control={control}
                value={definition.groupBy ?? none}
                options={[{ value: none, label: '묶지 않음' }, ...groupable.map((f) => ({ value: f.key, label: f.label }))]}
                onChange={(key) => patch({ groupBy: key === none ? null : key, ...(key === none ? { chart: 'none' as const } : definition.chart === 'none' ? { chart: 'bar' as const } : {}) })}
              />
            )}
          </FormField>
          <FormField label="집계">
            {(control) => (
              <ChoiceSelect
                control={control}
                value={definition.aggregate}
                options={(['count', ...(averageable.length ? ['avg'] : [])] as BuilderAggregate[]).map((a) => ({ value: a, label: builderAggregateLabels[a] }))}
                onChange={(a) => patch({ aggregate: a as BuilderAggregate, measure: a === 'avg' ? (definition.measure ?? averageable[0]?.key ?? null) : null })}
              />
            )}
          </FormField>
          {definition.aggregate === 'avg' && (
            <FormField label="평균 낼 필드">
              {(control) => <ChoiceSelect control={control} value={definition.measure ?? ''} options={averageable.map((f) => ({ value: f.key, label: f.label }))} onChange={(measure) => patch({ measure })} />}
            </FormField>
          )}
          <FormField label="차트" description={definition.groupBy ? undefined : '묶을 필드를 고르면 차트를 그립니다.'}>
            {(control) => (
              <ChoiceSelect
                control={control}
                value={definition.chart}
                options={builderChartKinds.filter((k) => definition.groupBy || k === 'none').map((k) => ({ value: k, label: builderChartLabels[k] }))}
                onChange={(chart) => patch({ chart: chart as BuilderChartKind })}
              />
            )}
          </FormField>
        </div>
      </Section>
    </div>
  );
}

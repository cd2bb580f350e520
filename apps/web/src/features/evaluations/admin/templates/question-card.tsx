import { parties, partyLabels, questionKindLabels, questionKinds, scoredKinds, type QuestionKind } from '@saram/shared/evaluations/evaluations';
import type { EvaluationCode } from '@saram/shared/evaluations/codes.schemas';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/forms/checkbox';
import { Input } from '../../../../components/ui/forms/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/forms/select';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { withKind, type DraftQuestion } from './template-state';

function Field({ label, children, error }: { label: string; children: (id: string) => React.ReactNode; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      {children(id)}
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </div>
  );
}

function CodeSelect({ id, value, codes, placeholder, onChange }: { id: string; value: string | null; codes: readonly EvaluationCode[]; placeholder: string; onChange: (v: string) => void }) {
  return (
    <Select value={value ?? ''} onValueChange={onChange}>
      <SelectTrigger id={id} controlSize="sm">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {codes.map((c) => (
          <SelectItem key={c.id} value={c.code}>
            {c.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export type QuestionCodes = { scales: readonly EvaluationCode[]; competencies: readonly EvaluationCode[] };

/** One question of the editor: title, kind, weight (scored kinds), scale / competency, who answers. */
export function QuestionCard({
  question: q,
  index,
  codes,
  errors,
  onChange,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  codes: QuestionCodes;
  errors: Record<string, string>;
  onChange: (q: DraftQuestion) => void;
  onRemove: () => void;
}) {
  const scored = scoredKinds.includes(q.kind);
  const label = q.title || `문항 ${index + 1}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[1fr_10rem_6rem]">
          <Field label={`문항 ${index + 1} 제목`} error={errors.title}>
            {(id) => <Input id={id} controlSize="sm" value={q.title} maxLength={200} onChange={(e) => onChange({ ...q, title: e.target.value })} />}
          </Field>
          <Field label="유형">
            {(id) => (
              <Select value={q.kind} onValueChange={(v) => onChange(withKind(q, v as QuestionKind, codes.scales[0]?.code ?? null))}>
                <SelectTrigger id={id} controlSize="sm">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {questionKinds.map((k) => (
                    <SelectItem key={k} value={k}>
                      {questionKindLabels[k]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label="가중치(%)" error={errors.weight}>
            {(id) => (
              <Input
                id={id}
                controlSize="sm"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                disabled={!scored}
                value={scored ? q.weight : 0}
                onChange={(e) => onChange({ ...q, weight: e.target.value === '' ? 0 : Math.trunc(Number(e.target.value)) })}
              />
            )}
          </Field>
        </div>
        <Button variant="ghost" size="icon-sm" className="mt-5" aria-label={`${label} 삭제`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {(q.kind === 'scale' || q.kind === 'competency') && (
          <Field label="평가 척도" error={errors.scaleCode}>
            {(id) => <CodeSelect id={id} value={q.scaleCode} codes={codes.scales} placeholder="척도 선택" onChange={(v) => onChange({ ...q, scaleCode: v })} />}
          </Field>
        )}
        {q.kind === 'competency' && (
          <Field label="역량" error={errors.competencyCode}>
            {(id) => <CodeSelect id={id} value={q.competencyCode} codes={codes.competencies} placeholder="역량 선택" onChange={(v) => onChange({ ...q, competencyCode: v })} />}
          </Field>
        )}
        <Field label="설명 (선택)">
          {(id) => <Textarea id={id} rows={1} value={q.description} maxLength={2000} onChange={(e) => onChange({ ...q, description: e.target.value })} />}
        </Field>
      </div>
      <fieldset className="mt-3">
        <legend className="text-xs font-medium text-gray-700">답변할 사람</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {parties.map((p) => (
            <label key={p} className="flex items-center gap-1.5 text-sm text-gray-800">
              <Checkbox
                checked={q.answeredBy.includes(p)}
                onCheckedChange={(on) => onChange({ ...q, answeredBy: on === true ? parties.filter((x) => x === p || q.answeredBy.includes(x)) : q.answeredBy.filter((x) => x !== p) })}
              />
              {partyLabels[p]}
            </label>
          ))}
        </div>
        {errors.answeredBy && <p className="mt-1 text-xs text-red-700">{errors.answeredBy}</p>}
      </fieldset>
    </li>
  );
}

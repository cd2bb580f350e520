import { partyLabels, questionKindLabels, scoredKinds, type Party } from '@saram/shared/evaluations/evaluations';
import type { Answer, Part } from '@saram/shared/evaluations/answers.schemas';
import type { Question } from '@saram/shared/evaluations/templates.schemas';
import { useId } from 'react';
import { Input } from '../../../components/ui/forms/input';
import { Label } from '../../../components/ui/forms/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/forms/radio-group';
import { Textarea } from '../../../components/ui/forms/textarea';
import { cn } from '../../../lib/cn';

export type ScalePoints = Record<string, { value: number; label: string }[]>;

const pointsOf = (question: Question, scales: ScalePoints) =>
  scales[question.scaleCode ?? ''] ?? [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

/** One answer as text: "4 · 우수", "달성률 95%", and the written text. */
export function answerSummary(question: Question, answer: Answer | undefined, scales: ScalePoints): { value: string | null; text: string | null } {
  let value: string | null = null;
  if (question.kind === 'goal' && answer?.achievement !== undefined && answer.achievement !== null) value = `달성률 ${answer.achievement}%`;
  if ((question.kind === 'scale' || question.kind === 'competency') && answer?.score !== undefined && answer.score !== null) {
    const point = pointsOf(question, scales).find((p) => p.value === answer.score);
    value = point && point.label !== String(point.value) ? `${answer.score} · ${point.label}` : String(answer.score);
  }
  return { value, text: answer?.text?.trim() ? answer.text : null };
}

/** Another party's (or my submitted) answer, read only. */
function ReadOnlyAnswer({ party, question, part, scales }: { party: Party; question: Question; part: Part; scales: ScalePoints }) {
  const { value, text } = answerSummary(question, part.answers[question.id], scales);
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 text-sm" data-testid={`answer-${party}-${question.id}`}>
      <p className="text-[13px] font-medium text-gray-600">{partyLabels[party]}</p>
      {value || text ? (
        <>
          {value && <p className="mt-0.5 font-semibold text-gray-900 tabular-nums">{value}</p>}
          {text && <p className="mt-0.5 whitespace-pre-wrap text-gray-800 break-keep [overflow-wrap:anywhere]">{text}</p>}
        </>
      ) : (
        <p className="mt-0.5 text-gray-500">답변 없음</p>
      )}
    </div>
  );
}

type EditorProps = {
  question: Question;
  answer: Answer | undefined;
  scales: ScalePoints;
  error: string | undefined;
  onChange: (answer: Answer) => void;
};

/** The writer's controls for one question: a rating, an achievement with a note, or text. */
function AnswerEditor({ question, answer, scales, error, onChange }: EditorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const a = answer ?? {};
  return (
    <div className="space-y-3">
      {(question.kind === 'scale' || question.kind === 'competency') && (
        <RadioGroup
          aria-label={`${question.title} 평가`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={question.required || undefined}
          value={a.score !== undefined && a.score !== null ? String(a.score) : ''}
          onValueChange={(value) => onChange({ ...a, score: Number(value) })}
          className="flex flex-wrap gap-2"
        >
          {pointsOf(question, scales).map((point) => (
            <label
              key={point.value}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm',
                a.score === point.value ? 'border-brand-500 bg-brand-50 text-gray-900' : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              <RadioGroupItem value={String(point.value)} aria-label={`${point.value}점 ${point.label}`} />
              <span className="tabular-nums font-semibold">{point.value}</span>
              <span>{point.label}</span>
            </label>
          ))}
        </RadioGroup>
      )}
      {question.kind === 'goal' && (
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-achievement`} className="shrink-0">
            달성률 (%)
          </Label>
          <Input
            id={`${id}-achievement`}
            type="number"
            inputMode="numeric"
            min={0}
            max={200}
            className="w-28 tabular-nums"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={question.required || undefined}
            value={a.achievement ?? ''}
            onChange={(event) => {
              const raw = event.target.value;
              onChange({ ...a, achievement: raw === '' ? null : Number(raw) });
            }}
          />
        </div>
      )}
      {(question.kind === 'text' || question.kind === 'goal') && (
        <div>
          <Label htmlFor={`${id}-text`} className="sr-only">
            {question.kind === 'goal' ? `${question.title} 성과 내용` : question.title}
          </Label>
          <Textarea
            id={`${id}-text`}
            rows={question.kind === 'text' ? 5 : 3}
            placeholder={question.kind === 'goal' ? '목표 대비 성과를 구체적으로 적어주세요.' : '답변을 입력해주세요.'}
            aria-invalid={question.kind === 'text' ? invalid : undefined}
            aria-describedby={question.kind === 'text' ? describedBy : undefined}
            aria-required={(question.kind === 'text' && question.required) || undefined}
            value={a.text ?? ''}
            onChange={(event) => onChange({ ...a, text: event.target.value })}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="text-[13px] text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type QuestionBlockProps = {
  question: Question;
  index: number;
  /** Parts shown read only (others', or mine once submitted). */
  readParts: Part[];
  /** My open part, when I write this question. */
  editor: Omit<EditorProps, 'question' | 'scales'> | null;
  scales: ScalePoints;
};

export function QuestionBlock({ question, index, readParts, editor, scales }: QuestionBlockProps) {
  const shown = readParts.filter((p) => question.answeredBy.includes(p.party));
  return (
    <li className="border-t border-gray-100 py-5 first:border-t-0 first:pt-0 last:pb-0" id={`question-${question.id}`}>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h3 className="font-semibold text-gray-900 break-keep">
          <span className="mr-1 text-gray-500 tabular-nums">{index}.</span>
          {question.title}
          {question.required && editor && (
            <span className="ml-0.5 text-red-600" aria-label="필수">
              *
            </span>
          )}
        </h3>
        <span className="text-[13px] text-gray-600">
          {questionKindLabels[question.kind]}
          {scoredKinds.includes(question.kind) && question.weight > 0 && <> · 가중치 <span className="tabular-nums">{question.weight}%</span></>}
        </span>
      </div>
      {question.description && <p className="mt-1 text-[13px] text-gray-600 break-keep">{question.description}</p>}
      {shown.length > 0 && (
        <div className="mt-3 grid gap-2 md:grid-cols-2">
          {shown.map((part) => (
            <ReadOnlyAnswer key={part.party} party={part.party} question={question} part={part} scales={scales} />
          ))}
        </div>
      )}
      {editor && (
        <div className="mt-3">
          <AnswerEditor question={question} scales={scales} {...editor} />
        </div>
      )}
    </li>
  );
}

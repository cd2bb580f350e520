import { codeKindLabels, codeKinds, type CodeKind } from '@saram/shared/evaluations/evaluations';
import { createCodeSchema, updateCodeSchema, type EvaluationCode } from '@saram/shared/evaluations/codes.schemas';
import { useQuery } from '@tanstack/react-query';
import { History, Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogDescription, DialogForm, DialogHeader, DialogTitle } from '../../../../components/ui/overlays/dialog';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { PageHeader } from '../../../../components/ui/layout/page-header';
import { Switch } from '../../../../components/ui/forms/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { Textarea } from '../../../../components/ui/forms/textarea';
import { cn } from '../../../../lib/cn';
import { errorMessage, serverFieldErrors } from '../../../../lib/api/form-errors';
import { formatDateTime } from '../../../../lib/labels/format';
import { showSuccess } from '../../../../lib/toast';
import { codeHistoryQuery, codesQuery, useCreateCode, useUpdateCode } from '../api';
import { codeSummary, dataOf, emptyCodeForm, formOf, type CodeForm } from './code-form';
import { LoadingBlock } from '../cycles/cycle-parts';
import { issuesToFields } from '../logic';

function CodeDialog({ kind, code, onClose }: { kind: CodeKind; code: EvaluationCode | null; onClose: () => void }) {
  const create = useCreateCode();
  const update = useUpdateCode();
  const [form, setForm] = useState<CodeForm>(code ? formOf(code) : emptyCodeForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof CodeForm>(key: K, value: CodeForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = { name: form.name, description: form.description, sortOrder: Number(form.sortOrder) || 0, isActive: form.isActive, data: dataOf(kind, form) };
    const onError = (e: Error) => setErrors(serverFieldErrors(e));
    const done = (c: EvaluationCode) => {
      showSuccess(code ? '코드를 저장했습니다' : '코드를 추가했습니다', `${c.code} · ${c.name}`);
      onClose();
    };
    if (code) {
      const body = { ...common, version: code.version, reason: form.reason };
      // The data's own rules (scale order, band bounds) are the create schema's: check both.
      const parsed = updateCodeSchema.safeParse(body);
      const dataCheck = createCodeSchema.safeParse({ kind, code: code.code, ...common });
      if (!parsed.success || !dataCheck.success) {
        setErrors(issuesToFields([...(parsed.error?.issues ?? []), ...(dataCheck.error?.issues ?? [])]));
        return;
      }
      setErrors({});
      update.mutate({ id: code.id, body }, { onSuccess: done, onError });
      return;
    }
    const body = { kind, code: form.code, ...common };
    const parsed = createCodeSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(body, { onSuccess: done, onError });
  };
  const dataError = Object.entries(errors).find(([k]) => k.startsWith('data'))?.[1];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent size="md">
        <DialogForm
          onSubmit={submit}
          title={<>{code ? `${codeKindLabels[kind]} 코드 편집` : `${codeKindLabels[kind]} 코드 추가`}</>}
          description={code ? '바꾼 내용은 새 버전으로 이력에 남습니다.' : '코드는 만든 뒤 바꿀 수 없습니다.'}
          actions={<DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={onClose} pending={pending} />}
        >
          {error && Object.keys(serverFieldErrors(error)).length === 0 && (
            <Alert tone="danger" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="코드" required error={errors.code}>
              <Input value={form.code} disabled={Boolean(code)} maxLength={30} onChange={(e) => set('code', e.target.value)} />
            </FormField>
            <FormField label="이름" required error={errors.name}>
              <Input value={form.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
            </FormField>
          </div>
          {kind === 'rating_scale' && (
            <FormField label="척도 단계" required description="한 줄에 하나씩 '값 이름' (예: 5 탁월), 낮은 값부터." error={dataError}>
              <Textarea rows={5} value={form.points} onChange={(e) => set('points', e.target.value)} />
            </FormField>
          )}
          {kind === 'grade' && (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="점수 하한" required error={errors['data.minScore']}>
                <Input type="number" min={0} max={100} value={form.minScore} onChange={(e) => set('minScore', e.target.value)} />
              </FormField>
              <FormField label="점수 상한" required error={errors['data.maxScore']}>
                <Input type="number" min={0} max={100} value={form.maxScore} onChange={(e) => set('maxScore', e.target.value)} />
              </FormField>
              <FormField label="권장 비율(%)" error={errors['data.ratio']}>
                <Input type="number" min={0} max={100} value={form.ratio} onChange={(e) => set('ratio', e.target.value)} />
              </FormField>
            </div>
          )}
          <FormField label="설명" error={errors.description}>
            <Textarea rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="정렬 순서" error={errors.sortOrder}>
              <Input type="number" min={0} value={form.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
            </FormField>
            <FormField label="사용">
              {(control) => <Switch {...control} checked={form.isActive} onCheckedChange={(v) => set('isActive', v)} />}
            </FormField>
          </div>
          {code && (
            <FormField label="변경 사유" description="이력에 함께 남습니다.">
              <Input value={form.reason} maxLength={500} onChange={(e) => set('reason', e.target.value)} />
            </FormField>
          )}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

function HistoryDialog({ code, onClose }: { code: EvaluationCode; onClose: () => void }) {
  const history = useQuery(codeHistoryQuery(code.id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{`${code.code} 변경 이력`}</DialogTitle>
          <DialogDescription>버전마다 그때의 내용과 사유, 바꾼 사람을 보여 줍니다.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {history.isPending ? (
            <LoadingBlock rows={2} />
          ) : history.isError ? (
            <QueryErrorState error={history.error} title="이력을 불러오지 못했습니다" onRetry={() => void history.refetch()} />
          ) : (
            <ol className="space-y-3">
              {history.data.data.map((h) => (
                <li key={h.version} className="rounded-md border border-gray-200 p-3 text-sm">
                  <p className="font-medium text-gray-900">
                    버전 {h.version} · {h.snapshot.name} {!h.snapshot.isActive && <Badge>미사용</Badge>}
                  </p>
                  <p className="mt-0.5 text-gray-700">{codeSummary({ ...h.snapshot, id: code.id, version: h.version, updatedAt: h.at })}</p>
                  <p className="mt-0.5 text-xs text-gray-600">
                    {formatDateTime(h.at)} · {h.actor}
                    {h.reason && ` · 사유: ${h.reason}`}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** /eval/codes (평가 코드 관리): rating scales, grades with score bands, competencies, question categories; every change versioned. */
export function CodesPage() {
  const [params, setParams] = useSearchParams();
  const kind = (codeKinds as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as CodeKind) : 'grade';
  const codes = useQuery(codesQuery(kind));
  const [editing, setEditing] = useState<EvaluationCode | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<EvaluationCode | null>(null);
  const rows = codes.data?.data ?? [];
  return (
    <div>
      <PageHeader
        title="평가 코드 관리"
        description="평가 척도, 등급과 점수 구간, 역량, 문항 분류를 관리합니다. 바꾼 내용은 버전별 이력으로 남습니다."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {codeKindLabels[kind]} 추가
          </Button>
        }
      />
      <div role="group" aria-label="코드 종류" className="mb-4 flex max-w-full gap-1 overflow-x-auto border-b border-gray-200">
        {codeKinds.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            onClick={() => setParams({ kind: k }, { replace: true })}
            className={cn(
              '-mb-px inline-flex h-10 shrink-0 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
              k === kind ? 'border-brand-600 text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {codeKindLabels[k]}
          </button>
        ))}
      </div>
      {codes.isPending ? (
        <LoadingBlock />
      ) : codes.isError ? (
        <QueryErrorState error={codes.error} title="코드를 불러오지 못했습니다" onRetry={() => void codes.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-600">{codeKindLabels[kind]} 코드가 없습니다.</p>
      ) : (
        <Table aria-label={`${codeKindLabels[kind]} 코드`}>
          <TableHeader>
            <TableRow>
              <TableHead>코드</TableHead>
              <TableHead>이름</TableHead>
              <TableHead>내용</TableHead>
              <TableHead>상태</TableHead>
              <TableHead numeric>버전</TableHead>
              <TableHead>관리</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-mono text-[13px]">{c.code}</TableCell>
                <TableCell className="font-medium text-gray-900">{c.name}</TableCell>
                <TableCell wrap className="text-gray-700">
                  {codeSummary(c)}
                </TableCell>
                <TableCell>{c.isActive ? <Badge tone="success">사용</Badge> : <Badge>미사용</Badge>}</TableCell>
                <TableCell numeric>{c.version}</TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`${c.code} 편집`} onClick={() => setEditing(c)}>
                      <Pencil aria-hidden="true" />
                      편집
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`${c.code} 이력`} onClick={() => setHistoryOf(c)}>
                      <History aria-hidden="true" />
                      이력
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <CodeDialog kind={kind} code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {historyOf && <HistoryDialog code={historyOf} onClose={() => setHistoryOf(null)} />}
    </div>
  );
}

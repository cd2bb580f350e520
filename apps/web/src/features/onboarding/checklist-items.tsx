import { verificationMethodLabels } from '@saram/shared/checklists/checklists';
import { verificationRoutes } from '@saram/shared/onboarding/onboarding';
import type { ChecklistInstance, InstanceItem, Verification } from '@saram/shared/onboarding/onboarding.schemas';
import { FileText, Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';
import { errorMessage } from '../../lib/api/form-errors';
import { formatDateTime } from '../../lib/labels/format';
import { showError, showSuccess } from '../../lib/toast';
import { useDecideVerification, useSignOff, useSubmitDocument } from './api';
import { AutomaticItemButton, AutomaticItemHint } from './automatic-item-actions';
import { ItemStateBadge } from './onboarding-badges';
import { RejectDialog } from '../../components/dialogs/reject-dialog';
import { latestLine, automaticSourceHints, automaticSourceLabel, documentAccept, documentProblem, formatBytes, itemActions, methodOf, signOffBy } from './onboarding-logic';


/** Downloads an uploaded document through the API (bearer token), under its own name. */
export function DocumentLink({ verification }: { verification: Verification }) {
  const [busy, setBusy] = useState(false);
  if (!verification.document) return null;
  const doc = verification.document;
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        download(verificationRoutes.document, { params: { id: verification.id } }, doc.filename)
          .catch((error: unknown) => showError('서류를 내려받지 못했습니다', errorMessage(error)))
          .finally(() => setBusy(false));
      }}
      className="inline-flex max-w-full items-center gap-1 text-[13px] font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
      aria-label={`${doc.filename} 내려받기`}
    >
      <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{doc.filename}</span>
      <span className="shrink-0 text-gray-500">({formatBytes(doc.size)})</span>
    </button>
  );
}

/** How an item is verified and by whom, in words. */
function methodText(item: InstanceItem): string {
  const rule = item.rule;
  if (!rule) {
    const method = methodOf(item);
    return method ? verificationMethodLabels[method] : '확인 방법 미정';
  }
  if (rule.method === 'sign_off') return `${verificationMethodLabels.sign_off} · ${signOffBy(rule)}`;
  if (rule.method === 'automatic') return `${verificationMethodLabels.automatic} · ${automaticSourceLabel(rule.source)}`;
  return `${verificationMethodLabels.document} · PDF, PNG, JPEG (10MB 이하)`;
}

/** A refused action said kindly: the server's reason for a 403 (who may sign), else its message. */
function actionError(error: unknown, what: string): string {
  if (isApiError(error) && error.status === 403) return `${what} 권한이 없습니다. ${error.message}`;
  return errorMessage(error, `${what}에 실패했습니다.`);
}

function ItemRow({ item, instance, canWrite, open }: { item: InstanceItem; instance: ChecklistInstance; canWrite: boolean; open: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = useSubmitDocument();
  const signOff = useSignOff();
  const decide = useDecideVerification();
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const actions = itemActions(item, { canWrite, open });
  // A pending automatic item HR may finish itself (the bank account, the sign-in account).
  const automatic = open && item.rule?.method === 'automatic' && item.state !== 'verified' ? item.rule.source : null;
  const latest = item.verification;
  const titleId = `item-${item.id}`;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = documentProblem(file);
    setProblem(found);
    if (found) return;
    submit.mutate(
      { instanceId: instance.id, itemId: item.id, file },
      {
        onSuccess: () => showSuccess('서류를 제출했습니다', `${item.title}: ${file.name}`),
        onError: (error) => setProblem(actionError(error, '서류 제출')),
      },
    );
  };

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 border-b border-gray-100 px-4 py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-sm font-semibold text-gray-900">
            {item.title}
          </h3>
          {item.required ? <Badge tone="neutral">필수</Badge> : <Badge tone="info">선택</Badge>}
          <ItemStateBadge state={item.state} />
        </div>
        {item.description && <p className="mt-1 text-[13px] text-gray-600">{item.description}</p>}
        <p className="mt-1 text-[13px] text-gray-500">{methodText(item)}</p>
        {item.rule?.method === 'automatic' && item.state !== 'verified' && (
          <>
            <p className="mt-1 text-[13px] text-gray-600">{automaticSourceHints[item.rule.source]}</p>
            {open && <AutomaticItemHint source={item.rule.source} />}
          </>
        )}
        {latest && (
          <div className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-[13px] text-gray-700">
            <p>{latestLine(latest)}</p>
            {latest.note && <p className="mt-0.5 break-words">{`메모: ${latest.note}`}</p>}
            <DocumentLink verification={latest} />
          </div>
        )}
        {problem && (
          <Alert tone="warning" role="alert" className="mt-2">
            {problem}
          </Alert>
        )}
      </div>
      {(actions.length > 0 || automatic) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {automatic && <AutomaticItemButton source={automatic} employee={instance.employee} />}
          {actions.includes('submit') && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept={documentAccept}
                className="sr-only"
                tabIndex={-1}
                aria-label={`${item.title} 서류 파일`}
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Button size="sm" variant="outline" loading={submit.isPending} loadingText="올리는 중..." onClick={() => fileInput.current?.click()}>
                <FileText aria-hidden="true" />
                {item.state === 'rejected' ? '다시 제출' : '서류 제출'}
              </Button>
            </>
          )}
          {actions.includes('decide') && latest && (
            <>
              <Button
                size="sm"
                loading={decide.isPending && !rejecting}
                onClick={() =>
                  decide.mutate(
                    { id: latest.id, status: 'verified', note: '' },
                    { onSuccess: () => showSuccess('서류를 확인했습니다', item.title), onError: (error) => setProblem(actionError(error, '서류 확인')) },
                  )
                }
              >
                확인
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
                반려
              </Button>
            </>
          )}
          {actions.includes('sign_off') && (
            <Button
              size="sm"
              loading={signOff.isPending}
              loadingText="서명 중..."
              onClick={() =>
                signOff.mutate(
                  { instanceId: instance.id, itemId: item.id },
                  {
                    onSuccess: () => {
                      setProblem(null);
                      showSuccess('확인 서명했습니다', item.title);
                    },
                    onError: (error) => setProblem(actionError(error, '확인 서명')),
                  },
                )
              }
            >
              확인 서명
            </Button>
          )}
        </div>
      )}
      {rejecting && latest && (
        <RejectDialog
          title="서류 반려"
          description={`${item.title}에 제출된 서류를 반려합니다. 사유는 신규 입사자에게 보입니다.`}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={(note) =>
            decide.mutate(
              { id: latest.id, status: 'rejected', note },
              {
                onSuccess: () => {
                  showSuccess('서류를 반려했습니다', item.title);
                  setRejecting(false);
                },
              },
            )
          }
          onClose={() => {
            decide.reset();
            setRejecting(false);
          }}
        />
      )}
    </li>
  );
}

/** Items grouped by section, in template order; items without a section come last under 기타. */
export function groupItems(instance: Pick<ChecklistInstance, 'sections' | 'items'>): { id: string; title: string; items: InstanceItem[] }[] {
  const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);
  const groups = byOrder(instance.sections).map((section) => ({
    id: section.id,
    title: section.title,
    items: byOrder(instance.items.filter((item) => item.sectionId === section.id)),
  }));
  const known = new Set(instance.sections.map((s) => s.id));
  const rest = byOrder(instance.items.filter((item) => !item.sectionId || !known.has(item.sectionId)));
  if (rest.length) groups.push({ id: '__rest', title: groups.length ? '기타' : '항목', items: rest });
  return groups.filter((group) => group.items.length > 0);
}

export function ChecklistSections({ instance, canWrite }: { instance: ChecklistInstance; canWrite: boolean }) {
  const open = instance.status === 'in_progress';
  return (
    <div className="space-y-4">
      {groupItems(instance).map((group) => (
        <section key={group.id} aria-labelledby={`section-${group.id}`} className="rounded-xl border border-gray-200 bg-white">
          <h2 id={`section-${group.id}`} className="border-b border-gray-100 px-4 py-3 text-[15px] font-semibold text-gray-900">
            {group.title}{' '}
            <span className="ml-1 text-[13px] font-normal text-gray-500 tabular-nums">
              {`${group.items.filter((i) => i.state === 'verified').length}/${group.items.length}`}
            </span>
          </h2>
          <ul>
            {group.items.map((item) => (
              <ItemRow key={item.id} item={item} instance={instance} canWrite={canWrite} open={open} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function timelineAction(v: Verification): string {
  if (v.method === 'document') return v.status === 'submitted' ? '서류 제출' : v.status === 'verified' ? '서류 확인' : '서류 반려';
  return v.status === 'rejected' ? `${verificationMethodLabels[v.method]} 반려` : verificationMethodLabels[v.method];
}

/** 확인 기록: every act on the checklist, newest first. */
export function VerificationTimeline({ verifications, items }: { verifications: Verification[]; items: InstanceItem[] }) {
  const titles = new Map(items.map((item) => [item.id, item.title]));
  return (
    <section aria-labelledby="timeline-title" className="self-start rounded-xl border border-gray-200 bg-white">
      <h2 id="timeline-title" className="border-b border-gray-100 px-4 py-3 text-[15px] font-semibold text-gray-900">
        확인 기록
      </h2>
      {verifications.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-gray-600">아직 확인 기록이 없습니다.</p>
      ) : (
        <ol className="px-4 py-3">
          {verifications.map((v) => (
            <li key={v.id} className="relative border-l border-gray-200 pb-4 pl-4 last:pb-0">
              <span className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-gray-300" aria-hidden="true" />
              <p className="text-[13px] text-gray-500 tabular-nums">{formatDateTime(v.decided_at ?? v.created_at)}</p>
              <p className="text-sm text-gray-900">
                <span className="font-medium">{titles.get(v.item_id) ?? v.item_id}</span>
                {' · '}
                {timelineAction(v)}
              </p>
              <p className="text-[13px] text-gray-600">
                {v.decided_by ?? v.created_by}
                {v.note && ` · ${v.note}`}
              </p>
              <DocumentLink verification={v} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { resignationStatusLabel } from '@saram/shared/employees/employees';
import type { EmployeeChange } from '@saram/shared/employees/employees.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, History } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { historyQueryOptions } from '../../record-api';
import { formatDate, formatDateTime, formatPhoneOrDash } from '../../../../lib/labels/format';
import { fieldLabel } from '../section-specs';
import { SectionCard } from '../section-view';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';

const actions: Record<string, { label: string; tone: BadgeTone }> = {
  create: { label: '등록', tone: 'success' },
  update: { label: '수정', tone: 'info' },
  delete: { label: '삭제', tone: 'danger' },
  // Written by the employees placement writer when a unit moves or a corporation is renamed.
  org_move: { label: '조직 이동', tone: 'brand' },
  onboarding_status: { label: '수습 완료 처리', tone: 'brand' },
  // Retention (features/retention): the purge after 3 years and the legal hold that stops it.
  retention_purge: { label: '개인정보 파기', tone: 'danger' },
  retention_hold_placed: { label: '법적 보존 지정', tone: 'warning' },
  retention_hold_removed: { label: '법적 보존 해제', tone: 'info' },
  corporation_rename: { label: '법인명 변경', tone: 'brand' },
  // The record's 보고 라인 (manager, dotted lines) set by HR.
  reporting_line: { label: '보고 라인 변경', tone: 'brand' },
  // Written by the resignation flow: an approved request, then the retirement on the day after the last working day.
  resignation: { label: '사직 승인', tone: 'warning' },
  retire: { label: '퇴직 처리', tone: 'danger' },
  rehire: { label: '재입사', tone: 'success' },
  // Written when an approved 인사발령 takes effect (features/appointments).
  appointment: { label: '인사발령', tone: 'brand' },
};

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || value === false || value === 0 || (Array.isArray(value) && value.length === 0);

/**
 * The placement's unit and corporation ids. Every change that moves one also records the unit's or
 * corporation's name as it was then (organization.team ...), so the names tell what changed and the
 * ids are left out.
 */
const placementIds = new Set(['insuranceCorpId', 'divisionId', 'headquarterId', 'teamId', 'partId'].map((key) => `organization.${key}`));

/** The rows an entry shows: a new record lists what was filled in, not every empty default; never the placement's ids. */
export function shownChanges(change: Pick<EmployeeChange, 'action' | 'changes'>): EmployeeChange['changes'] {
  return change.changes.filter((c) => !placementIds.has(c.field) && (change.action !== 'create' || !isBlank(c.after)));
}

/** A changed value as the history reads it: dates 2026.12.31, timestamps 2026.12.31 14:05 (Seoul). */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(없음)';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (Array.isArray(value)) return value.length ? `${value.length}건` : '(없음)';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'personal.phone') return formatPhoneOrDash(text);
  if (field === 'resignation.status') return resignationStatusLabel(text);
  if (/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(text)) return formatDate(text);
  return text;
}

function ChangeRows({ change }: { change: EmployeeChange }) {
  const rows = shownChanges(change);
  if (!rows.length) return null;
  const list = (
    <ul className="divide-y divide-gray-100">
      {rows.map((c) => (
        <li key={c.field} className="grid gap-1 py-2 text-sm sm:grid-cols-[11rem_1fr]">
          <span className="text-gray-600">{fieldLabel(c.field)}</span>
          <span className="flex min-w-0 flex-wrap items-center gap-1.5 text-gray-900">
            {change.action !== 'create' && (
              <>
                <span className="text-gray-500 line-through decoration-gray-300">{historyValue(c.field, c.before)}</span>
                <ArrowRight className="size-3.5 shrink-0 text-gray-400" aria-label="에서" />
              </>
            )}
            <span className="break-all">{historyValue(c.field, change.action === 'delete' ? c.before : c.after)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  if (change.action !== 'create') return list;
  return (
    <details className="group">
      <summary className="cursor-pointer py-1 text-sm text-brand-700 hover:underline">입력한 항목 {rows.length}개 보기</summary>
      {list}
    </details>
  );
}

/** 변경 이력: who changed which fields when, newest first; sensitive values read '(변경됨)'. */
export function HistoryTab({ employeeId }: { employeeId: string }) {
  const history = useQuery(historyQueryOptions(employeeId));
  if (history.isPending) {
    return (
      <SectionCard title="변경 이력">
        <div className="space-y-3" aria-busy="true" aria-label="변경 이력 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      </SectionCard>
    );
  }
  if (history.isError) {
    return (
      <SectionCard title="변경 이력">
        <QueryErrorState error={history.error} icon={History} title="변경 이력을 불러오지 못했습니다" onRetry={history.refetch} />
      </SectionCard>
    );
  }
  const entries = history.data.data;
  return (
    <SectionCard title="변경 이력" description="누가 언제 어떤 항목을 바꿨는지 최신순으로 보여 줍니다.">
      {entries.length === 0 ? (
        <EmptyState icon={History} title="변경 이력이 없습니다" description="정보를 수정하면 여기에 기록됩니다." />
      ) : (
        <ol className="space-y-4">
          {entries.map((change) => {
            const action = actions[change.action] ?? { label: change.action, tone: 'neutral' as const };
            return (
              <li key={change.id} className="rounded-lg border border-gray-200 px-4 py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge tone={action.tone}>{action.label}</Badge>
                  <span className="text-sm font-medium text-gray-900">{change.actorLabel}</span>
                  <time dateTime={change.at} className="text-[13px] text-gray-600 tabular-nums">
                    {formatDateTime(change.at)}
                  </time>
                </div>
                <div className="mt-2">
                  <ChangeRows change={change} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}

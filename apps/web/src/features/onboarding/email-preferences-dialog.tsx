import { defaultEmailPreferences, type EmailPreferences } from '@saram/shared/onboarding/onboarding.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { Dialog, DialogActions, DialogContent, DialogForm } from '../../components/ui/overlays/dialog';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/forms/switch';
import { Textarea } from '../../components/ui/forms/textarea';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showSuccess } from '../../lib/toast';
import { emailPreferencesQuery, employeeEmailPreferencesQuery, usePutEmailPreferences, usePutEmployeeEmailPreferences } from './api';
import { overridesOf, parseDays, parseEmails, type PreferencesDraft, toDraft, fromDraft } from './email-preferences-form';

function CheckRow({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(on) => onChange(on === true)} disabled={disabled} />
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}

/** The fields of a reminder setting; the first error of a list field is shown under it. */
function PreferencesFields({ draft, onChange, errors }: { draft: PreferencesDraft; onChange: (next: PreferencesDraft) => void; errors: Record<string, string> }) {
  const switchId = useId();
  const set = <K extends keyof PreferencesDraft>(key: K, value: PreferencesDraft[K]) => onChange({ ...draft, [key]: value });
  const firstError = (key: string) => errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  const off = !draft.enabled;
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2.5">
        <label htmlFor={switchId} className="text-sm font-medium text-gray-900">
          알림 메일 보내기
        </label>
        <Switch id={switchId} checked={draft.enabled} onCheckedChange={(on) => set('enabled', on)} />
      </div>
      <fieldset className="space-y-3" disabled={off}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">미완료 항목 알림</legend>
        <CheckRow label="미완료 항목이 있으면 주기적으로 알림" checked={draft.open_items} onChange={(on) => set('open_items', on)} disabled={off} />
        <FormField label="알림 주기 (일)" required error={firstError('open_items_interval_days')} description="1~30일마다 보냅니다.">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            className="w-28"
            value={draft.open_items_interval_days}
            onChange={(e) => set('open_items_interval_days', e.target.value)}
            disabled={off || !draft.open_items}
          />
        </FormField>
        <CheckRow label="신규 입사자 본인에게도 보내기" checked={draft.notify_new_hire} onChange={(on) => set('notify_new_hire', on)} disabled={off} />
      </fieldset>
      <fieldset className="space-y-3" disabled={off}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">수습 종료 예정 알림</legend>
        <CheckRow label="수습 종료 전에 인사 담당자에게 알림" checked={draft.probation_ending} onChange={(on) => set('probation_ending', on)} disabled={off} />
        <FormField label="종료 며칠 전 (쉼표로 구분)" error={firstError('probation_ending_days')} description="예: 14, 3 (최대 5개, 1~90일)">
          <Input value={draft.probation_ending_days} onChange={(e) => set('probation_ending_days', e.target.value)} disabled={off || !draft.probation_ending} />
        </FormField>
      </fieldset>
      <FormField label="인사 담당자 수신 주소" error={firstError('hr_recipients')} description="한 줄에 하나씩 (최대 20개)">
        <Textarea rows={3} value={draft.hr_recipients} onChange={(e) => set('hr_recipients', e.target.value)} disabled={off} />
      </FormField>
    </div>
  );
}

type Problem = Record<string, string>;

/** Client checks of the typed lists (the server checks everything again). */
function draftProblems(draft: PreferencesDraft): Problem {
  const problems: Problem = {};
  const interval = Number(draft.open_items_interval_days);
  if (!Number.isInteger(interval) || interval < 1 || interval > 30) problems.open_items_interval_days = '1~30 사이의 정수를 입력해주세요.';
  if (parseDays(draft.probation_ending_days) === null) problems.probation_ending_days = '1~90 사이의 일수를 쉼표로 구분해 5개까지 입력해주세요.';
  const emails = parseEmails(draft.hr_recipients);
  if (emails.invalid.length) problems.hr_recipients = `이메일 형식이 올바르지 않습니다: ${emails.invalid.join(', ')}`;
  return problems;
}

function PreferencesDialog({
  title,
  description,
  initial,
  loading,
  error,
  saving,
  saveError,
  onSave,
  onClose,
  extraAction,
}: {
  title: string;
  description: ReactNode;
  initial: EmailPreferences | undefined;
  loading: boolean;
  error: Error | null;
  saving: boolean;
  saveError: Error | null;
  onSave: (value: EmailPreferences) => void;
  onClose: () => void;
  extraAction?: ReactNode;
}) {
  const [draft, setDraft] = useState<PreferencesDraft | null>(null);
  const [problems, setProblems] = useState<Problem>({});
  const current = draft ?? (initial ? toDraft(initial) : null);
  const fields = { ...serverFieldErrors(saveError), ...problems };
  const general = saveError && Object.keys(serverFieldErrors(saveError)).length === 0 ? errorMessage(saveError, '알림 설정을 저장하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    const found = draftProblems(current);
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave(fromDraft(current));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent size="md">
        <DialogForm
          onSubmit={submit}
          title={title}
          description={description}
          bodyClassName=""
          actions={
            <DialogActions submitLabel="저장" pendingLabel="저장 중..." onCancel={onClose} pending={saving} disabled={!current}>
              {extraAction}
            </DialogActions>
          }
        >
          {general && (
            <Alert tone="danger" role="alert" className="mb-4">
              {general}
            </Alert>
          )}
          {error ? (
            <QueryErrorState error={error} title="알림 설정을 불러오지 못했습니다" />
          ) : loading || !current ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : (
            <PreferencesFields draft={current} onChange={setDraft} errors={fields} />
          )}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/** 알림 설정 for the whole company (checklists:write). */
export function CompanyEmailPreferencesDialog({ onClose }: { onClose: () => void }) {
  const preferences = useQuery(emailPreferencesQuery());
  const put = usePutEmailPreferences();
  return (
    <PreferencesDialog
      title="알림 설정"
      description="온보딩 체크리스트의 미완료 항목과 수습 종료 예정을 메일로 알립니다. 회사 전체에 적용되며, 직원별로 따로 정할 수 있습니다."
      initial={preferences.data}
      loading={preferences.isPending}
      error={preferences.error}
      saving={put.isPending}
      saveError={put.error}
      onSave={(body) =>
        put.mutate(body, {
          onSuccess: () => {
            showSuccess('알림 설정을 저장했습니다');
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

/** One person's 알림 설정: what differs from the company setting is saved as their override. */
export function EmployeeEmailPreferencesDialog({ employeeId, name, onClose }: { employeeId: string; name: string; onClose: () => void }) {
  const company = useQuery(emailPreferencesQuery());
  const mine = useQuery(employeeEmailPreferencesQuery(employeeId));
  const put = usePutEmployeeEmailPreferences();
  const base = company.data ?? defaultEmailPreferences;
  const save = (body: Parameters<typeof put.mutate>[0]['body'], message: string) =>
    put.mutate(
      { employeeId, body },
      {
        onSuccess: () => {
          showSuccess(message);
          onClose();
        },
      },
    );
  const overridden = Object.keys(mine.data?.override ?? {}).length > 0;
  return (
    <PreferencesDialog
      title={`${name} 알림 설정`}
      description={overridden ? '이 직원에게만 적용되는 설정이 있습니다. 회사 설정과 다른 값만 저장됩니다.' : '지금은 회사 설정을 따릅니다. 회사 설정과 다른 값만 이 직원에게 저장됩니다.'}
      initial={mine.data?.effective}
      loading={mine.isPending || company.isPending}
      error={mine.error ?? company.error}
      saving={put.isPending}
      saveError={put.error}
      onSave={(value) => save(overridesOf(value, base), '알림 설정을 저장했습니다')}
      onClose={onClose}
      extraAction={
        overridden && (
          <Button variant="ghost" className="mr-auto" disabled={put.isPending} onClick={() => save({}, '회사 설정을 따르도록 바꿨습니다')}>
            회사 설정 따르기
          </Button>
        )
      }
    />
  );
}

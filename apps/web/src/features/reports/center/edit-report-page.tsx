import { reportToasts } from '@saram/shared/reports/reports';
import type { SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { FormField, FormSection } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/forms/textarea';
import { isApiError } from '../../../lib/api/api-error';
import { showError, showSuccess } from '../../../lib/toast';
import { savedReportQuery, useSetSchedule, useSetScheduleActive, useUpdateSavedReport } from './api';
import { reportTypeTitle, savedReportHref, scheduleFormDefaults, toSetSchedule, validateScheduleForm, type ScheduleForm, type ScheduleFormErrors } from './center-logic';
import { filterFormError, fromFilterForm, ReportFilterFields, toFilterForm, type ReportFilterForm } from './report-filter-fields';
import { ScheduleFields } from './schedule-dialog';

type Form = { name: string; description: string; filters: ReportFilterForm; scheduled: boolean; schedule: ScheduleForm };

const formOf = (report: SavedReport): Form => ({
  name: report.name,
  description: report.description,
  filters: toFilterForm(report.filters),
  scheduled: report.schedule?.active ?? false,
  schedule: scheduleFormDefaults(report),
});

function Editor({ report }: { report: SavedReport }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => formOf(report));
  const [nameError, setNameError] = useState<string>();
  const [scheduleErrors, setScheduleErrors] = useState<ScheduleFormErrors>({});
  const update = useUpdateSavedReport();
  const setSchedule = useSetSchedule();
  const setActive = useSetScheduleActive();
  const pending = update.isPending || setSchedule.isPending || setActive.isPending;
  const filters = fromFilterForm(form.filters);

  const submit = async () => {
    const name = form.name.trim() ? undefined : '리포트 이름을 입력해주세요.';
    const found = form.scheduled ? validateScheduleForm(form.schedule) : {};
    setNameError(name);
    setScheduleErrors(found);
    if (name || filterFormError(form.filters) || Object.keys(found).length) return;
    try {
      await update.mutateAsync({ id: report.id, body: { name: form.name.trim(), description: form.description.trim(), filters } });
    } catch (error) {
      showError('리포트를 저장하지 못했습니다', isApiError(error) ? error.message : undefined);
      return;
    }
    try {
      if (form.scheduled) {
        await setSchedule.mutateAsync({ id: report.id, body: toSetSchedule(form.schedule) });
        showSuccess(reportToasts.scheduled, form.name.trim());
      } else if (report.schedule?.active) {
        await setActive.mutateAsync({ id: report.id, active: false });
        showSuccess('리포트를 저장했습니다', '예약을 껐습니다.');
      } else showSuccess('리포트를 저장했습니다', form.name.trim());
      void navigate('/reports?tab=saved');
    } catch {
      showError(reportToasts.scheduleFailed);
    }
  };

  return (
    <form
      aria-label="리포트 편집"
      noValidate
      className="flex max-w-3xl flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormSection title="기본 정보">
        <div className="grid gap-4">
          <FormField label="리포트 이름" required error={nameError}>
            <Input value={form.name} maxLength={100} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
          </FormField>
          <FormField label="설명">
            <Textarea rows={3} value={form.description} maxLength={500} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="조건" description="리포트를 열거나 예약 실행할 때 이 조건으로 만듭니다.">
        <ReportFilterFields value={form.filters} onChange={(patch) => setForm((f) => ({ ...f, filters: { ...f.filters, ...patch } }))} />
      </FormSection>
      <FormSection title="예약">
        <label className="mb-4 flex items-center gap-2 text-sm font-medium text-gray-900">
          <Checkbox checked={form.scheduled} onCheckedChange={(c) => setForm((f) => ({ ...f, scheduled: c === true }))} />
          정해진 일정에 실행해 메일로 보내기
        </label>
        {form.scheduled && <ScheduleFields form={form.schedule} errors={scheduleErrors} onChange={(patch) => setForm((f) => ({ ...f, schedule: { ...f.schedule, ...patch } }))} />}
      </FormSection>
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-4">
        <Link to={savedReportHref({ ...report, filters })} className={buttonClasses({ variant: 'outline' })}>
          <ExternalLink aria-hidden="true" />
          {report.reportType === 'CUSTOM' ? '빌더에서 열기' : '이 조건으로 리포트 열기'}
        </Link>
        <Button type="button" variant="outline" onClick={() => void navigate('/reports?tab=saved')} disabled={pending}>
          취소
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}

/** /reports/edit/:id: a saved report's name, description, filters and schedule. */
export function EditReportPage() {
  const { id = '' } = useParams();
  const saved = useQuery(savedReportQuery(id));
  return (
    <div>
      <PageHeader title="리포트 편집" description={saved.data ? `${reportTypeTitle(saved.data.reportType)} · 저장한 조건과 예약 일정, 받는 사람을 수정합니다.` : '저장한 조건과 예약 일정, 받는 사람을 수정합니다.'} />
      {saved.isPending ? (
        <Skeleton className="h-96 max-w-3xl" />
      ) : saved.isError ? (
        <QueryErrorState error={saved.error} title={reportToasts.loadFailed} onRetry={() => void saved.refetch()} actions={<Link to="/reports?tab=saved" className={buttonClasses({ variant: 'outline' })}>목록으로</Link>} />
      ) : (
        <Editor key={saved.data.id} report={saved.data} />
      )}
    </div>
  );
}

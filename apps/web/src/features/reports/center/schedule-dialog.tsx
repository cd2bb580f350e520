import { reportFormats, scheduleFrequencies, scheduleFrequencyLabels, scheduleTimezone, type ReportFormat, type ScheduleFrequency } from '@saram/shared/reports/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceList } from '../../../components/fields/choice-list';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { recipientsQuery } from './api';
import { ChoiceSelect } from './choice-select';
import { needsDayOfMonth, validateScheduleForm, weekdayLabels, type ScheduleForm, type ScheduleFormErrors } from './center-logic';

const formatLabels: Record<ReportFormat, string> = { PDF: 'PDF', EXCEL: 'Excel' };
const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
const months = Array.from({ length: 12 }, (_, i) => String(i + 1));

export type ScheduleDialogProps = {
  /** The report being scheduled, e.g. '경영진 요약'. */
  reportName: string;
  initial: ScheduleForm;
  pending: boolean;
  onCancel: () => void;
  onSave: (form: ScheduleForm) => void;
};

/** The schedule dialog of spec 3.5: frequency, day, time (Asia/Seoul), recipients, format, raw data. */
export function ScheduleDialog({ reportName, initial, pending, onCancel, onSave }: ScheduleDialogProps) {
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>리포트 예약</DialogTitle>
          <DialogDescription>{reportName} 리포트를 정해진 일정에 만들어 메일로 보냅니다.</DialogDescription>
        </DialogHeader>
        <form
          aria-label="리포트 예약"
          className="contents"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = validateScheduleForm(form);
            setErrors(found);
            if (Object.keys(found).length === 0) onSave(form);
          }}
        >
          <DialogBody>
            <ScheduleFields form={form} errors={errors} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
          </DialogBody>
          <DialogActions submitLabel="예약 저장" pendingLabel="저장 중..." onCancel={onCancel} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The schedule's fields, shared by the dialog and /reports/edit/:id. */
export function ScheduleFields({ form, errors, onChange }: { form: ScheduleForm; errors: ScheduleFormErrors; onChange: (patch: Partial<ScheduleForm>) => void }) {
  const recipients = useQuery(recipientsQuery(''));
  const options = (recipients.data?.data ?? []).map((r) => ({ value: r.userId, label: `${r.userName} · ${r.email}` }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="주기" required>
        {(control) => (
          <ChoiceSelect
            control={control}
            value={form.frequency}
            options={scheduleFrequencies.map((f) => ({ value: f, label: scheduleFrequencyLabels[f] }))}
            onChange={(v) => onChange({ frequency: v as ScheduleFrequency })}
          />
        )}
      </FormField>
      {form.frequency === 'WEEKLY' && (
        <FormField label="요일" required>
          {(control) => (
            <ChoiceSelect control={control} value={String(form.dayOfWeek)} options={weekdayLabels.map((d, i) => ({ value: String(i), label: `${d}요일` }))} onChange={(v) => onChange({ dayOfWeek: Number(v) })} />
          )}
        </FormField>
      )}
      {form.frequency === 'YEARLY' && (
        <FormField label="월" required>
          {(control) => <ChoiceSelect control={control} value={String(form.month)} options={months.map((m) => ({ value: m, label: `${m}월` }))} onChange={(v) => onChange({ month: Number(v) })} />}
        </FormField>
      )}
      {needsDayOfMonth(form.frequency) && (
        <FormField label="일" required error={errors.dayOfMonth} description={form.frequency === 'QUARTERLY' ? '분기 첫 달(1·4·7·10월)의 날짜입니다. 말일보다 크면 말일에 실행합니다.' : '말일보다 크면 그 달의 말일에 실행합니다.'}>
          {(control) => <ChoiceSelect control={control} value={String(form.dayOfMonth)} options={days.map((d) => ({ value: d, label: `${d}일` }))} onChange={(v) => onChange({ dayOfMonth: Number(v) })} />}
        </FormField>
      )}
      <FormField label="시간" required error={errors.time} description={`시간대: ${scheduleTimezone} (한국 표준시)`}>
        <Input type="time" value={form.time} onChange={(e) => onChange({ time: e.target.value })} />
      </FormField>
      <FormField label="파일 형식" required>
        {(control) => <ChoiceSelect control={control} value={form.format} options={reportFormats.map((f) => ({ value: f, label: formatLabels[f] }))} onChange={(v) => onChange({ format: v as ReportFormat })} />}
      </FormField>
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-800">
        <Checkbox checked={form.includeRawData} onCheckedChange={(c) => onChange({ includeRawData: c === true })} />
        원본 데이터 포함 (Excel 시트 추가)
      </label>
      <div className="sm:col-span-2">
        <ChoiceList
          legend="받는 사람"
          hint={recipients.isPending ? '받는 사람 목록을 불러오는 중입니다.' : '메일 주소가 있는 사용자에게 보냅니다. 리포트 권한이 없는 사람은 실행 때 제외됩니다.'}
          options={options}
          value={form.recipientIds}
          onChange={(recipientIds) => onChange({ recipientIds })}
          searchable
          error={errors.recipientIds}
        />
      </div>
    </div>
  );
}

import { reportCatalogue, reportToasts } from '@saram/shared/reports/reports';
import type { SavedReport } from '@saram/shared/reports/saved-reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { BookMarked, CalendarClock, FileBarChart, FilePlus2, FileStack } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showError, showSuccess } from '../../../lib/toast';
import { useCan } from '../../../lib/auth/use-can';
import { catalogueQuery, runsQuery, savedReportsQuery, useCreateSavedReport, useSetSchedule } from './api';
import { CatalogueTab } from './catalogue-tab';
import { scheduleFormDefaults, toSetSchedule, type CatalogueEntry, type ScheduleForm } from './center-logic';
import { HistoryTab } from './history-tab';
import { SavedTab, ScheduledTab } from './saved-tab';
import { ScheduleDialog } from './schedule-dialog';

const tabs = ['catalogue', 'saved', 'scheduled', 'history'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = { catalogue: '카탈로그', saved: '저장된 리포트', scheduled: '예약된 리포트', history: '실행 기록' };

function SummaryCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between text-sm text-gray-600">
        <span>{label}</span>
        <span className="text-gray-400">{icon}</span>
      </div>
      {value === undefined ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{value.toLocaleString('ko-KR')}</p>}
    </div>
  );
}

/** What the schedule dialog was opened for: a catalogue type (a new saved report) or a saved report. */
type Scheduling = { kind: 'type'; entry: CatalogueEntry } | { kind: 'saved'; report: SavedReport };

/** /reports (spec 2.6): summary, catalogue, saved reports, schedules and the runs of the last 30 days. */
export function ReportCenterPage() {
  const canManage = useCan('reports:manage');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) && (canManage || requested === 'catalogue') ? requested : 'catalogue';
  const setTab = (next: string) => setParams(next === 'catalogue' ? {} : { tab: next }, { replace: true });

  const catalogue = useQuery(catalogueQuery());
  const saved = useQuery({ ...savedReportsQuery(), enabled: canManage });
  const runs = useQuery({ ...runsQuery(), enabled: canManage && tab === 'history' });
  const create = useCreateSavedReport();
  const setSchedule = useSetSchedule();
  const [scheduling, setScheduling] = useState<Scheduling | null>(null);

  const save = (form: ScheduleForm) => {
    const done = {
      onSuccess: (report: SavedReport) => {
        showSuccess(reportToasts.scheduled, report.name);
        setScheduling(null);
      },
      onError: () => showError(reportToasts.scheduleFailed),
    };
    if (scheduling?.kind === 'type') {
      const { schedule, distribution } = toSetSchedule(form);
      create.mutate({ name: `${scheduling.entry.title} 정기 리포트`, description: '', reportType: scheduling.entry.type, filters: {}, schedule, distribution }, done);
    } else if (scheduling?.kind === 'saved') {
      setSchedule.mutate({ id: scheduling.report.id, body: toSetSchedule(form, scheduling.report.schedule?.active ?? true) }, done);
    }
  };

  const summary = catalogue.data?.summary;
  const savedList = saved.data?.data ?? [];
  const listState = (content: ReactNode) =>
    saved.isPending ? <Skeleton className="h-40 w-full" /> : saved.isError ? <QueryErrorState error={saved.error} title={reportToasts.loadFailed} onRetry={() => void saved.refetch()} /> : content;

  return (
    <div>
      <PageHeader
        title="Report Center"
        description="다양한 HR 리포트를 만들고 관리합니다. 저장해 두고 다시 실행하거나, 예약해 메일로 받습니다."
        actions={
          canManage && (
            <Link to="/reports/builder" className={buttonClasses({})}>
              <FilePlus2 aria-hidden="true" />
              맞춤 리포트 만들기
            </Link>
          )
        }
      />
      <section aria-label="리포트 요약" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard label="이용 가능한 리포트" value={summary?.available} icon={<FileBarChart className="size-4" />} />
        <SummaryCard label="저장된 리포트" value={summary?.saved} icon={<BookMarked className="size-4" />} />
        <SummaryCard label="예약된 리포트" value={summary?.scheduled} icon={<CalendarClock className="size-4" />} />
        <SummaryCard label="이번 달 생성" value={summary?.generatedThisMonth} icon={<FileStack className="size-4" />} />
      </section>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Report Center" className="mb-4">
          {tabs
            .filter((t) => canManage || t === 'catalogue')
            .map((t) => (
              <TabsTrigger key={t} value={t}>
                {tabLabels[t]}
              </TabsTrigger>
            ))}
        </TabsList>
        <TabsContent value="catalogue">
          {catalogue.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-44" />
              ))}
            </div>
          ) : catalogue.isError ? (
            <QueryErrorState error={catalogue.error} title="리포트 목록을 불러오지 못했습니다" onRetry={() => void catalogue.refetch()} />
          ) : (
            <CatalogueTab types={catalogue.data.types} canSchedule={canManage} onSchedule={(entry) => setScheduling({ kind: 'type', entry })} />
          )}
        </TabsContent>
        {canManage && (
          <>
            <TabsContent value="saved">{listState(<SavedTab saved={savedList} onBrowse={() => setTab('catalogue')} />)}</TabsContent>
            <TabsContent value="scheduled">
              {listState(<ScheduledTab saved={savedList} onSettings={(report) => setScheduling({ kind: 'saved', report })} onBrowse={() => setTab('catalogue')} />)}
            </TabsContent>
            <TabsContent value="history">
              {runs.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : runs.isError ? (
                <QueryErrorState error={runs.error} title="실행 기록을 불러오지 못했습니다" onRetry={() => void runs.refetch()} />
              ) : (
                <HistoryTab runs={runs.data.data} />
              )}
            </TabsContent>
          </>
        )}
      </Tabs>

      {scheduling && (
        <ScheduleDialog
          reportName={scheduling.kind === 'type' ? reportCatalogue[scheduling.entry.type].title : scheduling.report.name}
          initial={scheduleFormDefaults(scheduling.kind === 'saved' ? scheduling.report : null)}
          pending={create.isPending || setSchedule.isPending}
          onCancel={() => setScheduling(null)}
          onSave={save}
        />
      )}
    </div>
  );
}

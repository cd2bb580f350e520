import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2, FileText, Trash2, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { isApiError } from '../../lib/api/api-client';
import { showSuccess } from '../../lib/toast';
import { AccountsTab } from './record/tabs/accounts-tab';
import { ConflictDialog } from './record/conflict-dialog';
import { HistoryTab } from './record/tabs/history-tab';
import { CareerTab, EducationTab, NotesTab, QualificationsTab } from './record/tabs/more-tabs';
import { PersonalTab, type TabProps } from './record/tabs/personal-tab';
import { RecordHeader, RecordSkeleton } from './record/record-header';
import { RevealProvider } from './record/reveal-context';
import { SalaryTab } from './record/tabs/salary-tab';
import { SectionEditor } from './record/section-editor';
import { sectionSpecs, type SectionId } from './record/section-specs';
import { errorMessage, isNotFound } from '../../lib/api/form-errors';
import { useCan } from '../../lib/auth/use-can';
import { WorkTab } from './record/tabs/work-tab';
import { hrMetricsQueryOptions, useDeleteEmployee, useEmployeeRecord } from './record-api';
import { DocumentTitle } from '../../components/document-title';

const IssueCertificate = lazy(() => import('./record/issue-certificate').then((m) => ({ default: m.IssueCertificate })));

const tabs = [
  { value: 'personal', label: '인적사항' },
  { value: 'work', label: '소속·근무' },
  { value: 'accounts', label: '계정' },
  { value: 'career', label: '경력' },
  { value: 'education', label: '학력' },
  { value: 'qualifications', label: '자격·어학' },
  { value: 'salary', label: '급여' },
  { value: 'notes', label: '비고' },
  { value: 'history', label: '변경 이력' },
] as const;

function DeleteButton({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const remove = useDeleteEmployee();
  const [open, setOpen] = useState(false);
  const { nameKor, employeeNo } = employee.personal;
  return (
    <>
      <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        삭제
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="직원 삭제"
        description={`${nameKor}${employeeNo ? `(${employeeNo})` : ''} 님의 인사 기록이 삭제됩니다. 되돌릴 수 없습니다. 퇴사자는 삭제하지 말고 퇴직 처리해주세요.`}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(employee._id, {
            onSuccess: () => {
              showSuccess(`${nameKor} 님의 인사 기록을 삭제했습니다.`);
              void navigate('/employees', { replace: true });
            },
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}

function RecordView({ employee, onReload, reloading }: { employee: Employee; onReload: () => Promise<unknown>; reloading: boolean }) {
  const canWrite = useCan('employees:write');
  const canDelete = useCan('employees:delete');
  const canIssue = useCan('certificates:issue');
  const [issuing, setIssuing] = useState(false);
  const metrics = useQuery(hrMetricsQueryOptions(employee._id));
  const [editing, setEditing] = useState<SectionId | null>(null);
  const [conflict, setConflict] = useState(false);
  const tabProps: TabProps = { employee, onEdit: canWrite ? setEditing : undefined, onConflict: () => setConflict(true) };

  return (
    <RevealProvider employee={employee}>
      <DocumentTitle>{`${employee.personal.nameKor} · 직원 상세 · Saram`}</DocumentTitle>
      <RecordHeader
        employee={employee}
        metrics={metrics.data}
        actions={
          <>
            <Link to={`/employees/${employee._id}/hr-card`} className={buttonClasses({ variant: 'outline' })}>
              <FileText aria-hidden="true" />
              인사기록카드
            </Link>
            {canIssue && (
              <Button variant="outline" onClick={() => setIssuing(true)}>
                <FilePlus2 aria-hidden="true" />
                증명서 발급
              </Button>
            )}
            {canDelete && <DeleteButton employee={employee} />}
          </>
        }
      />
      <Tabs defaultValue="personal">
        <TabsList aria-label="직원 정보">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="personal">
          <PersonalTab {...tabProps} />
        </TabsContent>
        <TabsContent value="work">
          <WorkTab {...tabProps} />
        </TabsContent>
        <TabsContent value="accounts">
          <AccountsTab {...tabProps} />
        </TabsContent>
        <TabsContent value="career">
          <CareerTab {...tabProps} metrics={metrics.data} />
        </TabsContent>
        <TabsContent value="education">
          <EducationTab {...tabProps} />
        </TabsContent>
        <TabsContent value="qualifications">
          <QualificationsTab {...tabProps} />
        </TabsContent>
        <TabsContent value="salary">
          <SalaryTab {...tabProps} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab {...tabProps} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab employeeId={employee._id} />
        </TabsContent>
      </Tabs>
      {editing && (
        <SectionEditor
          employee={employee}
          spec={sectionSpecs[editing]}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onConflict={() => setConflict(true)}
        />
      )}
      {issuing && (
        <Suspense fallback={null}>
          <IssueCertificate employee={employee} onClose={() => setIssuing(false)} />
        </Suspense>
      )}
      <ConflictDialog
        open={conflict}
        onOpenChange={setConflict}
        reloading={reloading}
        onReload={async () => {
          await onReload();
          setEditing(null);
        }}
      />
    </RevealProvider>
  );
}

/** /employees/{id}: the whole record (spec 3.1) in tabs, each section editable on its own. */
export function EmployeeDetailPage() {
  const { id = '' } = useParams();
  const record = useEmployeeRecord(id);

  if (record.isPending) return <RecordSkeleton />;
  if (record.isError) {
    const missing = isNotFound(record.error);
    return (
      <EmptyState
        icon={UserX}
        title={missing ? '직원을 찾을 수 없습니다' : '직원 정보를 불러오지 못했습니다'}
        description={missing ? '삭제되었거나 볼 수 있는 범위 밖의 직원입니다. 목록에서 다시 찾아보세요.' : errorMessage(record.error)}
        action={
          <>
            {!missing && (!isApiError(record.error) || record.error.retryable) && (
              <Button variant="outline" onClick={() => void record.refetch()}>
                다시 시도
              </Button>
            )}
            <Link to="/employees" className={buttonClasses()}>직원 목록으로</Link>
          </>
        }
      />
    );
  }
  return <RecordView employee={record.data} onReload={() => record.refetch()} reloading={record.isFetching} />;
}

import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/layout/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { showSuccess } from '../../../lib/toast';
import { noticeQuery, useCreateNotice, useUpdateNotice } from '../api';
import { NoticeForm } from './notice-form';
import { seoulToday } from '../../../lib/labels/format';
import { emptyNoticeForm, noticeFormValues } from './notice-form-values';

const formId = 'job-notice-form';

/**
 * /job-notices/create: a new notice, sent for approval when saved; with `?edit={id}` the same form
 * changes an existing notice (while it waits for approval, was returned or runs).
 */
export function NoticeFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  return editId ? <EditNotice id={editId} /> : <CreateNotice />;
}

function Actions({ cancelTo, label, pending }: { cancelTo: string; label: string; pending: boolean }) {
  return (
    <>
      <Link to={cancelTo} className={buttonClasses({ variant: 'outline' })}>취소</Link>
      <Button type="submit" form={formId} loading={pending} loadingText="저장 중...">
        {label}
      </Button>
    </>
  );
}

function CreateNotice() {
  const navigate = useNavigate();
  const create = useCreateNotice();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="채용 공고 등록"
        description="공고를 등록하면 승인자의 승인을 받은 뒤 지원자를 받을 수 있습니다."
        actions={<Actions cancelTo="/job-notices" label="등록 (승인 요청)" pending={create.isPending} />}
      />
      <NoticeForm
        id={formId}
        defaultValues={emptyNoticeForm(seoulToday())}
        failedMessage="채용 공고를 등록하지 못했습니다."
        onSubmit={async (values) => {
          const notice = await create.mutateAsync(values);
          showSuccess('채용 공고를 등록했습니다.', '승인자가 승인하면 공고가 진행됩니다.');
          void navigate(`/job-notices/detail/${notice.id}`);
        }}
      />
    </div>
  );
}

function EditNotice({ id }: { id: string }) {
  const navigate = useNavigate();
  const notice = useQuery(noticeQuery(id));
  const update = useUpdateNotice();
  const back = `/job-notices/detail/${id}`;
  if (notice.isPending) return <Skeleton className="mx-auto h-96 max-w-4xl" aria-label="불러오는 중" />;
  if (notice.isError) return <QueryErrorState error={notice.error} title="채용 공고를 불러오지 못했습니다" onRetry={() => void notice.refetch()} />;
  const current = notice.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="채용 공고 수정" description={current.title} actions={current.can.edit && <Actions cancelTo={back} label="저장" pending={update.isPending} />} />
      {current.can.edit ? (
        <NoticeForm
          key={current.version}
          id={formId}
          defaultValues={noticeFormValues(current)}
          failedMessage="채용 공고를 저장하지 못했습니다."
          onSubmit={async (values) => {
            await update.mutateAsync({ id, body: { ...values, version: current.version } });
            showSuccess('채용 공고를 저장했습니다.');
            void navigate(back);
          }}
        />
      ) : (
        <Alert tone="warning" title="수정할 수 없는 공고입니다">
          마감되었거나 비활성화된 공고, 또는 수정 권한이 없는 공고입니다. <Link to={back} className="underline">공고로 돌아가기</Link>
        </Alert>
      )}
    </div>
  );
}

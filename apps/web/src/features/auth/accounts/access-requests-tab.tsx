import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { QueryErrorState } from '../../../components/feedback/query-error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/overlays/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/forms/form-field';
import { Input } from '../../../components/ui/forms/input';
import { OptionsSelect } from '../../../components/ui/forms/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { RejectDialog } from '../../../components/dialogs/reject-dialog';
import { errorMessage, serverFieldErrors } from '../../../lib/api/form-errors';
import { formatDateTime } from '../../../lib/labels/format';
import { showSuccess } from '../../../lib/toast';
import { pendingRequestsQueryOptions, useApproveRequest, useRejectRequest, type AccessRequest } from './api';
import { useRoleChoices } from '../../rbac/api';
import { rejectAccessRequestSchema } from '@saram/shared/access-requests/access-requests.schemas';

const done = (title: string, request: AccessRequest, onClose: () => void) => () => {
  showSuccess(title, `${request.name} (${request.email})`);
  onClose();
};

function RejectRequestDialog({ request, onClose }: { request: AccessRequest; onClose: () => void }) {
  const reject = useRejectRequest();
  return (
    <RejectDialog
      title="가입 요청 거절"
      description={`${request.name} 님의 요청을 거절합니다. 사유를 남겨주세요.`}
      label="거절 사유"
      confirmLabel="거절"
      pendingLabel="처리 중..."
      maxLength={rejectAccessRequestSchema.shape.comment.maxLength ?? undefined}
      pending={reject.isPending}
      error={reject.error}
      onConfirm={(comment) => reject.mutate({ id: request.id, comment }, { onSuccess: done('가입 요청을 거절했습니다', request, onClose) })}
      onClose={onClose}
    />
  );
}

function ApproveRequestDialog({ request, onClose }: { request: AccessRequest; onClose: () => void }) {
  const mutation = useApproveRequest();
  const [loginId, setLoginId] = useState(request.email.split('@')[0] ?? '');
  const [role, setRole] = useState('employee');
  const roleChoices = useRoleChoices();
  const fields = serverFieldErrors(mutation.error);
  const general = mutation.error && Object.keys(fields).length === 0 ? errorMessage(mutation.error, '처리하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ id: request.id, body: { loginId: loginId.trim(), roles: [role] } }, { onSuccess: done('가입 요청을 승인했습니다', request, onClose) });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent size="sm">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>가입 요청 승인</DialogTitle>
            <DialogDescription>{`${request.name} 님의 계정을 만듭니다. 회사 이메일(${request.email})로 SSO 로그인할 수 있습니다.`}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {general && (
              <Alert tone="danger" role="alert">
                {general}
              </Alert>
            )}
            <FormField label="로그인 ID" required error={fields.loginId}>
                  <Input autoComplete="off" value={loginId} onChange={(e) => setLoginId(e.target.value)} maxLength={50} />
                </FormField>
                <FormField label="역할" required error={fields.roles}>
                  {(control) => (
                    <OptionsSelect value={role} onValueChange={setRole} options={roleChoices.options} {...control} />
                  )}
                </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              취소
            </Button>
            <Button type="submit" loading={mutation.isPending} loadingText="처리 중...">
              승인
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 가입 요청: the pending requests from /signup, each approved (login ID + role) or refused (comment). */
export function AccessRequestsTab() {
  const requests = useQuery(pendingRequestsQueryOptions());
  const [deciding, setDeciding] = useState<{ request: AccessRequest; kind: 'approve' | 'reject' } | null>(null);

  if (requests.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (requests.isError) return <QueryErrorState error={requests.error} title="가입 요청을 불러오지 못했습니다" onRetry={() => requests.refetch()} />;
  const list = requests.data.data;
  if (list.length === 0) {
    return <EmptyState icon={Inbox} title="대기 중인 가입 요청이 없습니다" description="로그인 화면의 가입 요청으로 들어온 신청이 여기에 보입니다." />;
  }
  return (
    <>
      <ul className="space-y-3" aria-label="대기 중인 가입 요청">
        {list.map((request) => (
          <li key={request.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-medium text-gray-900">
                  {request.name}
                  <span className="ml-2 text-sm font-normal text-gray-600">{request.email}</span>
                </p>
                <p className="text-sm text-gray-600">
                  {[request.department, `요청 ${formatDateTime(request.createdAt)}`].filter(Boolean).join(' · ')}
                </p>
                {request.reason && <p className="text-sm break-words text-gray-800">{request.reason}</p>}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="outline" onClick={() => setDeciding({ request, kind: 'reject' })} aria-label={`${request.name} 거절`}>
                  거절
                </Button>
                <Button size="sm" onClick={() => setDeciding({ request, kind: 'approve' })} aria-label={`${request.name} 승인`}>
                  승인
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {deciding?.kind === 'approve' && <ApproveRequestDialog request={deciding.request} onClose={() => setDeciding(null)} />}
      {deciding?.kind === 'reject' && <RejectRequestDialog request={deciding.request} onClose={() => setDeciding(null)} />}
    </>
  );
}

import { webhookEventTypes, type WebhookEventType } from '@saram/shared/webhooks/webhooks';
import type { WebhookEndpoint } from '@saram/shared/webhooks/webhooks.schemas';
import { useState, type FormEvent } from 'react';
import { SecretView } from '../../components/dialogs/secret-view';
import { Alert } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { FormField } from '../../components/ui/forms/form-field';
import { Input } from '../../components/ui/forms/input';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { useSaveWebhook } from './api';
import { eventLabel } from './webhook-labels';

const secretNoun = { topic: '이 비밀키는', object: '비밀키를' };

/** A signing secret, once (after 등록 or 재발급). */
export function WebhookSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <SecretView
      secret={secret}
      noun={secretNoun}
      label="서명 비밀키"
      lost="잃어버리면 비밀키를 재발급하세요."
      testId="webhook-secret"
      onClose={onClose}
    />
  );
}

/** Shows a rotated secret in its own dialog. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>비밀키를 재발급했습니다</DialogTitle>
          <DialogDescription>이전 비밀키로는 더 이상 서명하지 않습니다. 수신 측의 비밀키를 바로 바꿔주세요.</DialogDescription>
        </DialogHeader>
        <WebhookSecret secret={secret} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

/** 웹훅 등록·수정: name, URL, events, active; a new endpoint's secret is shown once at the end. */
export function WebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const save = useSaveWebhook();
  const [name, setName] = useState(endpoint?.name ?? '');
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [secret, setSecret] = useState<string | null>(null);
  const errors = serverFieldErrors(save.error);
  const eventError = errors.events ?? Object.entries(errors).find(([k]) => k.startsWith('events.'))?.[1];
  const general = save.error && Object.keys(errors).length === 0 ? errorMessage(save.error, '저장하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(endpoint ? { id: endpoint.id } : {}), body: { name, url, events, active } },
      { onSuccess: (res) => ('secret' in res ? setSecret(res.secret) : onClose()) },
    );
  };
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, type] : list.filter((x) => x !== type)));

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{secret ? '웹훅을 등록했습니다' : endpoint ? '웹훅 수정' : '웹훅 등록'}</DialogTitle>
          <DialogDescription>
            {secret
              ? '수신 측은 이 비밀키로 Saram-Signature 헤더를 검증합니다.'
              : '고른 이벤트가 생기면 이 주소로 JSON을 POST합니다. 주민등록번호·급여·주소·연락처·계좌는 보내지 않습니다.'}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <WebhookSecret secret={secret} onClose={onClose} />
        ) : (
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogBody className="space-y-5">
              {general && <Alert tone="danger" title={general} />}
              <FormField label="이름" required error={errors.name} description="어디로 보내는지: 예) 그룹웨어 계정 연동">
                <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
              </FormField>
              <FormField label="수신 주소" required error={errors.url} description="https://로 시작하는 주소를 권장합니다.">
                <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hooks/saram" autoComplete="off" className="font-mono text-[13px]" />
              </FormField>
              <fieldset>
                <legend className="text-sm font-medium text-gray-900">
                  이벤트 <span className="text-red-600">*</span>
                </legend>
                {eventError && (
                  <p className="mt-1 text-[13px] text-red-600" role="alert">
                    {eventError}
                  </p>
                )}
                <div className="mt-2 grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-2">
                  {webhookEventTypes.map((type) => (
                    <label key={type} className="flex items-start gap-2 text-sm text-gray-800">
                      <Checkbox checked={events.includes(type)} onCheckedChange={(v) => toggle(type, v === true)} className="mt-0.5" />
                      <span>
                        {eventLabel(type)}
                        <span className="block font-mono text-[11px] text-gray-500">{type}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="flex items-center gap-2 text-sm text-gray-800">
                <Checkbox checked={active} onCheckedChange={(v) => setActive(v === true)} />
                사용 (끄면 이벤트를 보내지 않습니다)
              </label>
            </DialogBody>
            <DialogActions submitLabel={endpoint ? '저장' : '등록'} pendingLabel="저장 중..." onCancel={onClose} pending={save.isPending} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

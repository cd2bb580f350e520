import { Copy } from 'lucide-react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DialogBody, DialogFooter } from '../ui/overlays/dialog';
import { FormField } from '../ui/forms/form-field';
import { Input } from '../ui/forms/input';
import { copyText } from '../../lib/clipboard';
import { showError, showSuccess } from '../../lib/toast';

/** How the messages name the secret, with its particles: { topic: '이 토큰은', object: '토큰을' }. */
export type SecretNoun = { topic: string; object: string };

/** A secret shown once (an API token, a webhook's signing key) with a copy button; `lost` says what to do when it is lost. */
export function SecretView(props: { secret: string; noun: SecretNoun; label: string; lost: string; testId: string; onClose: () => void }) {
  const { secret, noun, label, lost, testId, onClose } = props;
  const copy = async () => {
    if (await copyText(secret)) showSuccess(`${noun.object} 복사했습니다`);
    else showError('복사하지 못했습니다', `${noun.object} 직접 선택해 복사하세요.`);
  };
  return (
    <>
      <DialogBody className="space-y-4">
        <Alert tone="warning" role="alert" title={`${noun.topic} 지금 한 번만 보여 드립니다`}>
          창을 닫으면 다시 볼 수 없습니다. 안전한 곳에 복사해 두세요. {lost}
        </Alert>
        <FormField label={label}>
          <Input readOnly value={secret} className="font-mono text-[13px]" data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          복사
        </Button>
        <Button onClick={onClose}>확인했습니다</Button>
      </DialogFooter>
    </>
  );
}

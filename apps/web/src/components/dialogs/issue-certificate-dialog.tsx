import {
  certificateItemLabels,
  certificateItems,
  certificateKindLabels,
  certificateKinds,
  defaultCertificateItems,
  type CertificateItem,
  type CertificateKind,
} from '@saram/shared/certificates/certificates';
import type { Certificate, IssueMine } from '@saram/shared/certificates/certificates.schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ChoiceList } from '../fields/choice-list';
import { Button } from '../ui/button';
import { FormField } from '../ui/forms/form-field';
import { Input } from '../ui/forms/input';
import { RadioGroup, RadioGroupItem } from '../ui/forms/radio-group';
import { Dialog, DialogActions, DialogContent, DialogFooter, DialogForm } from '../ui/overlays/dialog';
import { errorMessage, serverFieldErrors } from '../../lib/api/form-errors';
import { showError } from '../../lib/toast';

type Props = {
  /** '증명서 발급', or with the person's name when HR issues it. */
  title: string;
  /** A retired person gets only a 경력증명서. */
  retired?: boolean;
  /** The issue (the caller's own or, for HR, the person's: features/certificates/api.ts useIssueCertificate). */
  issue: UseMutationResult<Certificate, Error, IssueMine>;
  onDownload: (id: string) => Promise<unknown>;
  onClose: () => void;
};

const itemOptions = certificateItems.map((item) => ({ value: item, label: certificateItemLabels[item] }));

/** The chosen items in the catalogue's order (the order they are printed in). */
export const orderedItems = (chosen: readonly string[]): CertificateItem[] => certificateItems.filter((item) => chosen.includes(item));

function Issued({ certificate, onDownload, onClose }: { certificate: Certificate; onDownload: Props['onDownload']; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      await onDownload(certificate.id);
    } catch (error) {
      showError('PDF를 내려받지 못했습니다', errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <DialogForm
      onSubmit={(e) => {
        e.preventDefault();
        onClose();
      }}
      title={`${certificateKindLabels[certificate.kind]}를 발급했습니다`}
      description="증명서를 받는 곳은 발급번호와 확인 코드로 진위를 확인할 수 있습니다. PDF에도 적혀 있습니다."
      actions={
        <DialogFooter>
          <Button variant="outline" onClick={() => void save()} loading={pending}>
            <Download aria-hidden="true" />
            PDF 내려받기
          </Button>
          <Button type="submit">확인</Button>
        </DialogFooter>
      }
    >
      <dl className="grid grid-cols-[6rem_1fr] gap-y-2 text-sm">
        <dt className="text-gray-600">발급번호</dt>
        <dd className="font-medium text-gray-900 tabular-nums">{certificate.number}</dd>
        <dt className="text-gray-600">확인 코드</dt>
        <dd className="font-mono font-medium text-gray-900">{certificate.code}</dd>
        <dt className="text-gray-600">기재 항목</dt>
        <dd className="text-gray-900">{certificate.lines.map((l) => l.label).join(', ') || '성명만'}</dd>
      </dl>
    </DialogForm>
  );
}

/** 증명서 발급: the kind, the items to print (only these appear, 근로기준법 제39조) and the purpose. */
export function IssueCertificateDialog({ title, retired = false, issue, onDownload, onClose }: Props) {
  const [kind, setKind] = useState<CertificateKind>(retired ? 'career' : 'employment');
  const [items, setItems] = useState<string[]>([...defaultCertificateItems]);
  const [purpose, setPurpose] = useState('');
  const fields = serverFieldErrors(issue.error);
  const general = issue.error && !fields.items && !fields.purpose ? errorMessage(issue.error, '증명서를 발급하지 못했습니다.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({ kind, items: orderedItems(items), purpose: purpose.trim() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !issue.isPending && onClose()}>
      <DialogContent size="md">
        {issue.data ? (
          <Issued certificate={issue.data} onDownload={onDownload} onClose={onClose} />
        ) : (
          <DialogForm
            onSubmit={submit}
            title={title}
            description="증명서에는 고른 항목만 기재됩니다. 주민등록번호는 기재하지 않습니다."
            error={general}
            actions={<DialogActions submitLabel="발급" pendingLabel="발급 중..." onCancel={onClose} pending={issue.isPending} />}
          >
            <fieldset>
              <legend className="text-sm font-medium text-gray-900">증명서 종류</legend>
              <RadioGroup className="mt-2 flex flex-wrap gap-4" value={kind} onValueChange={(v) => setKind(v as CertificateKind)} aria-label="증명서 종류">
                {certificateKinds.map((k) => (
                  <label key={k} className="flex items-center gap-2 text-sm text-gray-800">
                    <RadioGroupItem value={k} disabled={k === 'employment' && retired} />
                    {certificateKindLabels[k]}
                  </label>
                ))}
              </RadioGroup>
              {retired && <p className="mt-1 text-xs text-gray-600">퇴직한 직원에게는 경력증명서만 발급됩니다.</p>}
            </fieldset>
            <ChoiceList legend="기재 항목" hint="성명과 회사명, 발급일은 항상 기재됩니다." options={itemOptions} value={items} onChange={setItems} error={fields.items} />
            <FormField label="용도" description="예: 은행 제출, 비자 연장 (비워 두면 기재하지 않습니다)" error={fields.purpose}>
              <Input value={purpose} maxLength={100} onChange={(e) => setPurpose(e.target.value)} />
            </FormField>
          </DialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

import type { RuleGrantChange, RuleRunResult } from '@saram/shared/role-rules/role-rules.schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useRoleChoices } from '../rbac/api';
import { scopeText } from '@saram/shared/rbac/rbac';

type Props = {
  /** What ran: a rule's name, or null for every rule. */
  title: string | null;
  result: RuleRunResult | null;
  nameOf: (id: string) => string;
  onClose: () => void;
  /** Runs it for real (after the confirm); the dialog then shows the real result. */
  onApply: () => Promise<unknown>;
  applying: boolean;
};

function Changes({ caption, rows, nameOf }: { caption: string; rows: RuleGrantChange[]; nameOf: (id: string) => string }) {
  const { labelOf: roleLabel } = useRoleChoices();
  return (
    <section aria-label={caption}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{`${caption} (${rows.length}건)`}</h3>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-600">없습니다.</p>
      ) : (
        <Table containerClassName="max-h-64">
          <TableHeader>
            <TableRow>
              <TableHead>이름 (로그인 ID)</TableHead>
              <TableHead>역할</TableHead>
              <TableHead>범위</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.userId}-${r.role}-${r.ruleId ?? ''}`}>
                <TableCell wrap>
                  <div className="text-gray-900">{r.name ?? '알 수 없음'}</div>
                  <div className="text-xs break-all text-gray-600">{r.loginId}</div>
                </TableCell>
                <TableCell>{roleLabel(r.role)}</TableCell>
                <TableCell wrap>{scopeText(r, nameOf)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The answer of a test run (얻는 권한 / 잃는 권한) with 적용, or of the real run. */
export function RunResultDialog({ title, result, nameOf, onClose, onApply, applying }: Props) {
  const [confirming, setConfirming] = useState(false);
  const what = title ? `'${title}' 규칙` : '모든 규칙';
  const nothing = result !== null && result.gains.length === 0 && result.losses.length === 0;
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && !applying && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{result?.dryRun ? `시험 실행 결과: ${what}` : `적용 결과: ${what}`}</DialogTitle>
          <DialogDescription>
            {result?.dryRun
              ? '아직 아무것도 바뀌지 않았습니다. 적용하면 아래와 같이 권한이 바뀝니다. 직접 배정한 권한은 바뀌지 않습니다.'
              : '권한을 바꾸었습니다. 바뀐 권한은 각 사용자의 다음 요청부터 적용됩니다.'}
          </DialogDescription>
        </DialogHeader>
        {result && (
          <DialogBody className="space-y-5">
            <Changes caption="얻는 권한" rows={result.gains} nameOf={nameOf} />
            <Changes caption="잃는 권한" rows={result.losses} nameOf={nameOf} />
            <p className="text-sm text-gray-600">{`이미 규칙대로 배정된 권한: ${result.unchanged}건`}</p>
          </DialogBody>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={applying}>
            닫기
          </Button>
          {result?.dryRun && (
            <Button onClick={() => setConfirming(true)} disabled={nothing || applying}>
              적용
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${what}을 적용할까요?`}
        description={`${result?.gains.length ?? 0}건의 권한을 배정하고 ${result?.losses.length ?? 0}건을 회수합니다. 모든 변경은 감사 로그에 남습니다.`}
        confirmLabel="적용"
        pending={applying}
        onConfirm={() => void onApply().then(
          () => setConfirming(false),
          () => setConfirming(false),
        )}
      />
    </Dialog>
  );
}

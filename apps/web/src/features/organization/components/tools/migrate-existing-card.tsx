import type { MigrateExistingResult } from '@saram/shared/organization/organization-tools.schemas';
import { Eye, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Checkbox } from '../../../../components/ui/forms/checkbox';
import { FormField } from '../../../../components/ui/forms/form-field';
import { Input } from '../../../../components/ui/forms/input';
import { showSuccess } from '../../../../lib/toast';
import { errorMessage, serverFieldErrors } from '../../../../lib/api/form-errors';
import { batchSizeProblem } from '../../migration-logic';
import { useMigrateExisting } from '../../tools-api';
import { MigrateExistingReport } from './migrate-existing-report';

type Options = { batchSize: string; skipValidation: boolean };

/**
 * migrate-existing: builds units from the employees' organisation fields and links them. A dry run
 * first shows the exact report; the real run is offered only for the options of that dry run.
 */
export function MigrateExistingCard() {
  const titleId = useId();
  const migrate = useMigrateExisting();
  const [options, setOptions] = useState<Options>({ batchSize: '500', skipValidation: false });
  const [preview, setPreview] = useState<{ report: MigrateExistingResult; options: Options } | null>(null);
  const [result, setResult] = useState<MigrateExistingResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const change = (next: Partial<Options>) => {
    setOptions((current) => ({ ...current, ...next }));
    setFieldError(null);
  };
  const previewMatches = preview !== null && preview.options.batchSize === options.batchSize && preview.options.skipValidation === options.skipValidation;
  const canRun = previewMatches && !preview.report.blocked;

  const send = async (dryRun: boolean) => {
    const sizeProblem = batchSizeProblem(options.batchSize);
    if (sizeProblem) {
      setFieldError(sizeProblem);
      return;
    }
    setProblem(null);
    try {
      const report = await migrate.mutateAsync({ dryRun, batchSize: Number(options.batchSize), skipValidation: options.skipValidation });
      if (dryRun) {
        setPreview({ report, options });
        setResult(null);
      } else {
        setResult(report);
        setPreview(null);
        showSuccess('조직 이관을 마쳤습니다.', `조직 ${report.unitsCreated.length}개 생성, 직원 ${report.employees.linked}명 연결`);
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.batchSize) setFieldError(fields.batchSize);
      else setProblem(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  const shown = result ?? (previewMatches ? preview.report : null);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>기존 직원 조직 이관</CardTitle>
        <CardDescription>직원 정보의 사업부·본부·팀·파트 이름으로 조직을 만들고 직원을 연결합니다. 먼저 미리 보기로 결과를 확인하세요.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <FormField label="배치 크기" error={fieldError ?? undefined} description="한 번에 연결할 경로 수 (1~5000)" className="w-56">
            <Input type="number" inputMode="numeric" min={1} max={5000} value={options.batchSize} onChange={(event) => change({ batchSize: event.target.value })} />
          </FormField>
          <label className="flex h-9 items-center gap-2 text-sm text-gray-800 sm:mb-6">
            <Checkbox checked={options.skipValidation} onCheckedChange={(checked) => change({ skipValidation: checked === true })} />
            검증 건너뛰기 (문제가 있는 경로도 이관)
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={migrate.isPending && migrate.variables.dryRun === true} disabled={migrate.isPending} onClick={() => void send(true)}>
            <Eye aria-hidden="true" />
            미리 보기
          </Button>
          <Button disabled={!canRun || migrate.isPending} onClick={() => setConfirming(true)}>
            <Play aria-hidden="true" />
            이관 실행
          </Button>
        </div>
        {!canRun && !result && (
          <p className="text-[13px] text-gray-600">
            {preview && !previewMatches ? '옵션이 바뀌었습니다. 다시 미리 보세요.' : '미리 보기에서 문제가 없을 때 실행할 수 있습니다.'}
          </p>
        )}
        {problem && (
          <Alert tone="danger" role="alert">
            {problem}
          </Alert>
        )}
        {shown && <MigrateExistingReport report={shown} />}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="조직 이관 실행"
        description={
          preview
            ? `조직 ${preview.report.unitsCreated.length}개를 만들고 재직 직원 ${preview.report.employees.linked}명을 조직에 연결합니다. 미리 보기와 같은 내용으로 실행됩니다.`
            : ''
        }
        confirmLabel="실행"
        pending={migrate.isPending}
        onConfirm={() => void send(false)}
      />
    </Card>
  );
}

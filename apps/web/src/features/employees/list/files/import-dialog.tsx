import { maxImportBytes, maxImportRows } from '@saram/shared/employees/employee-import';
import type { ImportReport } from '@saram/shared/employees/employee-import.schemas';
import { useState } from 'react';
import { XlsxDrop, XlsxTemplateRow } from '../../../../components/fields/xlsx-upload';
import { Alert, ErrorAlert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/overlays/dialog';
import { showError, showSuccess } from '../../../../lib/toast';
import { downloadImportTemplate, useImportEmployees, type ImportStage } from '../../api';
import { ImportButton } from './file-buttons';
import { ImportReportView } from './import-report-view';
import { UploadProgress } from './upload-progress';

const count = (n: number) => n.toLocaleString('ko-KR');

/** The bar's label and percentage: the upload, then the rows the server has validated and written. */
export function progressOf(stage: ImportStage, importing: boolean): { label: string; percent: number | null } {
  const percentOf = (done: number, total: number) => (total > 0 ? Math.floor((done / total) * 100) : 0);
  switch (stage.phase) {
    case 'upload':
      return { label: '파일을 올리는 중...', percent: stage.percent };
    case 'wait':
      return { label: importing ? '직원을 등록하는 중...' : '파일을 검사하는 중...', percent: null };
    case 'validate':
      return { label: `검증 중 ${count(stage.done)} / ${count(stage.total)}행`, percent: percentOf(stage.done, stage.total) };
    case 'write':
      return { label: `저장 중 ${count(stage.done)} / ${count(stage.total)}행`, percent: percentOf(stage.done, stage.total) };
  }
}

/** A chosen file the server can read: .xlsx, at most 30 MB; the message says what is wrong. */
export function checkImportFile(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return 'Excel(.xlsx) 파일만 가져올 수 있습니다.';
  if (file.size > maxImportBytes) return `파일이 너무 큽니다. ${maxImportBytes / 1024 / 1024}MB 이하로 나눠 주세요.`;
  if (file.size === 0) return '빈 파일입니다.';
  return null;
}

/**
 * Excel 가져오기: download the template, choose a file, check it (validateOnly=true) and read the
 * per-row report, then import the valid rows (validateOnly=false). The list refreshes afterwards.
 */
export function ImportDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [stage, setStage] = useState<ImportStage>({ phase: 'upload', percent: 0 });
  const [templateBusy, setTemplateBusy] = useState(false);
  const upload = useImportEmployees();
  const busy = upload.isPending;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setReport(null);
    upload.reset();
  };

  const choose = (chosen: File | null) => {
    setReport(null);
    upload.reset();
    setFile(chosen);
    setFileError(chosen ? checkImportFile(chosen) : null);
  };

  const run = (validateOnly: boolean) => {
    if (!file) return;
    setStage({ phase: 'upload', percent: 0 });
    upload.mutate(
      { file, validateOnly, onProgress: setStage },
      {
        onSuccess: (result) => {
          if (validateOnly) {
            setReport(result);
            return;
          }
          showSuccess(`직원 ${result.imported.toLocaleString('ko-KR')}명을 가져왔습니다.`, result.total > result.imported ? `오류·중복 ${(result.total - result.imported).toLocaleString('ko-KR')}건은 건너뛰었습니다.` : undefined);
          setOpen(false);
          reset();
        },
      },
    );
  };

  const getTemplate = async () => {
    setTemplateBusy(true);
    try {
      await downloadImportTemplate();
    } catch (failure) {
      showError('양식 다운로드 실패', failure instanceof Error ? failure.message : undefined);
    } finally {
      setTemplateBusy(false);
    }
  };

  const importing = busy && upload.variables?.validateOnly === false;
  const progress = progressOf(stage, importing);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <ImportButton />
      </DialogTrigger>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Excel로 직원 가져오기</DialogTitle>
          <DialogDescription>양식에 맞춰 작성한 파일을 먼저 검사하고, 정상인 행만 등록합니다.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {!report && (
            <>
              <XlsxTemplateRow text="처음이라면 양식을 내려받아 한 행에 한 명씩 작성하세요." busy={templateBusy} onDownload={() => void getTemplate()} />
              <XlsxDrop
                file={file}
                hint={`.xlsx 파일을 끌어 놓거나 선택하세요. (최대 ${maxImportBytes / 1024 / 1024}MB, ${count(maxImportRows)}행)`}
                label="가져올 Excel 파일"
                disabled={busy}
                onChoose={choose}
                className="py-8"
              />
              <ErrorAlert message={fileError} />
            </>
          )}
          {report && <ImportReportView report={report} />}
          {busy && <UploadProgress label={progress.label} percent={progress.percent} />}
          {upload.error && (
            <Alert tone="danger" role="alert" title={importing || report ? '가져오지 못했습니다' : '파일을 검사하지 못했습니다'}>
              {upload.error.message}
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          {report ? (
            <>
              <Button variant="outline" disabled={busy} onClick={reset}>
                다른 파일 선택
              </Button>
              <Button disabled={report.valid === 0} loading={importing} loadingText="가져오는 중..." onClick={() => run(false)}>
                {`유효한 ${report.valid.toLocaleString('ko-KR')}건 가져오기`}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                취소
              </Button>
              <Button disabled={!file || Boolean(fileError)} loading={busy} loadingText="검사 중..." onClick={() => run(true)}>
                검사하기
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

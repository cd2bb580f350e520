import { batchMaxBytes, batchMaxRows } from '@saram/shared/appointments/appointments';
import type { AppointmentBatch } from '@saram/shared/appointments/appointments.schemas';
import { useState } from 'react';
import { XlsxDrop, XlsxTemplateRow } from '../../components/fields/xlsx-upload';
import { Alert, ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { Label } from '../../components/ui/forms/label';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/overlays/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { showSuccess } from '../../lib/toast';
import { downloadBatchTemplate, useUploadBatch } from './api';
import { batchRowErrors, checkBatchFile } from './appointment-logic';
import { BatchNoticeButton, fetchFile } from './appointment-parts';

/**
 * 엑셀 일괄 발령: download the template, choose a filled sheet, upload it (submitted at once, or as
 * drafts). The server checks every row first: any bad row comes back in a table (행, 항목, 오류) and
 * nothing is filed; otherwise the new batch's number, count and its notice.
 */
export function AppointmentBatchDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submit, setSubmit] = useState(true);
  const [created, setCreated] = useState<AppointmentBatch | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const upload = useUploadBatch();
  const rows = batchRowErrors(upload.error);

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setFileError(chosen ? checkBatchFile(chosen) : null);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(
      { file, submit },
      {
        onSuccess: (answer) => {
          setCreated(answer.batch);
          showSuccess(`일괄 발령 ${answer.batch.number}을 등록했습니다.`, `${answer.batch.count}건 ${answer.batch.submitted ? '상신' : '작성중'}`);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>엑셀 일괄 발령</DialogTitle>
          <DialogDescription>정기 승진처럼 여러 명의 발령을 한 번에 등록합니다. 한 행이라도 오류가 있으면 아무것도 등록하지 않습니다.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {created ? (
            <Alert tone="success" title={`일괄 발령 ${created.number}`}>
              <p>
                {created.count.toLocaleString('ko-KR')}건을 {created.submitted ? '상신했습니다. 결재선에 따라 결재가 진행됩니다.' : '작성중으로 저장했습니다. 목록에서 확인 후 상신하세요.'}
              </p>
              <div className="mt-3">
                <BatchNoticeButton batch={created} />
              </div>
            </Alert>
          ) : (
            <>
              <XlsxTemplateRow text="양식을 내려받아 한 행에 한 건씩 작성하세요." busy={templateBusy} onDownload={() => void fetchFile(downloadBatchTemplate, '양식을 내려받지 못했습니다', setTemplateBusy)} />
              <XlsxDrop
                file={file}
                hint={`.xlsx 파일을 끌어 놓거나 선택하세요. (최대 ${batchMaxBytes / 1024 / 1024}MB, ${batchMaxRows.toLocaleString('ko-KR')}행)`}
                label="일괄 발령 Excel 파일"
                disabled={upload.isPending}
                onChoose={choose}
              />
              <ErrorAlert message={fileError} />
              <div className="flex items-center gap-2">
                <Checkbox id="batch-submit" checked={submit} onCheckedChange={(checked) => setSubmit(checked === true)} />
                <Label htmlFor="batch-submit" inline>등록하면서 바로 상신 (끄면 작성중으로 저장)</Label>
              </div>
              {upload.error && (
                <Alert tone="danger" role="alert" title="등록하지 못했습니다">
                  {upload.error.message}
                </Alert>
              )}
              {rows.length > 0 && (
                <Table aria-label="행별 오류" containerClassName="max-h-72">
                  <TableHeader>
                    <TableRow>
                      <TableHead numeric>행</TableHead>
                      <TableHead>항목</TableHead>
                      <TableHead>오류</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((r, i) => (
                      <TableRow key={`${r.row}-${r.field}-${i}`}>
                        <TableCell numeric>{r.row}</TableCell>
                        <TableCell className="whitespace-nowrap">{r.field}</TableCell>
                        <TableCell wrap>{r.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter>
          {created ? (
            <Button onClick={onClose}>닫기</Button>
          ) : (
            <>
              <Button variant="outline" disabled={upload.isPending} onClick={onClose}>
                취소
              </Button>
              <Button disabled={!file || Boolean(fileError)} loading={upload.isPending} loadingText="검사·등록 중..." onClick={send}>
                올려서 등록
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

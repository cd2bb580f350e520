import type { ImportReport } from '@saram/shared/organization/organization-tools.schemas';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { showError, showSuccess } from '../../../../lib/toast';
import { downloadExport, useImportUnits } from '../../api';

const rowStatusLabels: Record<ImportReport['rows'][number]['status'], string> = { create: '생성', update: '수정', skip: '건너뜀', error: '오류' };

/** Export (json, csv) and import with a validate-only pass and its per-row report. */
export function TransferCard() {
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const importUnits = useImportUnits();

  const runExport = async (format: 'json' | 'csv') => {
    setExporting(format);
    try {
      await downloadExport(format);
    } catch {
      showError('오류', '내보내기에 실패했습니다.');
    } finally {
      setExporting(null);
    }
  };
  const runImport = (validateOnly: boolean) => {
    if (!file) return;
    importUnits.mutate(
      { file, validateOnly },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.imported) showSuccess('가져오기를 마쳤습니다.', `생성 ${result.summary.created}건, 수정 ${result.summary.updated}건`);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>내보내기 · 가져오기</CardTitle>
        <CardDescription>조직 전체를 JSON이나 CSV로 내려받고, 같은 형식의 파일을 검증한 뒤 가져옵니다.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={exporting === 'json'} onClick={() => void runExport('json')}>
            <Download className="size-4" aria-hidden="true" />
            JSON 내보내기
          </Button>
          <Button variant="outline" loading={exporting === 'csv'} onClick={() => void runExport('csv')}>
            <Download className="size-4" aria-hidden="true" />
            CSV 내보내기
          </Button>
        </div>
        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-900">가져올 파일 (JSON 또는 CSV)</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" onClick={() => inputRef.current?.click()}>
              파일 선택
            </Button>
            <span className="min-w-0 truncate text-sm text-gray-700">{file ? file.name : '선택한 파일이 없습니다.'}</span>
            <input
              ref={inputRef}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-label="가져올 파일"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!file} loading={importUnits.isPending && importUnits.variables.validateOnly} onClick={() => runImport(true)}>
              검증만 하기
            </Button>
            <Button
              disabled={!file || !report || !report.validateOnly || report.summary.failed > 0}
              loading={importUnits.isPending && !importUnits.variables.validateOnly}
              onClick={() => runImport(false)}
            >
              <Upload className="size-4" aria-hidden="true" />
              가져오기
            </Button>
          </div>
          <p className="text-xs text-gray-600">먼저 검증해 행별 결과를 확인한 뒤, 오류가 없을 때 가져올 수 있습니다.</p>
        </div>
        {report && (
          <div className="space-y-2">
            <p className="text-sm tabular-nums">
              {`${report.validateOnly ? '검증 결과' : '가져오기 결과'}: 전체 ${report.summary.total}행 · 생성 ${report.summary.created} · 수정 ${report.summary.updated} · 건너뜀 ${report.summary.skipped} · 오류 ${report.summary.failed}`}
            </p>
            <Table containerClassName="max-h-72">
              <TableHeader>
                <TableRow>
                  <TableHead numeric>행</TableHead>
                  <TableHead>조직명</TableHead>
                  <TableHead>결과</TableHead>
                  <TableHead>오류</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.rows.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell numeric>{row.row}</TableCell>
                    <TableCell>{row.unitName ?? '-'}</TableCell>
                    <TableCell>
                      <Badge tone={row.status === 'error' ? 'danger' : row.status === 'skip' ? 'neutral' : 'success'}>{rowStatusLabels[row.status]}</Badge>
                    </TableCell>
                    <TableCell className="text-red-700">
                      {row.errors
                        ? Object.entries(row.errors)
                            .map(([field, message]) => `${field}: ${message}`)
                            .join(', ')
                        : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { FileSpreadsheet } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

/** Above an Excel upload: how to fill the sheet, and its template. */
export function XlsxTemplateRow({ text, busy, onDownload }: { text: string; busy: boolean; onDownload: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-50 px-3.5 py-3 text-sm text-gray-700">
      <span>{text}</span>
      <Button variant="outline" size="sm" loading={busy} onClick={onDownload}>
        <FileSpreadsheet aria-hidden="true" />
        양식 다운로드
      </Button>
    </div>
  );
}

type XlsxDropProps = {
  file: File | null;
  /** Shown until a file is chosen: what to drop, with the limits. */
  hint: string;
  /** The hidden file input's accessible name. */
  label: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  className?: string;
};

/** A dashed box to drop an .xlsx on, or to pick one; the same file may be picked again after a refusal. */
export function XlsxDrop({ file, hint, label, disabled, onChoose, className }: XlsxDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div
      className={cn('flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center', className)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (!disabled) onChoose(event.dataTransfer.files[0] ?? null);
      }}
    >
      <FileSpreadsheet className="size-8 text-gray-400" aria-hidden="true" />
      <p className="text-sm break-all text-gray-700">{file ? file.name : hint}</p>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {file ? '다른 파일 선택' : '파일 선택'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          onChoose(chosen);
        }}
      />
    </div>
  );
}

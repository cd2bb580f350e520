import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/overlays/dropdown-menu';
import { errorMessage } from '../../../lib/api/form-errors';
import { showError, showSuccess } from '../../../lib/toast';
import type { ExportFormat } from '../api';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON 파일' },
  { format: 'xlsx', label: 'Excel 파일' },
];

/** 내보내기 as JSON or Excel; the button shows progress while the file downloads. */
export function ExportMenu({ label, ariaLabel, onExport }: { label: string; ariaLabel: string; onExport: (format: ExportFormat) => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      showSuccess('파일을 내려받았습니다.', await onExport(format));
    } catch (error) {
      showError('내보내기에 실패했습니다.', errorMessage(error, '잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={ariaLabel} loading={busy} loadingText="내려받는 중...">
          <Download className="size-4" aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {formats.map(({ format, label: formatLabel }) => (
          <DropdownMenuItem key={format} onSelect={() => void run(format)}>
            {formatLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

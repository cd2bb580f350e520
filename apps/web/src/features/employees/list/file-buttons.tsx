import { Download, Upload } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';

/**
 * The buttons that open the Excel dialogs: the page shows them before a dialog's module has loaded
 * (components/load-on-use.tsx), and each dialog uses its own as its trigger.
 */
// The props are a trigger's (Radix's, or LoadOnUse's) handlers and state attributes.
export function ImportButton(props: ButtonProps) {
  return (
    <Button variant="outline" aria-label="Excel 가져오기" {...props}>
      <Upload aria-hidden="true" />
      <span className="sm:hidden">가져오기</span>
      <span className="hidden sm:inline">Excel 가져오기</span>
    </Button>
  );
}

export function ExportButton(props: ButtonProps) {
  return (
    <Button variant="outline" aria-label="Excel 내보내기" {...props}>
      <Download aria-hidden="true" />
      <span className="sm:hidden">내보내기</span>
      <span className="hidden sm:inline">Excel 내보내기</span>
    </Button>
  );
}

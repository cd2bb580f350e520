import { Download, Upload } from 'lucide-react';
import { Button, type ButtonProps } from '../../../../components/ui/button';

/**
 * The buttons that open the Excel dialogs: the page shows them before a dialog's module has loaded
 * (components/load-on-use.tsx), and each dialog uses its own as its trigger.
 */
// The props are a trigger's (Radix's, or LoadOnUse's) handlers and state attributes.
function excelButton(Icon: typeof Upload, verb: string) {
  return function ExcelButton(props: ButtonProps) {
    return (
      <Button variant="outline" aria-label={`Excel ${verb}`} {...props}>
        <Icon aria-hidden="true" />
        <span className="sm:hidden">{verb}</span>
        <span className="hidden sm:inline">Excel {verb}</span>
      </Button>
    );
  };
}

export const ImportButton = excelButton(Upload, '가져오기');
export const ExportButton = excelButton(Download, '내보내기');

import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import { IssueCertificateDialog } from '../../../components/dialogs/issue-certificate-dialog';
import { downloadCertificate, useIssueCertificate } from '../../certificates/api';

/** HR's 증명서 발급 from the record (loaded when opened): a retired person gets only a 경력증명서. */
export function IssueCertificate({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const issue = useIssueCertificate(employee._id);
  return (
    <IssueCertificateDialog
      title={`${employee.personal.nameKor} 님의 증명서 발급`}
      retired={employee.organization.employmentStatus === '퇴직'}
      issue={issue}
      onDownload={downloadCertificate}
      onClose={onClose}
    />
  );
}

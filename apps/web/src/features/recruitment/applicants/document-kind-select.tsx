import { applicantDocumentKindLabels, applicantDocumentKinds, type ApplicantDocumentKind } from '@saram/shared/recruitment/recruitment';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, type SelectTriggerProps } from '../../../components/ui/forms/select';

/** 서류 종류 (이력서, 자기소개서 …) of an applicant's document; trigger props name and size it. */
export function DocumentKindSelect({ value, onChange, ...trigger }: { value: ApplicantDocumentKind; onChange: (kind: ApplicantDocumentKind) => void } & Omit<SelectTriggerProps, 'value' | 'onChange'>) {
  return (
    <Select value={value} onValueChange={(kind) => onChange(kind as ApplicantDocumentKind)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {applicantDocumentKinds.map((k) => (
          <SelectItem key={k} value={k}>
            {applicantDocumentKindLabels[k]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

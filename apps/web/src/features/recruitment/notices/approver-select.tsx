import { useQuery } from '@tanstack/react-query';
import type { FormControlProps } from '../../../components/ui/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { approversQuery } from '../api';

const anyone = '__anyone__';

/** 승인자: one account holding recruitment:approve, or anyone who holds it (null). */
export function ApproverSelect({ value, onChange, control }: { value: string | null; onChange: (id: string | null) => void; control: FormControlProps }) {
  const approvers = useQuery(approversQuery());
  const list = approvers.data?.data ?? [];
  const current = value ?? anyone;
  return (
    <Select value={current} onValueChange={(next) => onChange(next === anyone ? null : next)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={anyone}>승인 권한자 누구나</SelectItem>
        {value && !list.some((a) => a.id === value) && <SelectItem value={value}>지정한 승인자</SelectItem>}
        {list.map((approver) => (
          <SelectItem key={approver.id} value={approver.id}>
            {approver.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

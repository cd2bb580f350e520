import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { duplicateQueryOptions } from '../../record-api';

export const duplicateDelayMs = 400;

const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DuplicateHints = { employeeId?: string | undefined; email?: string | undefined };

/**
 * Asks the server, 400 ms after typing stops, whether the 사번 or the e-mail is taken (the record
 * being edited excluded) and answers an inline message per field. Only well-formed values are asked.
 */
export function useDuplicateCheck(employeeId: string, email: string, excludeId?: string): DuplicateHints {
  const id = useDebouncedValue(employeeId.trim(), duplicateDelayMs);
  const mail = useDebouncedValue(email.trim(), duplicateDelayMs);
  const params = {
    employeeId: /^[A-Za-z0-9-]{1,30}$/.test(id) ? id : undefined,
    email: plausibleEmail.test(mail) ? mail : undefined,
    excludeId,
  };
  const { data } = useQuery(duplicateQueryOptions(params));
  // An answer for values typed over since does not apply.
  const current = data && id === employeeId.trim() && mail === email.trim() ? data : undefined;
  return {
    employeeId: current?.employeeIdExists && params.employeeId ? `이미 사용 중인 사번입니다: ${params.employeeId}` : undefined,
    email: current?.emailExists && params.email ? `이미 등록된 이메일입니다: ${params.email}` : undefined,
  };
}

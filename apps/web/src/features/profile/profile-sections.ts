import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import type { ProfileChanges } from './api';

/**
 * The parts of their own record a person may change (내 정보): contact, address, emergency contact
 * and bank account, each edited in its own dialog and sent as `personal` (or one object inside it).
 */

export type EditableFieldSpec = {
  key: string;
  label: string;
  type?: 'tel' | 'email' | 'text';
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  /** Spans both columns of the dialog's grid. */
  wide?: boolean;
};

export type EditableSectionSpec = {
  id: 'contact' | 'address' | 'emergencyContact' | 'bankAccount';
  title: string;
  /** The dialog's description. */
  description: string;
  /** The object inside `personal` the fields belong to; absent: `personal` itself. */
  nested?: 'addressInfo' | 'emergencyContact' | 'bankAccount';
  fields: readonly EditableFieldSpec[];
};

export const editableSections: readonly EditableSectionSpec[] = [
  {
    id: 'contact',
    title: '연락처',
    description: '회사와 동료가 연락할 휴대전화 번호와 개인 이메일입니다.',
    fields: [
      { key: 'phone', label: '휴대전화', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
      { key: 'emailPersonal', label: '개인 이메일', type: 'email', inputMode: 'email', autoComplete: 'email' },
    ],
  },
  {
    id: 'address',
    title: '주소',
    description: '우편물을 받을 주소입니다.',
    nested: 'addressInfo',
    fields: [
      { key: 'zipcode', label: '우편번호', inputMode: 'numeric', autoComplete: 'postal-code' },
      { key: 'address', label: '주소', autoComplete: 'address-line1', wide: true },
      { key: 'addressDetail', label: '상세 주소', autoComplete: 'address-line2', wide: true },
      { key: 'extraAddress', label: '참고 항목', wide: true },
    ],
  },
  {
    id: 'emergencyContact',
    title: '비상 연락처',
    description: '급한 일이 생겼을 때 회사가 연락할 사람입니다.',
    nested: 'emergencyContact',
    fields: [
      { key: 'name', label: '이름' },
      { key: 'relationship', label: '관계' },
      { key: 'phone', label: '연락처', type: 'tel', inputMode: 'tel', wide: true },
    ],
  },
  {
    id: 'bankAccount',
    title: '급여 계좌',
    description: '급여를 받을 계좌입니다.',
    nested: 'bankAccount',
    fields: [
      { key: 'bankName', label: '은행' },
      { key: 'accountHolder', label: '예금주' },
      { key: 'accountNumber', label: '계좌번호', inputMode: 'numeric', wide: true },
    ],
  },
];

export type SectionValues = Record<string, string>;

/**
 * The section's current values. The employee answer's type does not list `emergencyContact` and
 * `bankAccount` yet (packages/shared employees.schemas.ts), so the section is read by key.
 */
export function sectionValues(employee: Pick<Employee, 'personal'>, spec: EditableSectionSpec): SectionValues {
  const personal: Record<string, unknown> = employee.personal;
  const source = spec.nested ? personal[spec.nested] : personal;
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return Object.fromEntries(spec.fields.map(({ key }) => [key, typeof record[key] === 'string' ? record[key] : '']));
}

/** The `personal` part of PUT mongo/users/me for the section's values. */
export function sectionChanges(spec: EditableSectionSpec, values: SectionValues): ProfileChanges {
  const trimmed = Object.fromEntries(spec.fields.map(({ key }) => [key, (values[key] ?? '').trim()]));
  return spec.nested ? { [spec.nested]: trimmed } : trimmed;
}

/** Where the server reports a field's error (`details.fields`): 'personal.phone', 'personal.addressInfo.zipcode'. */
export function fieldPath(spec: EditableSectionSpec, key: string): string {
  return ['personal', spec.nested, key].filter(Boolean).join('.');
}

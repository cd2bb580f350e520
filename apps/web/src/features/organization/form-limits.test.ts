import '@saram/shared/zod-ko.schemas';
import { describe, expect, it } from 'vitest';
import { corporationFormErrors, corporationFormSchema } from './components/corporation-form-dialog';
import { taskForceFormErrors, taskForceFormSchema } from './task-force-form-values';

/** The forms take their limits from the shared schemas and keep their own wording. */
describe('organisation form limits', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('corporation: 법인명 required and at most 100, 대표자 50, 주소 200', () => {
    const valid = {
      name: '한빛소프트',
      corporateType: 'OPERATING' as const,
      businessRegistrationNumber: '',
      corporateRegistrationNumber: '',
      employerType: 'LEGAL' as const,
      hrAuthority: 'FULL' as const,
      holdingCompanyId: 'none',
      representative: '',
      address: '',
      isActive: true,
    };
    expect(corporationFormSchema.safeParse(valid, corporationFormErrors).success).toBe(true);
    expect(messages(corporationFormSchema.safeParse({ ...valid, name: ' ' }, corporationFormErrors))).toEqual({ name: '법인명을 입력해주세요.' });
    expect(
      messages(corporationFormSchema.safeParse({ ...valid, name: '가'.repeat(101), representative: '가'.repeat(51), address: '가'.repeat(201) }, corporationFormErrors)),
    ).toEqual({
      name: '법인명은 100자 이하로 입력해주세요.',
      representative: '대표자는 50자 이하로 입력해주세요.',
      address: '주소는 200자 이하로 입력해주세요.',
    });
  });

  it('task force: TF 이름, 목적, 역할, 구성원 200명, 결재자 10명', () => {
    const person = { id: 'p', name: '김민수', employeeNo: 'E1', detail: '' };
    const values = {
      tfName: '',
      parentId: 'none',
      priority: 'MEDIUM' as const,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      purpose: '가'.repeat(1001),
      leader: null,
      members: Array.from({ length: 201 }, (_, i) => ({ person: { ...person, id: `p${i}` }, role: i === 0 ? '가'.repeat(51) : '' })),
      approvers: Array.from({ length: 11 }, (_, i) => ({ id: `u${i}`, name: '결재자', loginId: null })),
    };
    expect(messages(taskForceFormSchema.safeParse(values, taskForceFormErrors))).toEqual({
      tfName: 'TF 이름을 입력해주세요.',
      purpose: '목적은 1000자 이하로 입력해주세요.',
      members: '구성원은 200명까지 지정할 수 있습니다.',
      approvers: '결재자는 10명까지 지정할 수 있습니다.',
    });
    const longRole = { ...values, tfName: 'TF', purpose: '', members: values.members.slice(0, 1), approvers: [] };
    expect(messages(taskForceFormSchema.safeParse(longRole, taskForceFormErrors))).toEqual({ 'members.0.role': '역할은 50자 이하로 입력해주세요.' });
  });
});

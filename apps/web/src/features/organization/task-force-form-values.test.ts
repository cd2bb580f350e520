import type { TaskForceDetail } from '@saram/shared/organization/organization-task-forces.schemas';
import { describe, expect, it } from 'vitest';
import { pickedEmployee } from '../../components/fields/employee-picker-field';
import { createBody, formErrorsOf, formValuesOf, pickedApprover, taskForceFormErrors, taskForceFormSchema, updateBody } from './task-force-form-values';

const approver = { id: 'u-9', loginId: 'hr.staff', userName: '박서준', email: 'seojun.park@example.co.kr' };

const detail: TaskForceDetail = {
  id: 'tf-1',
  _id: 'tf-1',
  tfName: 'ESG 경영 추진 TF',
  status: 'REJECTED',
  priority: 'HIGH',
  parentId: 'unit-1',
  parentName: '경영지원본부',
  leaderId: 'e-lead',
  leaderName: '이리더',
  purpose: null,
  startDate: '2026-03-01',
  endDate: '2026-09-30',
  isActive: true,
  dissolvedAt: null,
  memberCount: 3,
  currentStep: null,
  approverCount: 2,
  version: 4,
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-02T00:00:00.000Z',
  members: [
    { employeeId: 'e-lead', employeeNo: 'H0001', name: '이리더', role: '리더', isHead: true },
    { employeeId: 'e-2', employeeNo: 'H0002', name: '박멤버', role: 'PM', isHead: false },
    { employeeId: 'e-3', employeeNo: 'H0003', name: '최멤버', role: null, isHead: false },
  ],
  approvals: [
    { step: 1, approverId: 'u-1', approverName: '박서준', decision: 'REJECTED', comment: '보완', decidedAt: null },
    { step: 2, approverId: 'u-2', approverName: null, decision: 'PENDING', comment: null, decidedAt: null },
  ],
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('task-force form values', () => {
  it('a new TF starts empty, without the signed-in user (who submits it) on the approval line', () => {
    const values = formValuesOf(undefined);
    expect(values).toMatchObject({ tfName: '', parentId: 'none', priority: 'MEDIUM', leader: null, members: [] });
    expect(values.approvers).toEqual([]);
  });

  it('an existing TF: leader by name, members without the leader the server added, approvers in order', () => {
    const values = formValuesOf(detail);
    expect(values.leader).toEqual({ id: 'e-lead', name: '이리더', employeeNo: 'H0001', detail: '' });
    expect(values.members.map((m) => [m.person.name, m.role])).toEqual([
      ['박멤버', 'PM'],
      ['최멤버', ''],
    ]);
    expect(values.approvers.map((a) => a.name)).toEqual(['박서준', '알 수 없음']);
    expect(values.parentId).toBe('unit-1');
  });

  it('builds the create body: ids, trimmed roles, null for blanks', () => {
    const values = {
      ...formValuesOf(undefined),
      tfName: '  신규 TF ',
      startDate: '2026-05-01',
      endDate: '2026-06-01',
      leader: pickedEmployee({ id: 'e-9', nameKor: '도하람', employee_number: 'E0009', departmentPath: '플랫폼사업부 > 개발팀', job_title: '팀원', employment_status: '재직' }),
      members: [{ person: { id: 'e-2', name: '박멤버', employeeNo: 'H0002', detail: '' }, role: ' 개발 ' }, { person: { id: 'e-3', name: '최멤버', employeeNo: 'H0003', detail: '' }, role: '' }],
      approvers: [pickedApprover(approver)],
    };
    expect(values.leader.detail).toBe('플랫폼사업부 > 개발팀 · 팀원');
    expect(createBody(values)).toEqual({
      tfName: '신규 TF',
      parentId: null,
      priority: 'MEDIUM',
      startDate: '2026-05-01',
      endDate: '2026-06-01',
      purpose: null,
      leaderId: 'e-9',
      members: [
        { employeeId: 'e-2', role: '개발' },
        { employeeId: 'e-3', role: null },
      ],
      approvers: ['u-9'],
    });
  });

  it('sends the approval line on update only while it may change', () => {
    const values = formValuesOf(detail);
    expect(updateBody(values, detail)).toMatchObject({ version: 4, approvers: ['u-1', 'u-2'], leaderId: 'e-lead' });
    expect(updateBody(values, { ...detail, status: 'PENDING_APPROVAL' })).not.toHaveProperty('approvers');
    expect(updateBody(values, { ...detail, status: 'ACTIVE' })).not.toHaveProperty('approvers');
  });

  it('puts the server field errors on the rows they name', () => {
    expect(
      formErrorsOf({
        tfName: '이미 있는 이름입니다.',
        leaderId: '존재하지 않는 직원입니다.',
        'members.1.employeeId': '같은 구성원이 두 번 있습니다.',
        'members.0.role': '너무 깁니다.',
        'approvers.2': '같은 결재자가 두 번 있습니다.',
        approvers: '결재자를 1명 이상 지정해야 상신할 수 있습니다.',
        corporationId: '알 수 없는 필드',
      }),
    ).toEqual({
      known: [
        { path: 'tfName', message: '이미 있는 이름입니다.' },
        { path: 'leader', message: '존재하지 않는 직원입니다.' },
        { path: 'members.1.person', message: '같은 구성원이 두 번 있습니다.' },
        { path: 'members.0.role', message: '너무 깁니다.' },
        { path: 'approvers.2', message: '같은 결재자가 두 번 있습니다.' },
        { path: 'approvers', message: '결재자를 1명 이상 지정해야 상신할 수 있습니다.' },
      ],
      unknown: ['알 수 없는 필드'],
    });
  });

  it('takes the limits from the shared schema: TF 이름, 목적, 역할, 구성원 200명, 결재자 10명', () => {
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

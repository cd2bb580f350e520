import { canTransition, taskForcePriorities } from '@saram/shared/organization/organization-task-forces';
import {
  commentSchema,
  taskForceLimits,
  taskForceRoleSchema,
  type CreateTaskForce,
  type TaskForceDetail,
  type UpdateTaskForce,
} from '@saram/shared/organization/organization-task-forces.schemas';
import { unitNameSchema } from '@saram/shared/organization/organization.schemas';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { approverLabel, type ApproverCandidate } from './people-api';
import { unknownUserLabel } from '../../lib/labels/user-labels';
import { labelledErrors } from '../../lib/api/labelled-errors';

/** The task-force form: values, defaults from a TF, request bodies and the server's field errors. */

export const noParent = 'none';
/** The role the server gives a leader it adds to the members by itself. */
const leaderRole = '리더';

const personSchema = z.object({ id: z.string(), name: z.string(), employeeNo: z.string(), detail: z.string() });
const approverSchema = z.object({ id: z.string(), name: z.string(), loginId: z.string().nullable() });
export type PickedApprover = z.infer<typeof approverSchema>;

export const taskForceFormSchema = z
  .object({
    tfName: unitNameSchema,
    parentId: z.string(),
    priority: z.enum(taskForcePriorities),
    startDate: z.string().min(1, '시작일을 입력해주세요.'),
    endDate: z.string().min(1, '종료일을 입력해주세요.'),
    purpose: commentSchema,
    leader: personSchema.nullable(),
    members: z
      .array(z.object({ person: personSchema, role: taskForceRoleSchema }))
      .max(taskForceLimits.members),
    approvers: z.array(approverSchema).max(taskForceLimits.approvers),
  })
  .refine((values) => !values.startDate || !values.endDate || values.endDate >= values.startDate, {
    path: ['endDate'],
    message: '종료일은 시작일 이후여야 합니다.',
  });
export type TaskForceFormValues = z.infer<typeof taskForceFormSchema>;
export const taskForceFormErrors = labelledErrors({
  tfName: 'TF 이름',
  purpose: '목적',
  role: '역할',
  members: { label: '구성원', unit: '명' },
  approvers: { label: '결재자', unit: '명' },
});

export function pickedApprover(candidate: ApproverCandidate): PickedApprover {
  return { id: candidate.id, name: approverLabel(candidate), loginId: candidate.loginId };
}

/** The approval line may change only before submission (작성 중, 반려). */
export function approversEditable(tf: Pick<TaskForceDetail, 'status'> | undefined): boolean {
  return !tf || canTransition('submit', tf.status);
}

/**
 * A new TF starts with an empty approval line (whoever submits it may not approve it, so the
 * signed-in user is never put there); an existing one as it is.
 */
export function formValuesOf(tf: TaskForceDetail | undefined): TaskForceFormValues {
  if (!tf) {
    return {
      tfName: '',
      parentId: noParent,
      priority: 'MEDIUM',
      startDate: '',
      endDate: '',
      purpose: '',
      leader: null,
      members: [],
      approvers: [],
    };
  }
  const head = tf.members.find((member) => member.employeeId === tf.leaderId);
  return {
    tfName: tf.tfName,
    parentId: tf.parentId ?? noParent,
    priority: tf.priority,
    startDate: tf.startDate.slice(0, 10),
    endDate: tf.endDate.slice(0, 10),
    purpose: tf.purpose ?? '',
    leader: tf.leaderId ? { id: tf.leaderId, name: tf.leaderName ?? head?.name ?? '', employeeNo: head?.employeeNo ?? '', detail: '' } : null,
    // The leader the server added by itself (role '리더') is not one of the members the user chose.
    members: tf.members
      .filter((member) => !(member.employeeId === tf.leaderId && member.role === leaderRole))
      .map((member) => ({ person: { id: member.employeeId, name: member.name, employeeNo: member.employeeNo, detail: '' }, role: member.role ?? '' })),
    approvers: tf.approvals.map((approval) => ({ id: approval.approverId, name: approval.approverName ?? unknownUserLabel, loginId: null })),
  };
}

function commonBody(values: TaskForceFormValues) {
  return {
    tfName: values.tfName.trim(),
    parentId: values.parentId === noParent ? null : values.parentId,
    priority: values.priority,
    startDate: values.startDate,
    endDate: values.endDate,
    purpose: values.purpose.trim() || null,
    leaderId: values.leader?.id ?? null,
    members: values.members.map((member) => ({ employeeId: member.person.id, role: member.role.trim() || null })),
  };
}

export function createBody(values: TaskForceFormValues): CreateTaskForce {
  return { ...commonBody(values), approvers: values.approvers.map((approver) => approver.id) };
}

/** Approvers are sent only while the line may still change; the server refuses them otherwise. */
export function updateBody(values: TaskForceFormValues, tf: TaskForceDetail): UpdateTaskForce {
  return {
    ...commonBody(values),
    version: tf.version,
    ...(approversEditable(tf) ? { approvers: values.approvers.map((approver) => approver.id) } : {}),
  };
}

const directFields = ['tfName', 'parentId', 'priority', 'startDate', 'endDate', 'purpose'] as const;

/**
 * The server's `details.fields` on form paths: leaderId → leader, members.2.employeeId → that
 * member's row, approvers.1 → that approver's row. What fits no field is returned apart.
 */
export function formErrorsOf(fields: Record<string, string>): {
  known: { path: FieldPath<TaskForceFormValues>; message: string }[];
  unknown: string[];
} {
  const known: { path: FieldPath<TaskForceFormValues>; message: string }[] = [];
  const unknown: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const member = /^members\.(\d+)\.(employeeId|role)$/.exec(key);
    const approver = /^approvers\.(\d+)$/.exec(key);
    if ((directFields as readonly string[]).includes(key)) known.push({ path: key as (typeof directFields)[number], message });
    else if (key === 'leaderId') known.push({ path: 'leader', message });
    else if (member) known.push({ path: member[2] === 'role' ? `members.${Number(member[1])}.role` : `members.${Number(member[1])}.person`, message });
    else if (key === 'members' || key === 'approvers') known.push({ path: key, message });
    else if (approver) known.push({ path: `approvers.${Number(approver[1])}`, message });
    else unknown.push(message);
  }
  return { known, unknown };
}

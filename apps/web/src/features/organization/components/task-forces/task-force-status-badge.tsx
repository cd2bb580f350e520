import type { TaskForceStatus } from '@saram/shared/organization/organization';
import { taskForceStatusLabels } from '@saram/shared/organization/organization-task-forces';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const tones: Record<TaskForceStatus, BadgeTone> = {
  DRAFT: 'neutral',
  PENDING_APPROVAL: 'warning',
  APPROVED: 'info',
  REJECTED: 'danger',
  ACTIVE: 'success',
  DISSOLVED: 'neutral',
};

export function TaskForceStatusBadge({ status }: { status: TaskForceStatus }) {
  return (
    <Badge tone={tones[status]} dot>
      {taskForceStatusLabels[status]}
    </Badge>
  );
}

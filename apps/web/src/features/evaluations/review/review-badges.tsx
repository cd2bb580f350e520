import { evaluationStatusLabels, type EvaluationStatus } from '@saram/shared/evaluations/evaluations';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<EvaluationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  first_reviewed: 'brand',
  second_reviewed: 'warning',
  confirmed: 'success',
};

export function EvaluationStatusBadge({ status }: { status: EvaluationStatus }) {
  return (
    <Badge tone={tones[status]} dot>
      {evaluationStatusLabels[status]}
    </Badge>
  );
}

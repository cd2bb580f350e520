import { josa } from '@saram/shared/hangul';
import type { z } from 'zod';

/** A field's name in messages, and for a list the counter of its items ('명'). */
export type FieldLabel = string | { label: string; unit: string };

/**
 * Messages for a form built from the shared schemas: the limits stay in packages/shared and the
 * message names the field ('법인명은 100자 이하로 입력해주세요.', '구성원은 200명까지 지정할 수
 * 있습니다.'). Keyed by the last name in the field's path; pass it to zodResolver's schema options.
 */
export function labelledErrors(labels: Record<string, FieldLabel>): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) => {
      const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === 'string');
      const entry = key === undefined ? undefined : labels[key];
      if (!entry) return undefined;
      const { label, unit } = typeof entry === 'string' ? { label: entry, unit: '개' } : entry;
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return `${josa(label, '을/를')} 입력해주세요.`;
      if (issue.code !== 'too_big') return undefined;
      if (issue.origin === 'string') return `${josa(label, '은/는')} ${issue.maximum}자 이하로 입력해주세요.`;
      if (issue.origin === 'array') return `${josa(label, '은/는')} ${issue.maximum}${unit}까지 지정할 수 있습니다.`;
      return undefined;
    },
  };
}

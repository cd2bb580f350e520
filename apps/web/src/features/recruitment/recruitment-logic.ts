import {
  applicantDocumentTypes,
  applicantStatusLabels,
  canMoveApplicant,
  maxApplicantDocumentBytes,
  pipelineStages,
  type ApplicantStatus,
  type NoticeMove,
  type NoticeStatus,
} from '@saram/shared/recruitment/recruitment';
import type { ApplicantSummary } from '@saram/shared/recruitment/applicants.schemas';
import type { BadgeTone } from '../../components/ui/badge';

/** One colour per state everywhere (design.md). */
export const noticeStatusTones: Record<NoticeStatus, BadgeTone> = {
  waiting_approval: 'warning',
  returned: 'danger',
  in_progress: 'success',
  closed: 'neutral',
  disabled: 'neutral',
};

export const applicantStatusTones: Record<ApplicantStatus, BadgeTone> = {
  received: 'neutral',
  document_passed: 'info',
  interview_1: 'info',
  interview_2: 'info',
  final_passed: 'success',
  failed: 'danger',
  declined: 'warning',
};

/** The board's columns: every stage with its applicants (in the server's order). */
export function boardColumns(applicants: readonly ApplicantSummary[]): { stage: ApplicantStatus; label: string; applicants: ApplicantSummary[] }[] {
  return pipelineStages.map((stage) => ({ stage, label: applicantStatusLabels[stage], applicants: applicants.filter((a) => a.status === stage) }));
}

/**
 * The stages an applicant may move to now: the server's next_statuses (the pipeline less 입사 포기
 * once integrated), kept within the documented transitions.
 */
export function moveTargets(applicant: Pick<ApplicantSummary, 'status' | 'next_statuses' | 'anonymized_at'>): ApplicantStatus[] {
  if (applicant.anonymized_at) return [];
  return applicant.next_statuses.filter((to) => canMoveApplicant(applicant.status, to));
}

/** Whether a drop of `applicant` on column `to` is a legal move (a drop on its own column is no move). */
export function canDrop(applicant: Pick<ApplicantSummary, 'status' | 'next_statuses' | 'anonymized_at'>, to: ApplicantStatus): boolean {
  return moveTargets(applicant).includes(to);
}

/** 최종 합격 applicants not yet turned into employees: what the batch integration offers. */
export function integrable(applicants: readonly ApplicantSummary[]): ApplicantSummary[] {
  return applicants.filter((a) => a.status === 'final_passed' && a.integration.state === 'ready' && !a.anonymized_at);
}

/** 3.5 / 5 ('—' when nobody scored). */
export function formatScore(score: number | null): string {
  return score === null ? '—' : `${score.toFixed(1)} / 5`;
}

/** The file picker's `accept`: the types the server takes. */
export const acceptedDocumentTypes = Object.keys(applicantDocumentTypes).join(',');

export const maxDocumentMegabytes = maxApplicantDocumentBytes / 1024 / 1024;

/** Why a chosen file cannot be sent (the server checks the bytes again), or null. */
export function documentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(file.type in applicantDocumentTypes)) return `${file.name}: PDF, PNG, JPG 파일만 올릴 수 있습니다.`;
  if (file.size > maxApplicantDocumentBytes) return `${file.name}: ${maxDocumentMegabytes}MB 이하 파일만 올릴 수 있습니다.`;
  return null;
}

/**
 * What a notice's move will do, for its confirm dialog. The title is quoted and followed by 공고, so
 * the particle never hangs on a title's closing parenthesis ('개발자 (신입)를').
 */
export function noticeConfirmText(move: Exclude<NoticeMove, 'return'>, title: string): string {
  const notice = `'${title}' 공고`;
  switch (move) {
    case 'approve':
      return `${notice}를 승인하면 진행 중이 되어 지원자를 받을 수 있습니다.`;
    case 'submit':
      return `고친 ${notice}의 승인을 다시 요청합니다.`;
    case 'close':
      return `${notice}를 마감하면 새 지원자를 받지 않습니다. 지원자의 전형은 계속 진행할 수 있습니다.`;
    case 'disable':
      return `${notice}를 비활성화하면 더 이상 진행할 수 없습니다. 되돌릴 수 없습니다.`;
  }
}

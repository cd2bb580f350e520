import type { PurgePreview, PurgeResult } from '@saram/shared/retention/retention.schemas';

/** What the screen says around the purge: the summary line, the confirm text and the outcome. Pure, tested. */

export function previewSummary(p: PurgePreview): string {
  const { eligible, held, retained, anonymized } = p.counts;
  return `파기 대상 ${eligible}명 · 법적 보존 ${held}명 · 보존 기간 중 ${retained}명 · 익명화 완료 ${anonymized}명`;
}

/** The confirm dialog names what will be lost, and how many. */
export function purgeConfirmText(p: PurgePreview): string {
  if (p.counts.eligible === 0) return '지금 파기할 대상이 없습니다.';
  return `${p.counts.eligible}명의 주민등록번호, 급여, 연락처, 주소, 가족·계좌 정보와 제출 서류가 파기되고 이름은 '퇴직자-사번'으로 바뀝니다. 연결된 로그인 계정은 사용 중지되고 로그인 ID·이름·이메일이 지워집니다. 사번, 소속, 입사일과 퇴직일은 남습니다. 되돌릴 수 없습니다.`;
}

export function purgeOutcome(r: PurgeResult): { title: string; description: string | undefined } {
  if (r.anonymized.length === 0) return { title: '파기할 대상이 없었습니다', description: undefined };
  const docs = r.documents_deleted ? `, 제출 서류 ${r.documents_deleted}건 삭제` : '';
  return { title: `${r.anonymized.length}명의 개인정보를 파기했습니다`, description: `익명화 ${r.anonymized.length}명${docs}` };
}

/** 사유 (2-500 characters) as the server checks it; the message to show, or null. */
export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < 2) return '사유를 2자 이상 입력해주세요.';
  if (trimmed.length > 500) return '사유는 500자 이하로 입력해주세요.';
  return null;
}

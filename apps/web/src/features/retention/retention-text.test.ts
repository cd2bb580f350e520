import type { PurgePreview, PurgeResult } from '@saram/shared/retention/retention.schemas';
import { describe, expect, it } from 'vitest';
import { previewSummary, purgeConfirmText, purgeOutcome, reasonError } from './retention-text';

const preview = (eligible: number): PurgePreview => ({
  today: '2026-11-24',
  cutoff: '2023-11-24',
  data: [],
  counts: { eligible, held: 1, retained: 12, anonymized: 3 },
});
const candidate = { employee_id: 'a', employee_no: 'R001', name_masked: '김*수', termination_date: '2022-05-01', retention_end_date: '2025-05-01', years_since: 4 };

describe('retention screen text', () => {
  it('sums up the preview counts', () => {
    expect(previewSummary(preview(2))).toBe('파기 대상 2명 · 법적 보존 1명 · 보존 기간 중 12명 · 익명화 완료 3명');
  });

  it('names what the run destroys and what stays, or that there is nothing to do', () => {
    const text = purgeConfirmText(preview(2));
    expect(text).toMatch(/^2명의 주민등록번호, 급여/);
    expect(text).toContain('되돌릴 수 없습니다');
    expect(text).toContain('사번, 소속, 입사일과 퇴직일은 남습니다');
    expect(text).toContain('연결된 로그인 계정은 사용 중지되고');
    expect(purgeConfirmText(preview(0))).toBe('지금 파기할 대상이 없습니다.');
  });

  it('reports the outcome of a run', () => {
    const result = (n: number, docs: number): PurgeResult => ({ today: '2026-11-24', anonymized: Array(n).fill(candidate), documents_deleted: docs, destroyed_fields: [] });
    expect(purgeOutcome(result(2, 3))).toEqual({ title: '2명의 개인정보를 파기했습니다', description: '익명화 2명, 제출 서류 3건 삭제' });
    expect(purgeOutcome(result(1, 0)).description).toBe('익명화 1명');
    expect(purgeOutcome(result(0, 0))).toEqual({ title: '파기할 대상이 없었습니다', description: undefined });
  });

  it('checks the reason as the server does', () => {
    expect(reasonError(' ')).toBe('사유를 2자 이상 입력해주세요.');
    expect(reasonError('소송')).toBeNull();
    expect(reasonError('가'.repeat(501))).toBe('사유는 500자 이하로 입력해주세요.');
  });
});

import { describe, expect, it } from 'vitest';
import { boardColumns, canDrop, documentProblem, integrable, moveTargets, noticeConfirmText } from './recruitment-logic';
import { applicantSummary } from './recruitment-test-fixtures';

describe('board moves', () => {
  it('offers the documented next stages only', () => {
    expect(moveTargets(applicantSummary())).toEqual(['document_passed', 'failed']);
    expect(canDrop(applicantSummary(), 'document_passed')).toBe(true);
    expect(canDrop(applicantSummary(), 'interview_1')).toBe(false);
    expect(canDrop(applicantSummary(), 'final_passed')).toBe(false);
    expect(canDrop(applicantSummary(), 'received')).toBe(false);
  });

  it('keeps the single-interview hire and refuses 서류 합격 → 2차 면접', () => {
    const interviewed = applicantSummary({ status: 'interview_1', next_statuses: ['interview_2', 'final_passed', 'failed'] });
    expect(canDrop(interviewed, 'final_passed')).toBe(true);
    const passed = applicantSummary({ status: 'document_passed', next_statuses: ['interview_1', 'failed'] });
    expect(canDrop(passed, 'interview_2')).toBe(false);
  });

  it('never offers a stage the pipeline forbids, even if the server listed it', () => {
    expect(moveTargets(applicantSummary({ next_statuses: ['document_passed', 'final_passed'] }))).toEqual(['document_passed']);
  });

  it('offers nothing for final stages and anonymised applicants', () => {
    expect(moveTargets(applicantSummary({ status: 'failed', next_statuses: [] }))).toEqual([]);
    expect(moveTargets(applicantSummary({ anonymized_at: '2026-01-01T00:00:00Z' }))).toEqual([]);
  });

  it('puts each applicant in its stage column, every stage present', () => {
    const columns = boardColumns([applicantSummary(), applicantSummary({ id: 'b', status: 'final_passed' })]);
    expect(columns.map((c) => c.label)).toEqual(['서류 접수', '서류 합격', '1차 면접', '2차 면접', '최종 합격', '불합격', '입사 포기']);
    expect(columns.find((c) => c.stage === 'final_passed')!.applicants.map((a) => a.id)).toEqual(['b']);
  });

  it('offers only 최종 합격 applicants not yet integrated for the batch', () => {
    const ready = applicantSummary({ id: 'r', status: 'final_passed', integration: { ...applicantSummary().integration, state: 'ready' } });
    const done = applicantSummary({ id: 'd', status: 'final_passed', integration: { ...applicantSummary().integration, state: 'integrated' } });
    expect(integrable([ready, done, applicantSummary()]).map((a) => a.id)).toEqual(['r']);
  });
});

describe('applicant documents', () => {
  it('takes PDF, PNG and JPEG up to 10MB and names the file it refuses', () => {
    expect(documentProblem({ name: '이력서.pdf', type: 'application/pdf', size: 1024 })).toBeNull();
    expect(documentProblem({ name: '사진.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(documentProblem({ name: '이력서.hwp', type: 'application/x-hwp', size: 1024 })).toBe('이력서.hwp: PDF, PNG, JPG 파일만 올릴 수 있습니다.');
    expect(documentProblem({ name: '포트폴리오.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('포트폴리오.pdf: 10MB 이하 파일만 올릴 수 있습니다.');
  });
});

describe('notice confirmations', () => {
  it('never hangs a particle on the closing parenthesis of a title (issue 29)', () => {
    const title = '백엔드 개발자 (신입)';
    expect(noticeConfirmText('approve', title)).toBe("'백엔드 개발자 (신입)' 공고를 승인하면 진행 중이 되어 지원자를 받을 수 있습니다.");
    for (const move of ['approve', 'submit', 'close', 'disable'] as const) expect(noticeConfirmText(move, title)).not.toContain(')를');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyResponse } from '../../../lib/api/api-error';
import { localDraftKey, readLocalDraft, writeLocalDraft } from './review-logic';
import { useAutosave, type SaveFn, type ServerDraft } from './use-autosave';

const id = 'ev-1';
const server: ServerDraft = { answers: { summary: { text: '처음' } }, comment: '', version: 3 };
const ok = (version: number) => ({ version, savedAt: '2026-11-25T05:07:00.000Z' });
const conflict = (current: ServerDraft) =>
  classifyResponse({ status: 409, body: { code: 'CONFLICT', message: '다른 창에서 먼저 저장된 내용이 있습니다.', details: { current } } });

function setup(save: SaveFn) {
  return renderHook(() => useAutosave({ evaluationId: id, party: 'self', server, save, delay: 1000 }));
}

const type = (hook: ReturnType<typeof setup>, text: string) =>
  act(() => hook.result.current.setDraft((d) => ({ ...d, answers: { ...d.answers, summary: { text } } })));

describe('useAutosave', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('saves once after a quiet second with the latest text and the version read, then the next with the new version', async () => {
    const save = vi.fn<SaveFn>().mockResolvedValueOnce(ok(4)).mockResolvedValueOnce(ok(5));
    const hook = setup(save);
    type(hook, '가');
    type(hook, '가나');
    await act(() => vi.advanceTimersByTimeAsync(900));
    type(hook, '가나다');
    expect(hook.result.current.state.kind).toBe('pending');
    // The text is in the browser before any save.
    expect(readLocalDraft(id, 'self')).toEqual({ answers: { summary: { text: '가나다' } }, comment: '', baseVersion: 3 });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ version: 3, answers: { summary: { text: '가나다' } }, comment: '' });
    expect(hook.result.current.state).toEqual({ kind: 'saved', at: '2026-11-25T05:07:00.000Z' });
    expect(localStorage.getItem(localDraftKey(id, 'self'))).toBeNull();

    type(hook, '가나다라');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenLastCalledWith({ version: 4, answers: { summary: { text: '가나다라' } }, comment: '' });
    expect(hook.result.current.version()).toBe(5);
  });

  it('a 409 shows the server text and stops saving; 내 내용 keeps mine and saves it over the newer version', async () => {
    const theirs: ServerDraft = { answers: { summary: { text: '다른 창' } }, comment: '', version: 7 };
    const save = vi.fn<SaveFn>().mockRejectedValueOnce(conflict(theirs)).mockResolvedValueOnce(ok(8));
    const hook = setup(save);
    type(hook, '내 글');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.state).toEqual({ kind: 'conflict', server: theirs });
    // Typing goes on, but nothing is sent while the conflict is open; nothing typed is lost.
    type(hook, '내 글 더');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(readLocalDraft(id, 'self')?.answers.summary?.text).toBe('내 글 더');

    await act(() => hook.result.current.keepMine());
    expect(save).toHaveBeenLastCalledWith({ version: 7, answers: { summary: { text: '내 글 더' } }, comment: '' });
    expect(hook.result.current.state.kind).toBe('saved');
    expect(hook.result.current.draft.answers.summary?.text).toBe('내 글 더');
  });

  it("a 409 resolved with 서버 내용 takes the server's text and version", async () => {
    const theirs: ServerDraft = { answers: { summary: { text: '다른 창' } }, comment: '메모', version: 9 };
    const save = vi.fn<SaveFn>().mockRejectedValueOnce(conflict(theirs)).mockResolvedValueOnce(ok(10));
    const hook = setup(save);
    type(hook, '내 글');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => hook.result.current.takeServer());
    expect(hook.result.current.draft).toEqual({ answers: theirs.answers, comment: '메모' });
    expect(hook.result.current.state.kind).toBe('idle');
    expect(localStorage.getItem(localDraftKey(id, 'self'))).toBeNull();
    type(hook, '다른 창 + 이어서');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenLastCalledWith({ version: 9, answers: { summary: { text: '다른 창 + 이어서' } }, comment: '메모' });
  });

  it('a failed save keeps the text in the browser and shows 저장 실패 until a retry works', async () => {
    const network = classifyResponse({ status: 503, body: {} });
    const save = vi.fn<SaveFn>().mockRejectedValueOnce(network).mockResolvedValueOnce(ok(4));
    const hook = setup(save);
    type(hook, '오프라인');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.state.kind).toBe('error');
    expect(readLocalDraft(id, 'self')?.answers.summary?.text).toBe('오프라인');
    await act(() => hook.result.current.retry());
    expect(hook.result.current.state.kind).toBe('saved');
    expect(localStorage.getItem(localDraftKey(id, 'self'))).toBeNull();
  });

  it('restores a draft left in the browser and saves it with the version it was typed on', async () => {
    writeLocalDraft(id, 'self', { answers: { summary: { text: '새로고침 전에 쓴 글' } }, comment: '', baseVersion: 2 });
    const save = vi.fn<SaveFn>().mockResolvedValue(ok(4));
    const hook = setup(save);
    expect(hook.result.current.restored).toBe(true);
    expect(hook.result.current.draft.answers.summary?.text).toBe('새로고침 전에 쓴 글');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledWith({ version: 2, answers: { summary: { text: '새로고침 전에 쓴 글' } }, comment: '' });
  });

  it('flush saves at once before a submit and reports whether the server has everything', async () => {
    const save = vi.fn<SaveFn>().mockResolvedValue(ok(4));
    const hook = setup(save);
    type(hook, '제출 직전');
    let flushed = false;
    await act(async () => {
      flushed = await hook.result.current.flush();
    });
    expect(flushed).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

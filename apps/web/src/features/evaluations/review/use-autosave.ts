import type { Party } from '@saram/shared/evaluations/evaluations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-client';
import { clearLocalDraft, readLocalDraft, sameDraft, writeLocalDraft, type Draft } from './review-logic';

/**
 * Autosave of one evaluation part while typing: every change goes to localStorage at once (a
 * reload or a lost connection never loses text), and to the server after `delay` ms of quiet
 * (PUT save-draft with the version last read). A stale version answers 409 with the server's
 * current text: saving stops until the user keeps theirs (saved over it) or takes the server's.
 */

export type ServerDraft = Draft & { version: number };
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; server: ServerDraft };

export type SaveFn = (body: { version: number; answers: Draft['answers']; comment: string }) => Promise<{ version: number; savedAt: string }>;

export type AutosaveOptions = {
  evaluationId: string;
  party: Party;
  /** The part as the server sent it. */
  server: ServerDraft;
  save: SaveFn;
  delay?: number;
};

function conflictOf(error: unknown): ServerDraft | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = (error.details as { current?: ServerDraft } | null)?.current;
  return current && typeof current.version === 'number' ? { answers: current.answers ?? {}, comment: current.comment ?? '', version: current.version } : null;
}

export function useAutosave({ evaluationId, party, server, save, delay = 1000 }: AutosaveOptions) {
  // A draft left in this browser (reload, lost connection) wins over the server's copy; it is
  // saved with the version it was typed on, so a newer save elsewhere shows as a conflict.
  const [initial] = useState(() => {
    const local = readLocalDraft(evaluationId, party);
    if (local && !sameDraft(local, server)) return { draft: { answers: local.answers, comment: local.comment }, version: local.baseVersion, restored: true };
    if (local) clearLocalDraft(evaluationId, party);
    return { draft: { answers: server.answers, comment: server.comment }, version: server.version, restored: false };
  });
  const [draft, setDraftState] = useState<Draft>(initial.draft);
  const [state, setState] = useState<SaveState>(initial.restored ? { kind: 'pending' } : { kind: 'idle' });
  const draftRef = useRef(initial.draft);
  const versionRef = useRef(initial.version);
  const edits = useRef(initial.restored ? 1 : 0);
  const savedEdits = useRef(0);
  const saving = useRef<Promise<void> | null>(null);
  const blocked = useRef(false);
  const conflict = useRef<ServerDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const runSave = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (saving.current) {
      await saving.current;
      if (edits.current > savedEdits.current && !blocked.current) return runSave();
      return;
    }
    if (blocked.current || edits.current === savedEdits.current) return;
    const sent = edits.current;
    const body = { version: versionRef.current, ...draftRef.current };
    setState({ kind: 'saving' });
    saving.current = (async () => {
      try {
        const result = await saveRef.current(body);
        versionRef.current = result.version;
        savedEdits.current = sent;
        if (edits.current === sent) {
          clearLocalDraft(evaluationId, party);
          setState({ kind: 'saved', at: result.savedAt });
        } else {
          writeLocalDraft(evaluationId, party, { ...draftRef.current, baseVersion: result.version });
        }
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          blocked.current = true;
          conflict.current = current;
          setState({ kind: 'conflict', server: current });
        } else {
          setState({ kind: 'error', message: error instanceof Error ? error.message : '저장하지 못했습니다.' });
        }
      } finally {
        saving.current = null;
      }
    })();
    await saving.current;
    if (!blocked.current && edits.current > savedEdits.current && !timer.current) timer.current = setTimeout(() => void runSave(), delay);
  }, [delay, evaluationId, party]);

  const setDraft = useCallback(
    (update: (draft: Draft) => Draft) => {
      const next = update(draftRef.current);
      draftRef.current = next;
      setDraftState(next);
      edits.current += 1;
      writeLocalDraft(evaluationId, party, { ...next, baseVersion: versionRef.current });
      if (blocked.current) return;
      setState((s) => (s.kind === 'saving' ? s : { kind: 'pending' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void runSave(), delay);
    },
    [delay, evaluationId, party, runSave],
  );

  /** Saves now (before a submit); true when the server has everything typed. */
  const flush = useCallback(async (): Promise<boolean> => {
    await runSave();
    return !blocked.current && edits.current === savedEdits.current;
  }, [runSave]);

  /** Conflict: save my text over the server's newer version. */
  const keepMine = useCallback(async () => {
    if (!conflict.current) return;
    versionRef.current = conflict.current.version;
    conflict.current = null;
    blocked.current = false;
    edits.current += 1;
    setState({ kind: 'pending' });
    await runSave();
  }, [runSave]);

  /** Conflict: drop my text and continue from the server's. */
  const takeServer = useCallback(() => {
    const server = conflict.current;
    if (!server) return;
    const next = { answers: server.answers, comment: server.comment };
    draftRef.current = next;
    setDraftState(next);
    versionRef.current = server.version;
    savedEdits.current = edits.current;
    conflict.current = null;
    blocked.current = false;
    clearLocalDraft(evaluationId, party);
    setState({ kind: 'idle' });
  }, [evaluationId, party]);

  // A draft restored from this browser goes to the server soon after opening.
  useEffect(() => {
    if (initial.restored && edits.current > savedEdits.current && !timer.current) timer.current = setTimeout(() => void runSave(), delay);
  }, [delay, initial.restored, runSave]);

  // Leaving the screen: whatever is typed is in localStorage; send it to the server too.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
        void runSave();
      }
    },
    [runSave],
  );

  return { draft, setDraft, state, version: () => versionRef.current, flush, keepMine, takeServer, retry: runSave, restored: initial.restored };
}

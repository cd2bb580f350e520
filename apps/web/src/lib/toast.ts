import { toast } from './toaster';
import { isApiError } from './api/api-error';

/**
 * Toasts (spec 8.2 and 9). The toaster sits top-right, shows a toast 4000 ms by default and at most
 * 3 at once; sonner's own constants already give the 45 px swipe threshold and the 200 ms removal
 * delay (see components/feedback/app-toaster.tsx).
 *
 * The error toast layer shows ONE error toast at a time: `showError` displays at once when no error
 * toast is visible, otherwise queues (the same text twice is shown once; at most 3 wait, the
 * oldest waiting one is dropped first). The next one appears 200 ms after the visible one closes.
 */

export const toastDefaults = {
  position: 'top-right',
  durationMs: 4_000,
  visibleToasts: 3,
  /** sonner's built-in SWIPE_THRESHOLD; not configurable in sonner 2. */
  swipeThresholdPx: 45,
  /** sonner's built-in TIME_BEFORE_UNMOUNT; the error queue waits the same before the next one. */
  removeDelayMs: 200,
} as const;

export const errorToastQueueLimit = 3;

export type ErrorToast = { title: string; description?: string | undefined; duration: number };

export type ErrorToastDisplay = ErrorToast & { id: string; onClose: () => void };

export type ErrorToastQueueOptions = {
  show: (toast: ErrorToastDisplay) => void;
  dismiss: (id: string) => void;
  removeDelayMs?: number;
  maxQueued?: number;
  /** A toast whose close was never reported (toaster unmounted) is dismissed after duration + this. */
  watchdogMs?: number;
};

export function createErrorToastQueue({
  show,
  dismiss,
  removeDelayMs = toastDefaults.removeDelayMs,
  maxQueued = errorToastQueueLimit,
  watchdogMs = 30_000,
}: ErrorToastQueueOptions) {
  let current: (ErrorToast & { id: string; watchdog: ReturnType<typeof setTimeout> }) | null = null;
  let waiting = false;
  let queue: ErrorToast[] = [];
  let sequence = 0;

  const same = (a: ErrorToast, b: ErrorToast) => a.title === b.title && a.description === b.description;

  function display(item: ErrorToast) {
    const id = `error-toast-${++sequence}`;
    const watchdog = setTimeout(() => {
      dismiss(id);
      closed(id);
    }, item.duration + watchdogMs);
    current = { ...item, id, watchdog };
    show({ ...item, id, onClose: () => closed(id) });
  }

  function closed(id: string) {
    if (current?.id !== id) return;
    clearTimeout(current.watchdog);
    current = null;
    waiting = true;
    setTimeout(() => {
      waiting = false;
      const next = queue.shift();
      if (next) display(next);
    }, removeDelayMs);
  }

  return {
    push(item: ErrorToast) {
      if (!current && !waiting) return display(item);
      if ((current && same(current, item)) || queue.some((queued) => same(queued, item))) return;
      queue.push(item);
      if (queue.length > maxQueued) queue = queue.slice(-maxQueued);
    },
    /** What is visible and what waits (tests, debugging). */
    snapshot: () => ({ visible: current ? { title: current.title, description: current.description } : null, queued: [...queue] }),
    clear() {
      queue = [];
      if (current) {
        clearTimeout(current.watchdog);
        dismiss(current.id);
      }
      current = null;
      waiting = false;
    },
  };
}

const errorQueue = createErrorToastQueue({
  show: ({ id, title, description, duration, onClose }) => {
    toast.error(title, { id, description, duration, onAutoClose: onClose, onDismiss: onClose });
  },
  dismiss: (id) => toast.dismiss(id),
});

/** A destructive toast through the one-at-a-time error layer. */
export function showError(title: string, description?: string, { duration = toastDefaults.durationMs }: { duration?: number } = {}) {
  errorQueue.push({ title, description, duration });
}

/** Drops the visible error toast and the waiting ones (sign-out, tests). */
export function clearErrorToasts() {
  errorQueue.clear();
}

export function showSuccess(title: string, description?: string) {
  toast.success(title, { description });
}

// ---------------------------------------------------------------------------------------------
// Presets of spec 8.2

export const genericErrorTitle = '오류가 발생했습니다';
export const employeeLoadFailedTitle = '직원 정보 로딩 실패';
export const employeeListFailedTitle = '직원 목록 로딩 실패';
export const employeeLoadFailedDurationMs = 8_000;
export const employeeListFailedDurationMs = 6_000;

export function showGenericError(description?: string) {
  showError(genericErrorTitle, description);
}

export function showNetworkError() {
  showError('네트워크 오류', '인터넷 연결을 확인해주세요.');
}

export function showAuthError() {
  showError('인증 오류', '다시 로그인해주세요.');
}

/** AUTH105 / AUTH106 (spec 8.1): the session is over. */
export function showSessionExpired(description?: string) {
  showError('세션 만료', description ?? '세션이 만료되었습니다. 다시 로그인해주세요.');
}

function isDatabaseFailure(error: unknown): boolean {
  return isApiError(error) && error.isDatabaseError;
}

/** Employee detail failed after all retries on a server error: 8 s (spec 8.2). */
export function employeeLoadFailedText(error: unknown): string {
  return isDatabaseFailure(error)
    ? '데이터베이스 연결에 문제가 있습니다. 잠시 후 페이지를 새로고침해주세요.'
    : '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';
}

export function showEmployeeLoadFailed(error: unknown) {
  showError(employeeLoadFailedTitle, employeeLoadFailedText(error), { duration: employeeLoadFailedDurationMs });
}

/** Employee list failed after all retries on a server error: 6 s (spec 8.2). */
export function employeeListFailedText(error: unknown): string {
  return isDatabaseFailure(error)
    ? '데이터베이스 연결에 문제가 있습니다. 페이지를 새로고침하거나 잠시 후 다시 시도해주세요.'
    : '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';
}

export function showEmployeeListFailed(error: unknown) {
  showError(employeeListFailedTitle, employeeListFailedText(error), { duration: employeeListFailedDurationMs });
}

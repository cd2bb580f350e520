import type { SensitiveField } from '@saram/shared/employees/employees';
import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import type { RevealResult } from '@saram/shared/employees/employees.schemas';
import type { Permission } from '@saram/shared/permissions';
import { Eye } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { RevealDialog } from './reveal-dialog';

/** How long a revealed value stays on screen. */
export const revealDurationMs = 30_000;

const permissionOf: Record<SensitiveField, Permission> = {
  rrn: 'employees:rrn:view',
  salary: 'employees:salary:view',
  disability: 'employees:sensitive:view',
  bank: 'employees:bank:view',
};

type Revealed = { result: RevealResult; until: number };

type RevealContextValue = {
  /** The revealed answer while it is on screen. */
  revealed: (field: SensitiveField) => RevealResult | undefined;
  secondsLeft: (field: SensitiveField) => number;
  /** Whether a 보기 button makes sense: the value is hidden and the user may unmask it. */
  canReveal: (field: SensitiveField) => boolean;
  ask: (field: SensitiveField) => void;
};

const RevealContext = createContext<RevealContextValue | null>(null);

/**
 * Holds what was unmasked on the detail page, each value for 30 s, and the one reason dialog. The
 * RRN is always masked in answers; salary, disability and the bank account only when `restricted` names them.
 */
export function RevealProvider({ employee, children }: { employee: Employee; children: ReactNode }) {
  const permissions = useAuthStore((state) => state.user?.permissions);
  const [asking, setAsking] = useState<SensitiveField | null>(null);
  const [shown, setShown] = useState<Partial<Record<SensitiveField, Revealed>>>({});
  const [now, setNow] = useState(() => Date.now());

  const active = Object.values(shown).some((r) => r && r.until > now);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setShown((current) => Object.fromEntries(Object.entries(current).filter(([, r]) => r && r.until > at)));
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);

  const canReveal = useCallback(
    (field: SensitiveField) => {
      if (!permissions?.includes(permissionOf[field])) return false;
      if (field === 'rrn') return Boolean(employee.personal.rrn);
      return employee.restricted.includes(field);
    },
    [permissions, employee.personal.rrn, employee.restricted],
  );

  const value = useMemo<RevealContextValue>(
    () => ({
      revealed: (field) => {
        const r = shown[field];
        return r && r.until > now ? r.result : undefined;
      },
      secondsLeft: (field) => Math.max(0, Math.ceil(((shown[field]?.until ?? 0) - now) / 1000)),
      canReveal,
      ask: setAsking,
    }),
    [shown, now, canReveal],
  );

  return (
    <RevealContext.Provider value={value}>
      {children}
      <RevealDialog
        employeeId={employee._id}
        employeeName={employee.personal.nameKor}
        field={asking}
        onClose={() => setAsking(null)}
        onRevealed={(result) => {
          const at = Date.now();
          setNow(at);
          setShown((current) => ({ ...current, [result.field]: { result, until: at + revealDurationMs } }));
        }}
      />
    </RevealContext.Provider>
  );
}

export function useReveal(): RevealContextValue {
  const value = useContext(RevealContext);
  if (!value) throw new Error('useReveal needs a RevealProvider');
  return value;
}

/** '보기' while hidden, the seconds left while shown; nothing for a user without the permission. */
export function RevealButton({ field, label }: { field: SensitiveField; label: string }) {
  const reveal = useReveal();
  if (!reveal.canReveal(field)) return null;
  const left = reveal.revealed(field) ? reveal.secondsLeft(field) : 0;
  if (left) {
    return (
      <span className="text-xs text-gray-600 tabular-nums" aria-live="polite">
        {left}초 후 가려집니다
      </span>
    );
  }
  return (
    <Button type="button" variant="outline" size="sm" className="h-7 px-2" onClick={() => reveal.ask(field)} aria-label={`${label} 보기`}>
      <Eye aria-hidden="true" />
      보기
    </Button>
  );
}

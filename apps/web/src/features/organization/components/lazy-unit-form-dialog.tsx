import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { UnitFormDialog as UnitFormDialogType } from './unit-form-dialog';

const UnitFormDialog = lazy(() => import('./unit-form-dialog').then((m) => ({ default: m.UnitFormDialog })));

/**
 * The unit form (react-hook-form and the form controls, ~15 KB) loads when it first opens, not with
 * the chart; once opened it stays mounted, so it closes as before.
 */
export function LazyUnitFormDialog(props: ComponentProps<typeof UnitFormDialogType>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UnitFormDialog {...props} />
    </Suspense>
  );
}

import { useState, type ComponentProps } from 'react';
import { onDemand } from '../../../../lib/on-demand';
import type { UnitFormDialog as UnitFormDialogType } from './unit-form-dialog';

const unitFormDialog = onDemand(() => import('./unit-form-dialog'));

/**
 * The unit form (react-hook-form and the form controls, ~15 KB) loads when it first opens, not with
 * the chart; once opened it stays mounted, so it closes as before.
 */
export function LazyUnitFormDialog(props: ComponentProps<typeof UnitFormDialogType>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const module = unitFormDialog.useLoaded(opened);
  return opened && module ? <module.UnitFormDialog {...props} /> : null;
}

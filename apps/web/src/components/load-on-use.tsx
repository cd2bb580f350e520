import { useState, type ComponentType, type ReactElement } from 'react';
import { Slot } from 'radix-ui';

export type LoadOnUseProps<P> = {
  /** The component's module, loaded on first use; the component opens when given `initiallyOpen`. */
  load: () => Promise<ComponentType<P & { initiallyOpen?: boolean }>>;
  /** What stands in until then: the component's own trigger (same look, same name). */
  trigger: ReactElement;
  props: P;
};

/**
 * A dialog (or any component that owns its trigger) whose code loads on first use (issue 16): its
 * trigger stands alone until then; a pointer over it fetches the module, a click loads it and
 * renders the component opened in its place.
 */
export function LoadOnUse<P extends object>({ load, trigger, props }: LoadOnUseProps<P>) {
  const [Component, setComponent] = useState<ComponentType<P & { initiallyOpen?: boolean }> | null>(null);
  if (Component) return <Component {...props} initiallyOpen />;
  return (
    <Slot.Root onPointerEnter={() => void load()} onClick={() => void load().then((loaded) => setComponent(() => loaded))}>
      {trigger}
    </Slot.Root>
  );
}

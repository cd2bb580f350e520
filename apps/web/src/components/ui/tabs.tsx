import { createContext, useContext, useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Sections of one record or page (WAI-ARIA tabs, automatic activation): the chosen tab is the one
 * in the tab order, arrow keys (Home, End) move to another and show it. Radix's Tabs did the same
 * with 6 KB of collection and roving-focus code on the screens that open on a tab (/organization).
 */
type TabsState = { value: string; select: (value: string) => void; id: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('a tab part outside <Tabs>');
  return state;
}

const idOf = (base: string, kind: 'trigger' | 'content', value: string) => `${base}-${kind}-${value.replace(/\s/g, '-')}`;

export type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue'> & {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, id }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

/** Arrow keys, Home and End move among the list's enabled tabs (wrapping) and show the one reached. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const step = keys[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)]!;
  next.focus();
  next.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'flex max-w-full items-center gap-1 overflow-x-auto border-b border-gray-200 [scrollbar-width:none]',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentPropsWithRef<'button'> & { value: string };

export function TabsTrigger({ className, value, onClick, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, 'trigger', value)}
      aria-selected={active}
      aria-controls={idOf(tabs.id, 'content', value)}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      className={cn(
        'relative -mb-px inline-flex h-10 shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium',
        'whitespace-nowrap text-gray-600 transition-colors duration-150 hover:text-gray-900',
        'data-[state=active]:border-brand-600 data-[state=active]:text-gray-900',
        'focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentPropsWithRef<'div'> & {
  value: string;
  /** Keeps the panel in the DOM while another tab shows (style it away with data-[state=inactive]). */
  forceMount?: boolean | undefined;
};

export function TabsContent({ className, value, forceMount, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'content', value)}
      aria-labelledby={idOf(tabs.id, 'trigger', value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      className={cn('pt-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500', className)}
      {...props}
    />
  );
}

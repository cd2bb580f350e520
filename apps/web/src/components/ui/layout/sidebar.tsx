import { ChevronRight, Menu, PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../../lib/cn';
import { Sheet, SheetContent, SheetTitle } from '../overlays/sheet';
import {
  mobileBreakpoint,
  sidebarDefaultWidth,
  sidebarMaxWidth,
  sidebarMinWidth,
  useSidebarStore,
} from './sidebar-state';

/**
 * The app sidebar (spec 2.3): a fixed column beside the page that can be closed (Ctrl/Cmd+B) and
 * resized by dragging its edge; below 768 px a slide-over sheet opened from a header button.
 * State lives in `sidebar-state.ts`; these are the building blocks.
 */

const mobileQuery = `(max-width: ${mobileBreakpoint - 0.02}px)`;

function subscribeToMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(mobileQuery).matches;
}

/** True below the 768 px breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToMobile, isMobileNow, () => false);
}

/** Ctrl/Cmd + a letter, also while a Korean input method is active (event.key is then a jamo). */
export function isShortcut(event: KeyboardEvent | ReactKeyboardEvent, letter: string): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.key.toLowerCase() === letter || event.code === `Key${letter.toUpperCase()}`;
}

/** Opens or closes the sidebar (or the sheet below 768 px) as the current width requires. */
export function useSidebarToggle(): () => void {
  const isMobile = useIsMobile();
  return useCallback(() => {
    const state = useSidebarStore.getState();
    if (isMobile) state.setOpenMobile(!state.openMobile);
    else state.toggle();
  }, [isMobile]);
}

export type SidebarProviderProps = ComponentPropsWithRef<'div'>;

/** The frame around sidebar and page: provides the width variable and the Ctrl/Cmd+B shortcut. */
export function SidebarProvider({ className, style, children, ...props }: SidebarProviderProps) {
  const width = useSidebarStore((state) => state.width);
  const resizing = useSidebarStore((state) => state.resizing);
  const toggle = useSidebarToggle();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, 'b')) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return (
    <div
      data-resizing={resizing || undefined}
      className={cn('group/provider flex min-h-dvh w-full data-resizing:cursor-col-resize data-resizing:select-none', className)}
      style={{ '--sidebar-width': `${width}px`, ...style } as CSSProperties}
      {...props}
    >
      {children}
    </div>
  );
}

export type SidebarProps = {
  /** Accessible name of the navigation landmark and of the mobile sheet. */
  label: string;
  children: ReactNode;
};

export function Sidebar({ label, children }: SidebarProps) {
  const isMobile = useIsMobile();
  const open = useSidebarStore((state) => state.open);
  const openMobile = useSidebarStore((state) => state.openMobile);
  const setOpenMobile = useSidebarStore((state) => state.setOpenMobile);

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          id="app-sidebar"
          aria-describedby={undefined}
          closeLabel="메뉴 닫기"
          className="w-[min(18rem,85vw)] p-0"
          data-testid="sidebar-sheet"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <nav aria-label={label} className="flex min-h-0 flex-1 flex-col">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div data-state={open ? 'expanded' : 'collapsed'} className="group/sidebar shrink-0" data-testid="sidebar">
      <div
        className={cn(
          'sticky top-0 h-dvh overflow-hidden transition-[width] duration-200 ease-out',
          'group-data-resizing/provider:transition-none',
        )}
        style={{ width: open ? 'var(--sidebar-width)' : '0px' }}
      >
        <nav
          id="app-sidebar"
          aria-label={label}
          inert={!open}
          className={cn(
            'flex h-full w-(--sidebar-width) flex-col border-r border-gray-200 bg-white',
            // Hidden once the slide-out has finished (visibility flips at the end of the transition).
            'transition-[visibility] duration-200 group-data-[state=collapsed]/sidebar:invisible',
          )}
        >
          {children}
        </nav>
        {open && <SidebarRail />}
      </div>
    </div>
  );
}

/** The draggable right edge: pointer drag, arrow keys (16 px), Home/End, double-click resets. */
export function SidebarRail() {
  const width = useSidebarStore((state) => state.width);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: useSidebarStore.getState().width };
    useSidebarStore.getState().setResizing(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    useSidebarStore.getState().setWidth(drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    useSidebarStore.getState().setResizing(false);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const { setWidth, width: current } = useSidebarStore.getState();
    const next: Partial<Record<string, number>> = {
      ArrowLeft: current - 16,
      ArrowRight: current + 16,
      Home: sidebarMinWidth,
      End: sidebarMaxWidth,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setWidth(target);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="사이드바 너비 조절"
      aria-controls="app-sidebar"
      aria-valuenow={width}
      aria-valuemin={sidebarMinWidth}
      aria-valuemax={sidebarMaxWidth}
      tabIndex={0}
      title="끌어서 너비 조절 · 두 번 클릭하면 기본 너비"
      data-testid="sidebar-resize-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      onDoubleClick={() => useSidebarStore.getState().setWidth(sidebarDefaultWidth)}
      className={cn(
        'absolute inset-y-0 right-0 z-10 w-2 cursor-col-resize touch-none outline-none',
        'after:absolute after:inset-y-0 after:right-0 after:w-0.5 after:transition-colors after:duration-150',
        'hover:after:bg-brand-300 focus-visible:after:bg-brand-500 group-data-resizing/provider:after:bg-brand-500',
      )}
    />
  );
}

export type SidebarTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'children'>;

/** Header button: toggles the sidebar on desktop, opens the sheet below 768 px. */
export function SidebarTrigger({ className, onClick, ...props }: SidebarTriggerProps) {
  const isMobile = useIsMobile();
  const open = useSidebarStore((state) => (isMobile ? state.openMobile : state.open));
  const toggle = useSidebarToggle();
  const label = isMobile ? '메뉴 열기' : open ? '사이드바 닫기' : '사이드바 열기';
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? 'app-sidebar' : undefined}
      aria-keyshortcuts="Control+B Meta+B"
      title={`${label} (Ctrl+B)`}
      onClick={(event) => {
        onClick?.(event);
        toggle();
      }}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-600 transition-colors duration-150',
        'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    >
      {isMobile ? <Menu className="size-5" aria-hidden="true" /> : <PanelLeft className="size-5" aria-hidden="true" />}
    </button>
  );
}

/** The page column beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex h-16 shrink-0 items-center px-4', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex shrink-0 items-center gap-1 border-t border-gray-200 p-3', className)} {...props} />;
}

export function SidebarSeparator({ className, ...props }: ComponentPropsWithRef<'hr'>) {
  return <hr className={cn('mx-2 my-2 border-gray-100', className)} {...props} />;
}

const menuButtonBase =
  'flex h-9 w-full min-w-0 items-center gap-2.5 rounded-lg px-2.5 text-sm font-medium select-none ' +
  'transition-colors duration-150 hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ' +
  '[&_svg]:size-[18px] [&_svg]:shrink-0';

type GroupState = { open: boolean; toggle: () => void; contentId: string };
const GroupContext = createContext<GroupState | null>(null);

export type SidebarGroupProps = {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  children: ReactNode;
};

/** A group of the menu that opens and closes (a disclosure: the heading's button shows and hides it). */
export function SidebarGroup({ open, defaultOpen = false, onOpenChange, children }: SidebarGroupProps) {
  const [own, setOwn] = useState(defaultOpen);
  const contentId = useId();
  const current = open ?? own;
  const toggle = () => {
    if (open === undefined) setOwn(!current);
    onOpenChange?.(!current);
  };
  return <GroupContext value={{ open: current, toggle, contentId }}>{children}</GroupContext>;
}

function useGroup() {
  const group = useContext(GroupContext);
  if (!group) throw new Error('a sidebar group part outside <SidebarGroup>');
  return group;
}

export type SidebarGroupTriggerProps = ComponentPropsWithRef<'button'> & { icon?: ReactNode };

/** A group heading that opens and closes its submenu. */
export function SidebarGroupTrigger({ className, icon, children, onClick, ...props }: SidebarGroupTriggerProps) {
  const group = useGroup();
  return (
    <button
      type="button"
      aria-expanded={group.open}
      aria-controls={group.contentId}
      data-state={group.open ? 'open' : 'closed'}
      className={cn(menuButtonBase, 'group/trigger text-gray-700', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group.toggle();
      }}
      {...props}
    >
      {icon}
      <span className="min-w-0 flex-1 truncate text-left">{children}</span>
      <ChevronRight
        className="ml-auto size-4! text-gray-400 transition-transform duration-150 group-data-[state=open]/trigger:rotate-90"
        aria-hidden="true"
      />
    </button>
  );
}

export function SidebarGroupContent({ children, ...props }: ComponentPropsWithRef<'div'>) {
  const group = useGroup();
  return (
    <div id={group.contentId} data-state={group.open ? 'open' : 'closed'} hidden={!group.open} {...props}>
      {group.open && children}
    </div>
  );
}

export function SidebarMenu({ className, ...props }: ComponentPropsWithRef<'ul'>) {
  return <ul className={cn('flex flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem(props: ComponentPropsWithRef<'li'>) {
  return <li {...props} />;
}

export type SidebarMenuButtonProps = ComponentPropsWithRef<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  /** Smaller, for items inside a group's submenu. */
  sub?: boolean;
};

/** A menu entry; with `asChild` it styles the router link it wraps. */
export function SidebarMenuButton({ asChild, isActive, sub, className, ...props }: SidebarMenuButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-active={isActive || undefined}
      className={cn(
        menuButtonBase,
        sub ? 'h-8 text-[13px] font-normal text-gray-600' : 'text-gray-700',
        'data-active:bg-brand-50 data-active:font-semibold data-active:text-brand-700 data-active:hover:bg-brand-50',
        className,
      )}
      {...props}
    />
  );
}

/** A group's submenu, indented under the group heading with a guide line. */
export function SidebarMenuSub({ className, ...props }: ComponentPropsWithRef<'ul'>) {
  return (
    <ul className={cn('mt-0.5 mb-1 ml-[1.3rem] flex flex-col gap-0.5 border-l border-gray-200 pl-2', className)} {...props} />
  );
}

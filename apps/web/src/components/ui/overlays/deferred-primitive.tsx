import { Slot } from 'radix-ui';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * Radix layers (menus, popovers, dialogs, selects) with their code loaded on first use (issue 16:
 * together with their positioning, focus and scroll-lock code they were ~40 KB of every screen's
 * first load, for layers nobody has opened yet).
 *
 * `deferredPrimitive(load, kind)` stands for a Radix primitive's namespace (`Select`, `Dialog`, ...)
 * with the same parts and props. Until an instance is used, its Root renders only what shows while
 * closed: the trigger, as a button with the real trigger's attributes and look (a select's also
 * shows the chosen item's text); the other parts render nothing. A pointer over the trigger fetches
 * the primitive; a click, Enter, Space or an arrow key on it (or `open` becoming true) loads it and
 * renders the real primitive, opened. A letter typed on a closed select's stand-in picks an item as
 * Radix's type-ahead does (selectTypeAhead), without loading anything. Once loaded, new instances
 * render the real one at once.
 */

type Parts = Record<string, unknown>;
type Kind = 'menu' | 'popover' | 'dialog' | 'select';
type Props = Record<string, unknown> & { children?: ReactNode };
type State = {
  parts: Parts | null;
  /** Loads and opens the real primitive: from a pointer, or from a key the real trigger then gets. */
  activate: (key: string | null) => void;
  typeAhead: (key: string) => void;
  prefetch: () => void;
  triggerRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  label: ReactNode;
  placeholder: boolean;
};

const triggerAttributes: Record<Kind, Record<string, unknown>> = {
  menu: { 'aria-haspopup': 'menu', 'aria-expanded': false },
  popover: { 'aria-haspopup': 'dialog', 'aria-expanded': false },
  dialog: { 'aria-haspopup': 'dialog', 'aria-expanded': false },
  select: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'none' },
};

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every deferred primitive now (the web tests, which render the real ones from the start). */
export function preloadDeferredPrimitives() {
  return Promise.all(preloads.map((load) => load()));
}

type Item = { value: unknown; label: ReactNode; disabled: boolean };

/** A select's items in order: the elements under its Root with a `value` and children. */
function itemsOf(children: ReactNode, found: Item[] = []): Item[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Props>(child)) continue;
    if ('value' in child.props && child.props.children != null) found.push({ value: child.props.value, label: child.props.children, disabled: Boolean(child.props.disabled) });
    else itemsOf(child.props.children, found);
  }
  return found;
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement<Props>(node) ? textOf(node.props.children) : '';
}

/**
 * The item Radix's type-ahead on a closed select picks for `search` (the letters typed within a
 * second): the next item after the current one whose text starts with it; a letter repeated cycles
 * through the items starting with that letter.
 */
export function selectTypeAhead(items: Item[], search: string, current: unknown): Item | undefined {
  const enabled = items.filter((item) => !item.disabled);
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search[0]! : search).toLowerCase();
  const start = Math.max(enabled.findIndex((item) => item.value === current), 0);
  const wrapped = enabled.map((_, index) => enabled[(start + index) % enabled.length]!);
  const candidates = wanted.length === 1 ? wrapped.filter((item) => item.value !== current) : wrapped;
  const next = candidates.find((item) => textOf(item.label).trim().toLowerCase().startsWith(wanted));
  return next?.value !== current ? next : undefined;
}

export function deferredPrimitive<P extends object>(load: () => Promise<P>, kind: Kind): P {
  let loaded: Parts | null = null;
  let loading: Promise<Parts> | null = null;
  const fetchParts = () => (loading ??= load().then((parts) => (loaded = parts as Parts)));
  preloads.push(fetchParts);
  const Context = createContext<State | null>(null);
  const real = (parts: Parts, name: string) => parts[name] as ComponentType<Props>;

  function Root(props: Props) {
    const [parts, setParts] = useState<Parts | null>(loaded);
    // Opening waits for the real trigger: it takes focus first, as if it had been clicked (in a
    // dialog, the stand-in leaving with the focus would otherwise close the layer at once). A key
    // that opened a menu or a select is pressed again on the real trigger: Radix starts a menu on
    // its first item only when it saw the keyboard in use, which it watches from its mount on.
    const [opening, setOpening] = useState<{ key: string | null } | null>(null);
    const search = useRef({ text: '', at: 0 });
    const [ownValue, setOwnValue] = useState(props.defaultValue);
    const [ownOpen, setOwnOpen] = useState(Boolean(props.defaultOpen));
    const triggerRef = useRef<HTMLElement | null>(null);
    const controlled = props.open !== undefined;
    const onOpenChange = (open: boolean) => {
      if (!controlled) setOwnOpen(open);
      (props.onOpenChange as ((open: boolean) => void) | undefined)?.(open);
    };
    const activate = (from: { key: string | null } | null) => {
      void fetchParts().then((next) => {
        setParts(next);
        if (from) setOpening(from);
      });
    };
    const value = props.value ?? ownValue;
    const placeholder = value === undefined || value === '';
    const typeAhead = (key: string) => {
      const now = Date.now();
      const text = (now - search.current.at < 1000 ? search.current.text : '') + key;
      search.current = { text, at: now };
      const next = selectTypeAhead(itemsOf(props.children), text, value);
      if (!next) return;
      setOwnValue(next.value);
      (props.onValueChange as ((value: unknown) => void) | undefined)?.(next.value);
    };
    // Only `open` asks for the real primitive; once loaded, opening from the trigger happens once.
    useEffect(() => {
      if (props.open && !parts) activate(null);
    }, [props.open, parts]);
    useEffect(() => {
      if (!parts || !opening) return;
      setOpening(null);
      const trigger = triggerRef.current;
      trigger?.focus();
      if (opening.key && trigger) trigger.dispatchEvent(new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }));
      else onOpenChange(true);
    }, [parts, opening]);
    const state: State = {
      parts,
      activate: (key) => activate({ key }),
      typeAhead,
      prefetch: () => void fetchParts(),
      triggerRef,
      disabled: Boolean(props.disabled),
      label: kind === 'select' && !placeholder ? (itemsOf(props.children).find((item) => item.value === value)?.label ?? null) : null,
      placeholder,
    };
    if (!parts) return <Context.Provider value={state}>{props.children}</Context.Provider>;
    const RealRoot = real(parts, 'Root');
    return (
      <Context.Provider value={state}>
        <RealRoot {...props} defaultValue={props.value === undefined ? ownValue : undefined} defaultOpen={undefined} open={controlled ? props.open : ownOpen} onOpenChange={onOpenChange} />
      </Context.Provider>
    );
  }

  function Trigger({ asChild, onClick, onKeyDown, onPointerEnter, ...props }: Props) {
    const state = useContext(Context);
    if (!state) throw new Error('a deferred primitive part outside its Root');
    if (state.parts) {
      const RealTrigger = real(state.parts, 'Trigger');
      const ref = (node: HTMLElement | null) => {
        state.triggerRef.current = node;
        const outer = props.ref as ((node: HTMLElement | null) => void) | RefObject<HTMLElement | null> | undefined;
        if (typeof outer === 'function') outer(node);
        else if (outer) outer.current = node;
      };
      return <RealTrigger asChild={asChild} onClick={onClick} onKeyDown={onKeyDown} onPointerEnter={onPointerEnter} {...props} ref={ref} />;
    }
    const Element = (asChild ? Slot.Root : 'button') as ComponentType<Props>;
    const disabled = Boolean(props.disabled) || state.disabled;
    return (
      <Element
        type={asChild ? undefined : 'button'}
        {...triggerAttributes[kind]}
        data-state="closed"
        data-placeholder={kind === 'select' && state.placeholder ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        {...props}
        disabled={disabled || undefined}
        onPointerEnter={(event: MouseEvent) => {
          (onPointerEnter as ((event: MouseEvent) => void) | undefined)?.(event);
          state.prefetch();
        }}
        onClick={(event: MouseEvent) => {
          (onClick as ((event: MouseEvent) => void) | undefined)?.(event);
          // A click the keyboard made (Enter or Space on the button) is a key for a menu or a select.
          if (!event.defaultPrevented) state.activate(event.detail === 0 && (kind === 'menu' || kind === 'select') ? 'Enter' : null);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          (onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
          if (event.defaultPrevented || kind === 'dialog' || kind === 'popover') return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            state.activate(event.key);
          } else if (kind === 'select' && event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.altKey && !event.metaKey) {
            state.typeAhead(event.key);
          }
        }}
      />
    );
  }

  /**
   * What a part shows while the primitive is not loaded: a select's value and icon (and an item's
   * text, when the value shows it), a popover's anchor.
   */
  const standIns: Record<string, (props: Props, state: State) => ReactNode> = {
    Value: ({ children, placeholder }, state) => <span style={{ pointerEvents: 'none' }}>{children ?? state.label ?? (placeholder as ReactNode)}</span>,
    ItemText: ({ children }) => children,
    Icon: ({ asChild, children, ...props }) => (asChild ? <Slot.Root {...props}>{children}</Slot.Root> : <span aria-hidden="true" {...props}>{children ?? '▼'}</span>),
    Anchor: ({ asChild, ...props }) => (asChild ? <Slot.Root {...props} /> : <div {...props} />),
  };

  const partCache = new Map<string, ComponentType<Props>>([
    ['Root', Root],
    ['Trigger', Trigger],
  ]);
  const part = (name: string) => {
    if (!partCache.has(name)) {
      const Part = (props: Props) => {
        const state = useContext(Context);
        if (state?.parts) {
          const Real = real(state.parts, name);
          return <Real {...props} />;
        }
        return state ? (standIns[name]?.(props, state) ?? null) : null;
      };
      Part.displayName = `Deferred${name}`;
      partCache.set(name, Part);
    }
    return partCache.get(name)!;
  };
  return new Proxy({}, { get: (_, name) => (typeof name === 'string' ? part(name) : undefined) }) as P;
}

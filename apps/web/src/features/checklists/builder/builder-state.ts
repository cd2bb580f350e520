import { automaticSources, type AutomaticSource } from '@saram/shared/checklists/checklists';
import { emptyAssignment } from '@saram/shared/checklists/checklist-defaults';
import type { Assignment, ChecklistItem, TemplateContent, UiItem } from '@saram/shared/checklists/checklists.schemas';

/**
 * The checklist builder's draft: pure state and a reducer, so that every edit (drop from the palette,
 * move, reorder, delete) is testable without a browser. Order lives in arrays: `sections` in their
 * order, and `columns` listing the item ids of each section in order (plus the unsorted column,
 * 미분류, for items without a section). The contract's `order` fields are written on the way out.
 */

/** The column of items without a section. Not a valid contract id (':' is not allowed), so it never clashes. */
export const unsortedColumn = ':unsorted';
export const unsortedLabel = '미분류';

export type Verification = ChecklistItem['verification'];
export type DraftItem = Omit<ChecklistItem, 'sectionId' | 'order'>;
export type DraftSection = { id: string; title: string };

export type BuilderState = {
  name: string;
  description: string;
  assignment: Assignment;
  sections: DraftSection[];
  items: Record<string, DraftItem>;
  /** Item ids per column (a section id or `unsortedColumn`), in their order. */
  columns: Record<string, string[]>;
};

export type Selection = { kind: 'item' | 'section'; id: string } | null;

export type BuilderAction =
  | { type: 'load'; state: BuilderState }
  | { type: 'set-meta'; patch: Partial<Pick<BuilderState, 'name' | 'description' | 'assignment'>> }
  | { type: 'add-section'; id: string; title: string; index?: number }
  | { type: 'update-section'; id: string; title: string }
  | { type: 'move-section'; id: string; to: number }
  | { type: 'remove-section'; id: string; items: 'unsorted' | 'delete' }
  | { type: 'add-item'; item: DraftItem; column: string; index?: number }
  | { type: 'update-item'; id: string; patch: Partial<Omit<DraftItem, 'id'>> }
  | { type: 'move-item'; id: string; column: string; index: number }
  | { type: 'remove-item'; id: string }
  | { type: 'duplicate-item'; id: string; newId: string };

/** An empty template: no name yet, one section to drop items into. */
export function emptyState(firstSectionId: string): BuilderState {
  return {
    name: '',
    description: '',
    assignment: { ...emptyAssignment },
    sections: [{ id: firstSectionId, title: '기본' }],
    items: {},
    columns: { [unsortedColumn]: [], [firstSectionId]: [] },
  };
}

/** The column an item is in, or undefined. */
export function columnOf(state: BuilderState, itemId: string): string | undefined {
  return Object.keys(state.columns).find((column) => state.columns[column]!.includes(itemId));
}

/** Every column in screen order: the sections, then 미분류. */
export function columnOrder(state: BuilderState): string[] {
  return [...state.sections.map((s) => s.id), unsortedColumn];
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

function insertAt<T>(list: readonly T[], index: number | undefined, value: T): T[] {
  const next = [...list];
  next.splice(index === undefined ? next.length : clamp(index, next.length), 0, value);
  return next;
}

function withoutItem(columns: Record<string, string[]>, id: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(columns).map(([column, ids]) => [column, ids.filter((x) => x !== id)]));
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'set-meta':
      return { ...state, ...action.patch };
    case 'add-section':
      return {
        ...state,
        sections: insertAt(state.sections, action.index, { id: action.id, title: action.title }),
        columns: { ...state.columns, [action.id]: [] },
      };
    case 'update-section':
      return { ...state, sections: state.sections.map((s) => (s.id === action.id ? { ...s, title: action.title } : s)) };
    case 'move-section': {
      const from = state.sections.findIndex((s) => s.id === action.id);
      if (from < 0) return state;
      const rest = state.sections.filter((s) => s.id !== action.id);
      return { ...state, sections: insertAt(rest, clamp(action.to, rest.length), state.sections[from]!) };
    }
    case 'remove-section': {
      const ids = state.columns[action.id] ?? [];
      const { [action.id]: _removed, ...columns } = state.columns;
      const items = { ...state.items };
      if (action.items === 'delete') for (const id of ids) delete items[id];
      else columns[unsortedColumn] = [...(columns[unsortedColumn] ?? []), ...ids];
      return { ...state, sections: state.sections.filter((s) => s.id !== action.id), items, columns };
    }
    case 'add-item': {
      if (!(action.column in state.columns) || state.items[action.item.id]) return state;
      return {
        ...state,
        items: { ...state.items, [action.item.id]: action.item },
        columns: { ...state.columns, [action.column]: insertAt(state.columns[action.column]!, action.index, action.item.id) },
      };
    }
    case 'update-item': {
      const item = state.items[action.id];
      if (!item) return state;
      return { ...state, items: { ...state.items, [action.id]: { ...item, ...action.patch } } };
    }
    case 'move-item': {
      if (!state.items[action.id] || !(action.column in state.columns)) return state;
      const columns = withoutItem(state.columns, action.id);
      columns[action.column] = insertAt(columns[action.column]!, action.index, action.id);
      return { ...state, columns };
    }
    case 'remove-item': {
      if (!state.items[action.id]) return state;
      const { [action.id]: _removed, ...items } = state.items;
      return { ...state, items, columns: withoutItem(state.columns, action.id) };
    }
    case 'duplicate-item': {
      const item = state.items[action.id];
      const column = columnOf(state, action.id);
      if (!item || column === undefined || state.items[action.newId]) return state;
      const index = state.columns[column]!.indexOf(action.id) + 1;
      return {
        ...state,
        items: { ...state.items, [action.newId]: { ...structuredClone(item), id: action.newId, title: `${item.title} (사본)`.slice(0, 200) } },
        columns: { ...state.columns, [column]: insertAt(state.columns[column]!, index, action.newId) },
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Ids, the palette, and the contract's content shape.

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A slug-like id unique among `taken` ([A-Za-z0-9_-], as the contract wants): 'item-k3x9q2'. */
export function newId(prefix: 'item' | 'section', taken: (id: string) => boolean, random: () => number = Math.random): string {
  for (;;) {
    let suffix = '';
    for (let i = 0; i < 6; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
    const id = `${prefix}-${suffix}`;
    if (!taken(id)) return id;
  }
}

/** Whether an id is used by a section or an item of the draft. */
export const idTaken = (state: BuilderState) => (id: string) => id in state.items || state.sections.some((s) => s.id === id);

/** How a palette entry is checked, from its type and default_config. */
export function verificationFromPalette(entry: Pick<UiItem, 'type' | 'default_config'>): Verification {
  const config = entry.default_config;
  switch (entry.type) {
    case 'document':
      return { method: 'document' };
    case 'sign_off':
      return config.by === 'role' && typeof config.role === 'string' && config.role
        ? { method: 'sign_off', by: 'role', role: config.role }
        : { method: 'sign_off', by: 'manager' };
    case 'automatic': {
      const source = automaticSources.find((s) => s === config.source) ?? automaticSources[0];
      return { method: 'automatic', source: source as AutomaticSource };
    }
  }
}

/** A palette entry as a new template item: its label as the title, its check from type and config. */
export function itemFromPalette(entry: Pick<UiItem, 'type' | 'default_config' | 'label' | 'description'>, id: string): DraftItem {
  return { id, title: entry.label, description: entry.description, required: true, verification: verificationFromPalette(entry) };
}

/** The contract's content: sections and items with their `order`, items without a section under null. */
export function toContent(state: BuilderState): TemplateContent {
  const sections = state.sections.map((s, order) => ({ id: s.id, title: s.title, order }));
  let order = 0;
  const items: ChecklistItem[] = [];
  for (const column of columnOrder(state)) {
    for (const id of state.columns[column] ?? []) {
      const item = state.items[id];
      if (item) items.push({ ...item, sectionId: column === unsortedColumn ? null : column, order: order++ });
    }
  }
  return { name: state.name, description: state.description, sections, items, assignment: state.assignment };
}

/** A saved template as a draft. Items pointing to a section that is gone land in 미분류. */
export function fromContent(content: TemplateContent): BuilderState {
  const sections = [...content.sections].sort((a, b) => a.order - b.order).map(({ id, title }) => ({ id, title }));
  const columns: Record<string, string[]> = { [unsortedColumn]: [] };
  for (const s of sections) columns[s.id] = [];
  const items: Record<string, DraftItem> = {};
  for (const item of [...content.items].sort((a, b) => a.order - b.order)) {
    const { sectionId, order: _order, ...rest } = item;
    items[item.id] = rest;
    columns[sectionId !== null && sectionId in columns ? sectionId : unsortedColumn]!.push(item.id);
  }
  return { name: content.name, description: content.description, assignment: content.assignment, sections, items, columns };
}

/**
 * A field error's key for the screen, from a path into the content ('items.3.verification.role'):
 * 'item:<id>:verification.role', 'section:<id>:title', or the top-level field ('name').
 */
export function errorKey(content: TemplateContent, path: readonly PropertyKey[]): string {
  const [head, index, ...rest] = path.map(String);
  const field = rest.join('.') || 'id';
  if (head === 'items' && content.items[Number(index)]) return `item:${content.items[Number(index)]!.id}:${field}`;
  if (head === 'sections' && content.sections[Number(index)]) return `section:${content.sections[Number(index)]!.id}:${field}`;
  return [head, index, ...rest].filter((p) => p !== undefined).join('.');
}

/** Maps errors keyed by content paths ('items.3.title', from zod or the server's `details.fields`) to screen keys. */
export function mapErrors(content: TemplateContent, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) out[errorKey(content, path.split('.'))] ??= message;
  return out;
}

/** Whether an item or a section has any error (the card's red mark). */
export function hasErrors(errors: Record<string, string>, kind: 'item' | 'section', id: string): boolean {
  return Object.keys(errors).some((key) => key.startsWith(`${kind}:${id}:`));
}

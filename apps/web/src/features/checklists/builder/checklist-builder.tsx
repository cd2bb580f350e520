import '@saram/shared/zod-ko.schemas';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { verificationMethodLabels } from '@saram/shared/checklists/checklists';
import type { ChecklistTemplate, UiItem } from '@saram/shared/checklists/checklists.schemas';
import { josa } from '@saram/shared/hangul';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/dialogs/unsaved-changes-guard';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showSuccess } from '../../../lib/toast';
import { useIsMobile } from '../../../components/ui/layout/sidebar';
import { useRoleChoices } from '../../rbac/api';
import { uiItemsQuery } from '../api';
import { BuilderHeader } from './builder-header';
import { builderCollision, dndName, dropTarget, koreanAnnouncements, parseDndId, screenReaderInstructions } from './builder-dnd';
import {
  builderReducer,
  columnOf,
  emptyState,
  fromContent,
  idTaken,
  itemFromPalette,
  newId,
  toContent,
  unsortedColumn,
  type BuilderState,
  type Selection,
} from './builder-state';
import { Canvas } from './canvas';
import { canvasActions } from './canvas-actions';
import { DragCard } from './item-card';
import { ChecklistPreview } from './checklist-preview';
import { Inspector } from './inspector';
import { Palette } from './palette';
import { RemoveSectionDialog } from './remove-section-dialog';
import { SaveDialog } from './save-dialog';
import { useTemplateSave } from './use-template-save';
import { verificationText } from '@saram/shared/checklists/checklist-defaults';

type ChecklistBuilderProps = {
  /** The template at its current version, or null for /checklist-builder/new. */
  template: ChecklistTemplate | null;
  /** Loads the latest version again (after a 409); the page then mounts a fresh builder. */
  onReload: () => void;
  reloading: boolean;
};

type Panel = 'palette' | 'canvas' | 'inspector';

const centerY = (active: Active) => {
  const rect = active.rect.current.translated;
  return rect ? rect.top + rect.height / 2 : null;
};

/**
 * The checklist builder (spec 7.3): palette, canvas and inspector side by side from 768 px, tabs
 * below; the header holds the template's name, 적용 대상, 미리보기 and 저장. Saving writes a new
 * version and returns to the template list.
 */
export function ChecklistBuilder({ template, onReload, reloading }: ChecklistBuilderProps) {
  const [initial] = useState<BuilderState>(() => (template ? fromContent(template) : emptyState(newId('section', () => false))));
  const [baseline] = useState(() => JSON.stringify(toContent(initial)));
  const [state, dispatch] = useReducer(builderReducer, initial);
  const [selection, setSelection] = useState<Selection>(() => (initial.sections[0] ? { kind: 'section', id: initial.sections[0].id } : null));
  const [preview, setPreview] = useState(false);
  const [removingSection, setRemovingSection] = useState<string | null>(null);
  const [activeDrag, setActiveDrag] = useState<UniqueIdentifier | null>(null);
  const [dropHint, setDropHint] = useState<{ column: string; index: number } | null>(null);
  const [panel, setPanel] = useState<Panel>('canvas');
  const [status, setStatus] = useState('');
  const isDesktop = !useIsMobile();
  const navigate = useNavigate();
  const leaving = useRef(false);

  const palette = useQuery(uiItemsQuery());
  const paletteEntries = palette.data?.data;
  const { options: roleOptions, labelOf: roleLabel } = useRoleChoices();

  const content = useMemo(() => toContent(state), [state]);
  const { errors, dialogOpen, setDialogOpen, conflict, saving, openSave, save } = useTemplateSave({
    template,
    content,
    onInvalid: (firstKey) => {
      const [kind, id] = firstKey?.split(':') ?? [];
      if ((kind === 'item' || kind === 'section') && id) {
        setSelection({ kind, id });
        if (!isDesktop) setPanel('inspector');
      }
    },
    onSaved: (saved) => {
      leaving.current = true;
      void navigate(`/checklist-templates?id=${saved.id}`);
    },
  });
  const dirty = JSON.stringify(content) !== baseline;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const paletteLabel = (id: string) => paletteEntries?.find((e) => e.id === id)?.label;
  const name = (id: UniqueIdentifier) => dndName(state, paletteLabel, id);

  // Where 추가 puts a palette entry: after the selected item, into the selected section, else the first section.
  const addTarget = (): { column: string; index?: number } => {
    if (selection?.kind === 'item') {
      const column = columnOf(state, selection.id);
      if (column !== undefined) return { column, index: state.columns[column]!.indexOf(selection.id) + 1 };
    }
    if (selection?.kind === 'section' && selection.id in state.columns) return { column: selection.id };
    return { column: state.sections[0]?.id ?? unsortedColumn };
  };
  const columnName = (column: string) => (column === unsortedColumn ? '미분류' : (state.sections.find((s) => s.id === column)?.title || '제목 없는 구역'));
  const targetName = `${columnName(addTarget().column)} 구역`;

  const addFromPalette = (entry: UiItem, target: { column: string; index?: number } = addTarget()) => {
    const id = newId('item', idTaken(state));
    dispatch({ type: 'add-item', item: itemFromPalette(entry, id), column: target.column, ...(target.index === undefined ? {} : { index: target.index }) });
    setSelection({ kind: 'item', id });
    const message = `${josa(entry.label, '을/를')} ${columnName(target.column)} 구역에 추가했습니다.`;
    setStatus(message);
    // On the phone the palette tab hides the checklist: say where it went.
    if (!isDesktop) showSuccess(message);
  };

  const actions = canvasActions({
    state,
    dispatch,
    selection,
    select: (next) => {
      setSelection(next);
      if (!isDesktop && next !== null) setPanel('inspector');
    },
    announce: setStatus,
    columnName,
    requestRemoveSection: setRemovingSection,
  });

  /**
   * Where a palette entry or a card from another section would land. The card itself moves only on
   * drop (moving it between sections mid-drag remounts it and throws off the overlay), so the target
   * section shows a line at that place meanwhile; within its own section the sortable preview shows it.
   */
  const crossTarget = (active: Active, over: Over | null) => {
    const dragged = parseDndId(active.id);
    if (!over || (dragged.kind !== 'item' && dragged.kind !== 'palette')) return null;
    const target = dropTarget(state, over, centerY(active));
    return target && (dragged.kind === 'palette' || target.column !== columnOf(state, dragged.id)) ? target : null;
  };

  const onDragOver = ({ active, over }: DragOverEvent) => setDropHint(crossTarget(active, over));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveDrag(null);
    setDropHint(null);
    if (!over) return;
    const dragged = parseDndId(active.id);
    const target = parseDndId(over.id);
    const cross = crossTarget(active, over);
    if (dragged.kind === 'section' && target.kind === 'section' && target.id !== dragged.id) {
      dispatch({ type: 'move-section', id: dragged.id, to: state.sections.findIndex((s) => s.id === target.id) });
    } else if (dragged.kind === 'palette') {
      const entry = paletteEntries?.find((e) => e.id === dragged.id);
      if (entry && cross) addFromPalette(entry, cross);
    } else if (dragged.kind === 'item' && cross) {
      dispatch({ type: 'move-item', id: dragged.id, column: cross.column, index: cross.index });
      setStatus(`${josa(state.items[dragged.id]!.title, '을/를')} ${columnName(cross.column)} 구역으로 옮겼습니다.`);
    } else if (dragged.kind === 'item' && target.kind === 'item' && target.id !== dragged.id) {
      const column = columnOf(state, target.id)!;
      dispatch({ type: 'move-item', id: dragged.id, column, index: state.columns[column]!.indexOf(target.id) });
    }
  };

  const cancel = () => void navigate(template ? `/checklist-templates?id=${template.id}` : '/checklist-templates');

  const activeParsed = activeDrag === null ? null : parseDndId(activeDrag);
  const overlay =
    activeParsed?.kind === 'palette'
      ? (() => {
          const entry = paletteEntries?.find((e) => e.id === activeParsed.id);
          return entry ? <DragCard title={entry.label} meta={verificationMethodLabels[entry.type]} /> : null;
        })()
      : activeParsed?.kind === 'item' && state.items[activeParsed.id]
        ? <DragCard title={state.items[activeParsed.id]!.title} meta={verificationText(state.items[activeParsed.id]!.verification, roleLabel)} />
        : null;

  const paletteView = (
    <Palette
      entries={paletteEntries}
      loading={palette.isPending}
      failed={palette.isError}
      targetName={targetName}
      onAdd={(entry) => addFromPalette(entry)}
      draggable={isDesktop}
    />
  );
  const canvasView = <Canvas state={state} selection={selection} errors={errors} roleLabel={roleLabel} actions={actions} dropHint={dropHint} />;
  const inspectorView = <Inspector state={state} selection={selection} errors={errors} dispatch={dispatch} roleOptions={roleOptions} />;

  return (
    <div className="flex h-full min-h-0 flex-col overflow-y-auto md:overflow-hidden">
      <UnsavedChangesGuard when={() => !leaving.current && dirtyRef.current} />
      <BuilderHeader
        state={state}
        errors={errors}
        dispatch={dispatch}
        version={template?.version ?? null}
        dirty={dirty}
        preview={preview}
        onPreviewChange={setPreview}
        onSave={openSave}
        onCancel={cancel}
        saving={saving}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={builderCollision}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements: koreanAnnouncements(name), screenReaderInstructions }}
        onDragStart={({ active }) => setActiveDrag(active.id)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveDrag(null);
          setDropHint(null);
        }}
      >
        {preview ? (
          <div className="min-h-0 flex-1 bg-gray-50 md:overflow-y-auto">
            <ChecklistPreview state={state} roleLabel={roleLabel} />
          </div>
        ) : isDesktop ? (
          <div className="grid min-h-0 flex-1 grid-cols-[240px_minmax(0,1fr)_300px] xl:grid-cols-[280px_minmax(0,1fr)_340px]">
            <aside aria-label="항목 팔레트" className="flex min-h-0 flex-col border-r border-gray-200 bg-white">
              {paletteView}
            </aside>
            <div className="min-h-0 overflow-y-auto bg-gray-50" aria-label="체크리스트 구성" role="region">
              {canvasView}
            </div>
            <aside aria-label="속성" className="min-h-0 overflow-y-auto border-l border-gray-200 bg-white">
              {inspectorView}
            </aside>
          </div>
        ) : (
          <Tabs value={panel} onValueChange={(v) => setPanel(v as Panel)} className="flex flex-col">
            <TabsList className="sticky top-0 z-10 shrink-0 bg-white px-3">
              <TabsTrigger value="palette">항목 추가</TabsTrigger>
              <TabsTrigger value="canvas">구성</TabsTrigger>
              <TabsTrigger value="inspector">속성</TabsTrigger>
            </TabsList>
            <TabsContent value="palette" className="pt-0">
              {paletteView}
            </TabsContent>
            <TabsContent value="canvas" className="bg-gray-50 pt-0">
              {canvasView}
            </TabsContent>
            <TabsContent value="inspector" className="pt-0">
              {inspectorView}
            </TabsContent>
          </Tabs>
        )}
        <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
      </DndContext>
      <SaveDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        version={template?.version ?? null}
        pending={saving}
        conflict={conflict}
        reloading={reloading}
        onSave={save}
        onReload={() => {
          leaving.current = true;
          onReload();
        }}
      />
      <RemoveSectionDialog
        section={removingSection ? { title: columnName(removingSection), count: (state.columns[removingSection] ?? []).length } : null}
        onClose={() => setRemovingSection(null)}
        onRemove={(items) => {
          if (removingSection) dispatch({ type: 'remove-section', id: removingSection, items });
          if (selection?.id === removingSection) setSelection(null);
          setRemovingSection(null);
        }}
      />
    </div>
  );
}

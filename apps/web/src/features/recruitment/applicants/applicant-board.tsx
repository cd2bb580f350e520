import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { applicantStatusLabels, type ApplicantStatus } from '@saram/shared/recruitment/recruitment';
import type { ApplicantSummary } from '@saram/shared/recruitment/applicants.schemas';
import { ArrowRightLeft, FileText, GripVertical, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/forms/checkbox';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../components/ui/overlays/dropdown-menu';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/labels/format';
import { boardColumns, canDrop, formatScore, moveTargets } from '../recruitment-logic';

export type ApplicantBoardProps = {
  applicants: readonly ApplicantSummary[];
  /** recruitment:write and a notice that still processes applicants. */
  canMove: boolean;
  onMove: (applicant: ApplicantSummary, to: ApplicantStatus) => void;
  /** A drop on a column the pipeline does not allow. */
  onRefused: (applicant: ApplicantSummary, to: ApplicantStatus) => void;
  onOpen: (applicant: ApplicantSummary) => void;
  /** The applicant whose sheet is open: the card is marked. */
  openId?: string | null | undefined;
  /** 최종 합격 applicants ticked for the batch integration (only when integrating is possible). */
  selected?: ReadonlySet<string> | undefined;
  onToggle?: ((applicant: ApplicantSummary) => void) | undefined;
};

/**
 * The applicants of one notice as a board by pipeline stage. A card is dragged to another column
 * (only the columns the pipeline allows light up and accept it), or moved with its 단계 이동 menu,
 * which offers only the allowed stages: the keyboard way.
 */
export function ApplicantBoard({ applicants, canMove, onMove, onRefused, onOpen, openId, selected, onToggle }: ApplicantBoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragging, setDragging] = useState<ApplicantSummary | null>(null);
  const byId = new Map(applicants.map((a) => [a.id, a]));
  const board = useRef<HTMLDivElement>(null);
  const firstStage = applicants[0] ? boardColumns(applicants).find((c) => c.applicants.length > 0)?.stage : undefined;

  // Opened on a phone (or a narrow window): the first stage with anyone in it is in view.
  useEffect(() => {
    const element = board.current;
    const first = firstStage && element?.querySelector<HTMLElement>(`[data-stage="${firstStage}"]`);
    if (element && first && first.offsetLeft + first.offsetWidth > element.clientWidth) element.scrollLeft = first.offsetLeft - 4;
    // Only when the board opens, not after every move.
  }, []);

  const onDragStart = (event: DragStartEvent) => setDragging(byId.get(String(event.active.id)) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const applicant = byId.get(String(event.active.id));
    const to = event.over ? (String(event.over.id) as ApplicantStatus) : null;
    if (!applicant || !to || to === applicant.status) return;
    if (canDrop(applicant, to)) onMove(applicant, to);
    else onRefused(applicant, to);
  };

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div ref={board} className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3 xl:gap-2" role="list" aria-label="전형 단계별 지원자">
        {boardColumns(applicants).map((column) => (
          <Column
            key={column.stage}
            stage={column.stage}
            label={column.label}
            count={column.applicants.length}
            state={dragging ? (dragging.status === column.stage ? 'origin' : canDrop(dragging, column.stage) ? 'allowed' : 'refused') : 'idle'}
          >
            {column.applicants.map((applicant) => (
              <ApplicantCard
                key={applicant.id}
                applicant={applicant}
                canMove={canMove}
                onMove={onMove}
                onOpen={onOpen}
                opened={applicant.id === openId}
                selected={selected?.has(applicant.id) ?? false}
                onToggle={onToggle}
              />
            ))}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}

type ColumnState = 'idle' | 'origin' | 'allowed' | 'refused';

function Column({ stage, label, count, state, children }: { stage: ApplicantStatus; label: string; count: number; state: ColumnState; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      role="listitem"
      aria-label={label}
      data-stage={stage}
      data-drop={state}
      className={cn(
        'flex w-64 shrink-0 snap-start flex-col rounded-xl border xl:w-auto xl:min-w-36 xl:flex-1 xl:shrink bg-gray-50 transition-colors duration-150',
        state === 'allowed' ? 'border-dashed border-brand-500 bg-brand-50/60' : 'border-gray-200',
        state === 'allowed' && isOver && 'bg-brand-100',
        state === 'refused' && 'opacity-50',
      )}
    >
      <h3 className="flex items-center justify-between px-3 pt-3 pb-2 text-sm font-semibold text-gray-900">
        {label}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-gray-700 tabular-nums ring-1 ring-gray-200">{count}</span>
      </h3>
      <ul className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-2" aria-label={`${label} 지원자`}>
        {children}
        {count === 0 && <li className="px-1 py-3 text-center text-[13px] text-gray-500">지원자 없음</li>}
      </ul>
    </section>
  );
}

type CardProps = {
  applicant: ApplicantSummary;
  canMove: boolean;
  onMove: (applicant: ApplicantSummary, to: ApplicantStatus) => void;
  onOpen: (applicant: ApplicantSummary) => void;
  opened?: boolean;
  selected: boolean;
  onToggle?: ((applicant: ApplicantSummary) => void) | undefined;
};

export function ApplicantCard({ applicant, canMove, onMove, onOpen, opened = false, selected, onToggle }: CardProps) {
  const targets = canMove ? moveTargets(applicant) : [];
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: applicant.id, disabled: targets.length === 0 });
  const ready = applicant.status === 'final_passed' && applicant.integration.state === 'ready';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-applicant={applicant.name}
      data-applicant-id={applicant.id}
      aria-current={opened || undefined}
      className={cn(
        'rounded-lg border border-gray-200 bg-white p-3 shadow-xs',
        opened && 'border-brand-500 ring-1 ring-brand-500',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <div className="flex items-start gap-1.5">
        {targets.length > 0 && (
          <span
            {...listeners}
            aria-hidden="true"
            data-drag-handle
            className="-ml-1 flex h-6 w-5 shrink-0 cursor-grab touch-none items-center justify-center text-gray-400 hover:text-gray-700 active:cursor-grabbing"
          >
            <GripVertical className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen(applicant)}
            className="text-left font-semibold text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {applicant.name}
          </button>
          <p className="mt-0.5 truncate text-xs text-gray-600">
            {applicant.apply_channel} · {formatDate(applicant.applied_at)}
          </p>
        </div>
        {ready && onToggle && (
          <Checkbox checked={selected} onCheckedChange={() => onToggle(applicant)} aria-label={`${applicant.name} 일괄 직원 등록에 포함`} className="mt-0.5" />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
        <span className="inline-flex items-center gap-1">
          <FileText className="size-3.5" aria-hidden="true" />
          서류 {applicant.document_count}
        </span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Star className="size-3.5" aria-hidden="true" />
          {formatScore(applicant.average_score)}
        </span>
        {applicant.integration.state === 'integrated' && <Badge tone="success">직원 등록 완료</Badge>}
      </div>
      {targets.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="mt-2 h-7 w-full justify-center text-xs" aria-label={`${applicant.name} 단계 이동`}>
              <ArrowRightLeft aria-hidden="true" />
              단계 이동
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>{applicantStatusLabels[applicant.status]}에서 이동</DropdownMenuLabel>
            {targets.map((to) => (
              <DropdownMenuItem key={to} variant={to === 'failed' || to === 'declined' ? 'danger' : 'default'} onSelect={() => onMove(applicant, to)}>
                {applicantStatusLabels[to]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}

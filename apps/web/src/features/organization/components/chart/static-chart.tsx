import type { ChartGroup } from '../../chart-groups';
import { cardHeight, defaultLayoutOptions, edgePath, type ChartLayout, type Viewport } from '../../tree-layout';
import { CompanyFrame } from './company-frame';
import { UnitCard, compactZoom } from '../units/unit-card';

type StaticChartProps = {
  layout: ChartLayout;
  groups: ChartGroup[];
  labels: ReadonlyMap<string, string>;
  viewport: Viewport | null;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
};

const at = (x: number, y: number) => `translate(${x}px,${y}px)`;

/**
 * The chart as it first shows, without React Flow (50 KB): the same frames, cards, lines and dotted
 * background at the same places, drawn the way React Flow draws them, so that the interactive chart
 * can take its place on the first interaction without a visible change. Its cards' buttons work
 * (select, collapse); panning, zooming and dragging are the interactive chart's.
 */
export function StaticChart({ layout, groups, labels, viewport, onToggle, onSelect }: StaticChartProps) {
  const byId = new Map(layout.nodes.map((entry) => [entry.id, entry]));
  const view = viewport ?? { x: 0, y: 0, zoom: 1 };
  const gap = 24 * view.zoom;
  return (
    <div className="absolute inset-0 z-10 overflow-hidden bg-gray-50" role="group" aria-label="조직도" data-testid="chart-canvas">
      <svg className="absolute inset-0 size-full" aria-hidden="true">
        <pattern
          id="org-chart-dots"
          x={view.x % gap}
          y={view.y % gap}
          width={gap}
          height={gap}
          patternUnits="userSpaceOnUse"
          patternTransform={`translate(-${gap / 2},-${gap / 2})`}
        >
          <circle cx={view.zoom / 2} cy={view.zoom / 2} r={view.zoom / 2} fill="#e5e7eb" />
        </pattern>
        <rect width="100%" height="100%" fill="url(#org-chart-dots)" />
      </svg>
      {viewport && (
        <div className="absolute top-0 left-0 origin-top-left" style={{ transform: `${at(view.x, view.y)} scale(${view.zoom})` }} data-testid="chart-viewport">
          {layout.groups.map((frame, index) => (
            <div key={frame.key} className="absolute top-0 left-0" style={{ transform: at(frame.x, frame.y), width: frame.width, height: frame.height }}>
              <CompanyFrame label={groups[index]!.label} corporateType={groups[index]!.corporateType} />
            </div>
          ))}
          <svg className="absolute top-0 left-0 overflow-visible" aria-hidden="true">
            {layout.edges.map((edge) => (
              <path key={edge.id} d={edgePath(byId.get(edge.source)!, byId.get(edge.target)!)} fill="none" stroke="#cbd5e1" />
            ))}
          </svg>
          {layout.nodes.map((entry) => (
            <div
              key={entry.id}
              className="absolute top-0 left-0"
              style={{ transform: at(entry.x, entry.y), width: defaultLayoutOptions.nodeWidth, height: cardHeight }}
            >
              <UnitCard
                unit={entry.unit}
                label={labels.get(entry.id) ?? entry.unit.unitName}
                childCount={entry.childCount}
                expanded={entry.expanded}
                onToggle={onToggle}
                onSelect={onSelect}
                compact={view.zoom < compactZoom}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

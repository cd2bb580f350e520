import { Handle, Position, useStore, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { UnitCard, compactZoom, type UnitCardProps } from '../units/unit-card';

export type UnitNodeData = Omit<UnitCardProps, 'compact' | 'children'>;
export type UnitNodeType = Node<UnitNodeData, 'unit'>;

/** A unit card as a node of the interactive chart, with its (invisible) connection points. */
export const UnitNode = memo(function UnitNode({ data }: NodeProps<UnitNodeType>) {
  const compact = useStore((state) => state.transform[2] < compactZoom);
  return (
    <UnitCard {...data} compact={compact}>
      <Handle type="target" position={Position.Top} className="!size-1 !border-0 !opacity-0" isConnectable={false} />
      <Handle type="source" position={Position.Bottom} className="!size-1 !border-0 !opacity-0" isConnectable={false} />
    </UnitCard>
  );
});

import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export type NoMatchStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  onReset: () => void;
};

/** A filtered list with no rows: what to loosen, and a button that clears the filters. */
export function NoMatchState({ icon, title, description, onReset }: NoMatchStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onReset}>
          필터 초기화
        </Button>
      }
    />
  );
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning indicator; pass `label` when nothing else on screen says what is loading. */
export function Spinner({ className, label }: { className?: string | undefined; label?: string | undefined }) {
  return (
    <LoaderCircle
      className={cn('size-5 animate-spin text-brand-600', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

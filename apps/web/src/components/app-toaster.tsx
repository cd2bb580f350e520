import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toaster';

const AppToasterView = lazy(() => import('./app-toaster-view').then((m) => ({ default: m.AppToasterView })));

/** The app's one toaster (app-toaster-view.tsx), mounted with the first toast (lib/toaster.ts). */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}

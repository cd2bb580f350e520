import { onDemand } from '../../lib/on-demand';
import { useToasterWanted } from '../../lib/toaster';

const toasterView = onDemand(() => import('./app-toaster-view'));

/** The app's one toaster (app-toaster-view.tsx), mounted with the first toast (lib/toaster.ts). */
export function AppToaster() {
  const view = toasterView.useLoaded(useToasterWanted());
  return view ? <view.AppToasterView /> : null;
}

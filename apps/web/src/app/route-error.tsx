import { useRouteError } from 'react-router';
import { CrashScreen } from '../components/feedback/crash-screen';

/** The crash screen (spec 8.3) for an error thrown while loading or rendering a route. */
export function RouteError() {
  return <CrashScreen error={useRouteError()} />;
}

import './assets/fonts/pretendard.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './components/feedback/app-toaster';
import { AppErrorBoundary } from './components/feedback/crash-screen';
import { discoverRoutes, routes } from './app/routes';
import { watchSessionEnd } from './app/session';
import { syncAuthAcrossTabs } from './lib/auth/auth-store';
import { startClientMonitoring } from './lib/monitoring/monitoring';

startClientMonitoring();

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });

syncAuthAcrossTabs();
watchSessionEnd(router);

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
      <AppToaster />
    </AppErrorBoundary>
  </StrictMode>,
);

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/overlays/alert-dialog';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { useAuthStore } from '../../lib/auth/auth-store';
import { completeGoogleSignIn, loginPathFor, readGoogleCallbackParams } from './google-callback';
import { DocumentTitle } from '../../components/document-title';

/** How long the page waits after storing the session before it opens the app (spec 4). */
export const successRedirectDelayMs = 100;

/**
 * /auth/google/callback (spec 2.1, 4, 8.3): reads code, state, error and iss from the URL once,
 * completes the sign-in with the server once (StrictMode's second effect run does not call again),
 * then opens the app, or the login screen with the reason, or the '인증 실패' dialog.
 */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useState(() => readGoogleCallbackParams(location.search));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeGoogleSignIn(params).then((outcome) => {
      if (outcome.kind === 'success') {
        useAuthStore.getState().login(outcome.response);
        // Not tied to this component: storing the session may re-render the route tree around it.
        window.setTimeout(() => void navigate('/', { replace: true }), successRedirectDelayMs);
      } else if (outcome.kind === 'login-error') {
        void navigate(loginPathFor(outcome.error), { replace: true });
      } else {
        setFailure(outcome.message);
      }
    });
  }, [params, navigate]);

  const toLogin = () => void navigate('/login', { replace: true });

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-gray-50 px-4">
      <DocumentTitle>Google 로그인 · Saram</DocumentTitle>
      <Logo />
      <main>
        <div className="flex flex-col items-center gap-4" role="status">
          <Spinner className="size-8" />
          <p className="text-[15px] font-medium text-gray-700">Google 로그인 처리 중...</p>
        </div>
      </main>
      <AlertDialog open={failure !== null} onOpenChange={(open) => !open && toLogin()}>
        <AlertDialogContent>
          <AlertDialogTitle>인증 실패</AlertDialogTitle>
          <AlertDialogDescription>{failure}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogAction>확인</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

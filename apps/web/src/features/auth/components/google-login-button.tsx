import { Button } from '../../../components/ui/button';
import { googleLoginPath } from '../login';

/** Sends the browser to the backend, which starts Google single sign-on (spec 2.1). */
export function GoogleLoginButton() {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={() => window.location.assign(googleLoginPath)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#4285F4" d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.16 3.57-8.81Z" />
        <path fill="#34A853" d="M12 24c3.24 0 5.95-1.07 7.93-2.91l-3.87-3A7.2 7.2 0 0 1 12 19.24a7.13 7.13 0 0 1-6.7-4.93H1.3v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.3 14.31A7.2 7.2 0 0 1 4.93 12c0-.8.14-1.58.37-2.31v-3.1H1.3a12 12 0 0 0 0 10.82l4-3.1Z" />
        <path fill="#EA4335" d="M12 4.76c1.76 0 3.34.6 4.58 1.8l3.44-3.44A11.54 11.54 0 0 0 12 0 12 12 0 0 0 1.3 6.59l4 3.1A7.13 7.13 0 0 1 12 4.76Z" />
      </svg>
      Google로 로그인
    </Button>
  );
}

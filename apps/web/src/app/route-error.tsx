import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { isApiError } from '../lib/api-client';

/** The crash screen for an error thrown while rendering a route (spec 8.3, in short). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : '알 수 없는 오류가 발생했습니다.';
  const errorId = isApiError(error) ? error.errorId : null;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
      <title>문제가 발생했습니다 · Saram</title>
      <Card role="alert" className="w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-lg font-semibold text-gray-900">문제가 발생했습니다</h1>
        <p className="mt-1.5 text-sm text-gray-600">
          예상하지 못한 오류로 화면을 표시하지 못했습니다. 불편을 드려 죄송합니다.
        </p>
        <p className="mt-4 rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs text-gray-700">{message}</p>
        {errorId && <p className="mt-2 text-xs text-gray-500">오류 ID: {errorId}</p>}
        <div className="mt-6 flex gap-2">
          <Button onClick={() => window.location.reload()}>다시 시도</Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            홈으로
          </Button>
        </div>
      </Card>
    </div>
  );
}

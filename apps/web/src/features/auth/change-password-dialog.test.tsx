import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';

/** Answers /me with `user`, the password change with `answer`; everything else with an empty 404. */
function stubApi(answer: () => Response) {
  let mustChange = true;
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: { ...testUser, mustChangePassword: mustChange } });
      if (path === '/api/mongo/users/me/password') {
        bodies.push(await request.json());
        const response = answer();
        if (response.status === 204) mustChange = false;
        return response;
      }
      return jsonResponse({ message: 'not here', code: 'NOT_FOUND' }, 404);
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('forced password change', () => {
  it('cannot be dismissed, shows the server message under its field, and closes once the password is changed', async () => {
    let status = 400;
    const bodies = stubApi(() =>
      status === 400
        ? jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { currentPassword: '현재 비밀번호가 올바르지 않습니다.' } } }, 400)
        : new Response(null, { status: 204 }),
    );
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, mustChangePassword: true } });
    renderApp('/admin-management');
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: '비밀번호 변경' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await user.type(screen.getByLabelText(/현재\(임시\) 비밀번호/), 'wrong-temporary-pass');
    await user.type(screen.getAllByLabelText(/새 비밀번호/)[0]!, 'my-own-quiet-harbour-77');
    await user.type(screen.getByLabelText(/새 비밀번호 확인/), 'something-else-entirely');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('새 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/새 비밀번호 확인/));
    await user.type(screen.getByLabelText(/새 비밀번호 확인/), 'my-own-quiet-harbour-77');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('현재 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();

    status = 204;
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '비밀번호 변경' })).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ currentPassword: 'wrong-temporary-pass', newPassword: 'my-own-quiet-harbour-77' });
    expect(useAuthStore.getState().user?.mustChangePassword).toBe(false);
  });
});

import type { AdminUser, AuthResponse, Token } from '@saram/shared/auth/auth.schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the client keeps of a token (spec 3.4): token_type is always Bearer and is not stored. */
export type StoredToken = Pick<Token, 'access_token' | 'expires_at' | 'refresh_token'>;

export type AuthState = {
  isAuthenticated: boolean;
  user: AdminUser | null;
  token: StoredToken | null;
};

export type AuthActions = {
  /** Stores a successful sign-in (login, SSO callback or refresh response). */
  login: (response: Pick<AuthResponse, 'token'> & { user?: AdminUser | undefined }) => void;
  /** A rotated access token (response headers or refresh): keeps the existing refresh token. */
  setAccessToken: (accessToken: string, expiresAt: string) => void;
  setUser: (user: AdminUser) => void;
  /** Clears the session locally. The server call, if any, is the caller's business. */
  logout: () => void;
};

export const authStorageKey = 'auth-storage';

const signedOut: AuthState = { isAuthenticated: false, user: null, token: null };

function toStoredToken(token: Token | StoredToken): StoredToken {
  const stored: StoredToken = { access_token: token.access_token, expires_at: token.expires_at };
  if (token.refresh_token) stored.refresh_token = token.refresh_token;
  return stored;
}

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...signedOut,
      login: ({ token, user }) =>
        set((state) => ({
          isAuthenticated: true,
          token: toStoredToken({
            ...token,
            refresh_token: token.refresh_token ?? state.token?.refresh_token,
          }),
          user: user ?? state.user,
        })),
      setAccessToken: (accessToken, expiresAt) =>
        set((state) =>
          state.token
            ? { token: { ...state.token, access_token: accessToken, expires_at: expiresAt } }
            : state,
        ),
      setUser: (user) => set({ user }),
      logout: () => set(signedOut),
    }),
    {
      name: authStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isAuthenticated, user, token }) => ({ isAuthenticated, user, token }),
    },
  ),
);

/** Keeps every open tab on the same session: a sign-out in one tab signs out the others. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === authStorageKey) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

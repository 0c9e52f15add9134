import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@serenade/contract';
import { profileKeys } from '../profile/api';
import { logoutOnServer } from './api';
import { session } from './client';
import type { SessionUser } from './jwt';
import { isStaff } from './roles';

/** Stores a fresh session and seeds the profile cache with the user the server returned. */
export function useCompleteAuth() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: TSession): SessionUser | null => {
      session.setSession({ token: result.token, refreshToken: result.refreshToken });
      queryClient.setQueryData(profileKeys.me, result.user);
      return session.getState().user;
    },
    [queryClient],
  );
}

/** Where a user lands after logging in from a modal (SPEC 2): staff to the dashboard, others to /profile. */
export function destinationAfterModalAuth(user: SessionUser | null): string {
  return user && isStaff(user.role) ? '/admin/dashboard' : '/profile';
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      // Read the tokens for the server call before they are cleared; the sign-out does not wait for it.
      logoutOnServer().catch(() => undefined);
      // Leave first: clearing the session on a protected page would bounce to /login?redirect=... instead.
      await navigate(to, { flushSync: true });
      session.clear();
      queryClient.removeQueries({ queryKey: profileKeys.all });
    },
    [navigate, queryClient],
  );
}

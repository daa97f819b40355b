import { isApiError } from '@hemma/api-client/admin';
import type { AdminSessionDto, StaffLoginInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi, onSessionEnded } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const sessionKey = ['session'] as const;

/** Forgets everything the last staff user loaded, so the next one never sees it, and marks the session gone. */
function endSession(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData<AdminSessionDto | null>(sessionKey, null);
}
onSessionEnded(endSession);

/** The signed-in staff user; `null` when there is no session (the API answered 401). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<AdminSessionDto | null> => {
      try {
        return await adminApi.session.current();
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: StaffLoginInput) => adminApi.session.login(credentials),
    onSuccess: (session) => {
      endSession();
      queryClient.setQueryData(sessionKey, session);
    },
  });
}

/**
 * Ends the session on the server. The caller then loads the login page afresh, which forgets everything in memory
 * (the cache, the CSRF token) at once — also when this call failed because the session was already gone.
 */
export function useLogout() {
  return useMutation({ mutationFn: () => adminApi.session.logout() });
}

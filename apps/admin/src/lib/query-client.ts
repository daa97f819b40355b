import { isApiError } from '@hemma/api-client/admin';
import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of server data (decision 0023). Answers count as fresh for 30 s and are fetched again when the window
 * regains focus; a refusal (4xx) is final, only server and network errors are tried again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
    },
    mutations: { retry: false },
  },
});

import { isNotFound } from '@hemma/api-client/admin';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * The dashboard's figures (`GET /api/admin/dashboard`, contract `admin-dashboard.ts`). Until that endpoint exists
 * the API answers 404, which reads as `null`: the screen says the overview is not available yet.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async (): Promise<Record<string, unknown> | null> => {
      try {
        return await adminApi.http.get<Record<string, unknown>>('dashboard');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
}

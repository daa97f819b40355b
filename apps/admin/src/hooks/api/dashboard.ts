import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * The dashboard's figures (`GET /api/admin/dashboard`): today's and this week's orders and revenue, what waits to
 * be shipped, low stock and the review queue. Asked again every minute while the screen is open, and on focus.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => adminApi.dashboard.get(),
    refetchInterval: 60_000,
  });
}

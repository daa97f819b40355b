import type { AdminCouponListQuery, CouponCreateInput, CouponUpdateInput } from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export type CouponListQuery = Partial<AdminCouponListQuery>;

export const couponKeys = {
  all: ['coupons'] as const,
  list: (query: CouponListQuery) => [...couponKeys.all, 'list', query] as const,
  detail: (id: number) => [...couponKeys.all, 'detail', id] as const,
};

export function useCouponList(query: CouponListQuery) {
  return useQuery({
    queryKey: couponKeys.list(query),
    queryFn: () => adminApi.coupons.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One coupon with its usage figures. */
export function useCoupon(id: number) {
  return useQuery({ queryKey: couponKeys.detail(id), queryFn: () => adminApi.coupons.get(id) });
}

export function useCreateCoupon() {
  return useMutation({
    mutationFn: (input: CouponCreateInput) => adminApi.coupons.create(input),
    onSuccess: () => invalidateAfterWrite([...couponKeys.all, 'list']),
  });
}

/** Saves a coupon's rules, or deactivates it; the answer is the coupon as it now is. */
export function useUpdateCoupon(id: number) {
  return useMutation({
    mutationFn: (change: CouponUpdateInput | 'deactivate') =>
      change === 'deactivate' ? adminApi.coupons.deactivate(id) : adminApi.coupons.update(id, change),
    onSuccess: (coupon) => {
      queryClient.setQueryData(couponKeys.detail(id), coupon);
      return invalidateAfterWrite([...couponKeys.all, 'list']);
    },
  });
}

import type { AdminCustomerListQuery, CustomerGroupInput } from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export type CustomerListQuery = Partial<AdminCustomerListQuery>;

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.all, 'list', query] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  groups: ['customer-groups'] as const,
};

export function useCustomerList(query: CustomerListQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => adminApi.customers.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One customer: profile, address book, group, loyalty points and latest orders. */
export function useCustomer(id: number) {
  return useQuery({ queryKey: customerKeys.detail(id), queryFn: () => adminApi.customers.get(id) });
}

/** The customer groups (a handful; they change rarely). */
export function useCustomerGroups() {
  return useQuery({
    queryKey: customerKeys.groups,
    queryFn: () => adminApi.customers.groups(),
    staleTime: 5 * 60_000,
  });
}

/** Moves a customer to another group; the answer is the customer as they now are. */
export function useChangeCustomerGroup(id: number) {
  return useMutation({
    mutationFn: (input: CustomerGroupInput) => adminApi.customers.changeGroup(id, input),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      return invalidateAfterWrite([...customerKeys.all, 'list']);
    },
  });
}

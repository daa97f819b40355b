import type { StaffCreateInput, StaffDto, StaffUpdateInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';
import { sessionKey } from './session.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

/** Every staff user (a shop has a handful: the list is searched, sorted and paged in the browser). */
export function useStaffList() {
  return useQuery({ queryKey: staffKeys.list(), queryFn: () => adminApi.staff.list() });
}

/** One staff user, read from the list (the API has no single-user read; the list is small and cached). */
export function useStaffMember(id: number) {
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: () => adminApi.staff.list(),
    select: (list: StaffDto[]) => list.find((staff) => staff.id === id) ?? null,
  });
}

export function useCreateStaff() {
  return useMutation({
    mutationFn: (input: StaffCreateInput) => adminApi.staff.create(input),
    onSuccess: () => invalidateAfterWrite(staffKeys.all),
  });
}

/** Also refreshes the session: an owner may be editing their own name. */
export function useUpdateStaff(id: number) {
  return useMutation({
    mutationFn: (input: StaffUpdateInput) => adminApi.staff.update(id, input),
    onSuccess: () => invalidateAfterWrite(staffKeys.all, sessionKey),
  });
}

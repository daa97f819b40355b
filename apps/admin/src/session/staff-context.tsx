import { createContext, useContext } from 'react';
import type { StaffDto } from '@hemma/contract';

/** The signed-in staff user, below RequireSession. */
export const StaffContext = createContext<StaffDto | null>(null);

export function useStaff(): StaffDto {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside RequireSession');
  return staff;
}

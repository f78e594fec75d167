import { createContext, use } from 'react';

/** Moves between the admin panel's tabs from inside one: 'History' on a job opens its activity. */
export interface AdminNavigation {
  showHistory: (item: string) => void;
}

export const AdminNavigationContext = createContext<AdminNavigation>({ showHistory: () => undefined });

export const useAdminNavigation = () => use(AdminNavigationContext);

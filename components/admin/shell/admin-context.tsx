'use client';

import { createContext, useContext } from 'react';

export interface AdminSession {
  username: string;
  logout: () => Promise<void>;
}

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only inside the guard, which is the only place one is known. */
export function useAdmin(): AdminSession {
  const session = useContext(AdminContext);
  if (!session) throw new Error('useAdmin must be used inside <AdminGuard>');
  return session;
}

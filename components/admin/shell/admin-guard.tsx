'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { logout as endSession } from '@/lib/api/admin';
import { ADMIN_LOGIN, loginPathFor } from '@/lib/admin/return-path';
import { AdminContext } from './admin-context';
import { Spinner } from '@/components/admin/ui/spinner';
import { useAdminSession } from './use-admin-session';

/**
 * Shows its children only to a signed-in admin (docs/behaviour.md#admin-guard). The server layout
 * already refused visitors without a session cookie; this catches a session that ends while the
 * page is open (expiry, logout in another tab) and gives the dashboard the username and logout.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminGuard');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { mutate } = useSWRConfig();
  const { data, error } = useAdminSession();
  const leaving = useRef(false);

  useEffect(() => {
    if (!error || leaving.current) return;
    leaving.current = true;
    // The failed check is logged and the admin signed out silently: no message, just the login page.
    console.error('Auth check failed', error);
    const search = searchParams.toString();
    router.replace(loginPathFor(`${pathname}${search ? `?${search}` : ''}`));
  }, [error, pathname, router, searchParams]);

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch (failure) {
      console.error('Logout failed', failure);
    }
    // Forget everything read while signed in, so a later sign-in starts from the server's answers.
    await mutate(() => true, undefined, { revalidate: false });
    router.replace(ADMIN_LOGIN);
  }, [mutate, router]);

  const session = useMemo(() => (data ? { username: data.username, logout } : null), [data, logout]);

  // Not `isLoading`: SWR keeps it true while it checks the session the server already gave (the
  // layout's), and the page would arrive as "Checking your sign-in…".
  if (error || !session) return <Spinner label={t('verifying')} />;
  return <AdminContext.Provider value={session}>{children}</AdminContext.Provider>;
}

'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { logout as endSession, verifySession } from '@/lib/api/admin';
import { SESSION_KEY } from '@/lib/api/admin-keys';
import type { AdminSessionInfo } from '@/lib/api/admin-team';
import { ADMIN_LOGIN, loginPathFor } from '@/lib/admin/return-path';
import { Spinner } from '@/components/admin/ui/spinner';
import { ACCOUNT_HREF } from './sections';

/** Who is signed in (GET /api/admin/verify) and how to sign out. */
type AdminSession = Pick<AdminSessionInfo, 'username' | 'email' | 'role'> & {
  /** The studio requires two-factor sign-in and this person has none yet: only their account page works. */
  mustSetUpTwoFactor: boolean;
  logout: () => Promise<void>;
};

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only inside the guard, which is the only place one is known. */
export function useAdmin(): AdminSession {
  const session = useContext(AdminContext);
  if (!session) throw new Error('useAdmin must be used inside <AdminGuard>');
  return session;
}

/**
 * Shows its children only to a signed-in admin (docs/behaviour.md#admin-guard). The server layout
 * already refused visitors without a session cookie; this catches a session that ends while the
 * page is open (expiry, logout in another tab) and gives the dashboard the username and logout.
 * Someone who must set up two-factor sign-in first is sent to their account page: every other
 * admin call refuses them until they have (reason twoFactorSetupRequired).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminGuard');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { mutate } = useSWRConfig();
  // The session as the server sees it. Not retried and not refreshed on focus: a failed check
  // means "signed out", and the admin goes to the login page at once.
  const { data, error } = useSWR(SESSION_KEY, verifySession, { shouldRetryOnError: false, revalidateOnFocus: false });
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

  const session = useMemo(
    () =>
      data
        ? { username: data.username, email: data.email, role: data.role, mustSetUpTwoFactor: data.must_set_up_two_factor, logout }
        : null,
    [data, logout],
  );
  const setUpFirst = Boolean(session?.mustSetUpTwoFactor) && pathname !== ACCOUNT_HREF;

  useEffect(() => {
    if (setUpFirst) router.replace(ACCOUNT_HREF);
  }, [setUpFirst, router]);

  // Not `isLoading`: SWR keeps it true while it checks the session the server already gave (the
  // layout's), and the page would arrive as "Checking your sign-in…".
  if (error || !session || setUpFirst) return <Spinner label={t('verifying')} />;
  return <AdminContext.Provider value={session}>{children}</AdminContext.Provider>;
}

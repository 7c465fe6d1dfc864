import type { ReactNode } from 'react';
import { ConfirmProvider } from '@/components/admin/ui/confirm-dialog';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';

/** Every signed-in admin page: the top bar, the section tabs, then the page's own content. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-[radial-gradient(50rem_24rem_at_90%_0%,var(--color-blush),transparent_70%)]">
      <AdminHeader />
      <AdminNav />
      <ConfirmProvider>{children}</ConfirmProvider>
    </div>
  );
}

import 'server-only';
import { redirect } from 'next/navigation';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { canOpen, type AdminArea } from '@/lib/auth/roles';
import { ADMIN_HOME, loginPathFor } from './return-path';

/**
 * The signed-in admin of a page their role may open (lib/auth/roles.ts). An editor who types an
 * owner's address goes to the dashboard before anything is read: the shell hides the tab, and the
 * page itself must not render the rows. A page checks for itself, as its layout renders beside it.
 */
export async function requireArea(area: AdminArea) {
  const admin = await getSignedInAdmin();
  if (!admin) redirect(loginPathFor(ADMIN_HOME));
  if (!canOpen(admin.role, area)) redirect(ADMIN_HOME);
  return admin;
}

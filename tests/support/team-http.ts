import type { BrowserContext } from '@playwright/test';
import { bearer } from './admin-http';
import { savedAdminToken } from './admin-state';

// A person of the team of their own for an e2e spec that changes what is saved per person (the
// admin's language): invited with the run's saved owner session, joined through the link's call,
// and signed in in `context`, so the specs that share the owner's session are not touched.

/** The password of every person these specs add. */
export const TEAM_PASSWORD = 'lantern-orbit-saffron-quiver';

export async function signInAsNewPerson(context: BrowserContext, server: string, role: 'owner' | 'editor' = 'owner'): Promise<string> {
  const email = `person.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@studio.example`;
  const api = context.request;
  const invited = await api.post(`${server}/api/admin/users`, { data: { email, role }, headers: bearer(savedAdminToken(server)) });
  if (invited.status() !== 201) throw new Error(`invitation failed: ${invited.status()} ${await invited.text()}`);
  const token = new URL(((await invited.json()) as { invitation_url: string }).invitation_url).pathname.split('/').at(-1)!;
  const joined = await api.post(`${server}/api/admin/invitations/${token}`, {
    data: { password: TEAM_PASSWORD },
    headers: { origin: server },
  });
  if (joined.status() !== 201) throw new Error(`joining failed: ${joined.status()} ${await joined.text()}`);
  const signedIn = await api.post(`${server}/api/admin/login`, {
    data: { username: email, password: TEAM_PASSWORD },
    headers: { origin: server },
    timeout: 30_000,
  });
  if (signedIn.status() !== 200) throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  return email;
}

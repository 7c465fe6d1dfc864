'use client';

import { useTranslations } from 'next-intl';

// An entry's action and kind of record in the admin's words; one the texts do not know yet (the
// server adds kinds as the admin grows) shows as the server wrote it, never as a message key.

export function useActionName() {
  const t = useTranslations('AdminAudit.actions');
  return (action: string) => (t.has(action as never) ? t(action as never) : action);
}

export function useEntityName() {
  const t = useTranslations('AdminAudit.entities');
  return (entity: string) => (t.has(entity as never) ? t(entity as never) : entity);
}

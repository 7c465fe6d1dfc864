'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useConfirm } from './confirm-dialog';

// Leaving a form with unsaved edits asks first. A reload or a closed tab: the browser's own
// question (beforeunload), the only one a page may ask then. A link inside the admin (its menu,
// "All pages") and closing a section's form (use-section-editing.ts, bookings' views): the admin's
// own dialog, in the admin's language and focus kept in it, where window.confirm would speak the
// browser's language and freeze the page. Agreeing discards the edits: `onDiscard` runs (a form's
// kept draft goes), then the way out.

type Ask = () => Promise<boolean>;

/** The question of each form with unsaved edits now (one at a time in practice). */
const unsaved = new Set<Ask>();

/** Runs `leave` at once when no form has unsaved edits, else once the admin agrees to discard them. */
export function leaveAfterAsking(leave: () => void): void {
  const ask = unsaved.values().next().value;
  if (!ask) return leave();
  void ask().then((agreed) => {
    if (agreed) leave();
  });
}

/** A plain click on a link to another address of this site, which would leave the form. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  // A new tab leaves nothing; another site is left to the browser's own question (beforeunload).
  if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return null;
  // A jump within the page (a problem's link to its field) leaves nothing either.
  return link.pathname === window.location.pathname && link.search === window.location.search ? null : link;
}

export function useLeaveGuard({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }): void {
  const t = useTranslations('AdminEditing');
  const confirm = useConfirm();
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  });

  useEffect(() => {
    if (!dirty) return;
    let left = false;
    const ask: Ask = async () => {
      const agreed = await confirm({ title: t('leaveTitle'), message: t('leaveMessage'), confirmLabel: t('leaveConfirm') });
      if (agreed) {
        left = true;
        unsaved.delete(ask);
        discard.current?.();
      }
      return agreed;
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!left) event.preventDefault();
    };
    // In the capture phase, before Next's Link sees the click; once agreed the same click runs again, unguarded.
    const click = (event: MouseEvent) => {
      const link = left ? null : leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      void ask().then((agreed) => agreed && link.click());
    };
    unsaved.add(ask);
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      unsaved.delete(ask);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, confirm, t]);
}

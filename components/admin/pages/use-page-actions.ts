'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/admin';
import { pagePath, publishPage, restoreVersion, saveDraft, versionsPath, type AdminPage, type PageVersion } from '@/lib/api/admin-pages';
import { pageTitle } from '@/lib/pages/labels';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { fieldErrorsOf, problemsOf, type Problem } from '@/components/admin/form/errors';
import { withNamedItems } from '@/components/admin/form/values';
import type { useFormEditor } from '@/components/admin/form/use-form-editor';
import { usePageTexts, usePageTime } from './page-texts';

type Editor = ReturnType<typeof useFormEditor>;

/**
 * Save draft, Publish, Restore and Preview of a page. Each answer, the page as stored, is kept as SWR's copy; a refused save
 * shows the server's words at the fields, in the form's list of problems and in a toast.
 */
export function usePageActions(pageKey: PageKey, editor: Editor, uploadsBusy: boolean) {
  const t = useTranslations('AdminPages');
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  // A refusal is told in the admin's words (a version that no longer fits the page's fields).
  const failed = useFailureToast();
  const time = usePageTime();
  const [busy, setBusy] = useState<'save' | 'publish' | 'restore' | null>(null);
  // A refused save's problems; `focus` unless it was an autosave's, which leaves the focus where the admin is typing.
  const [refusal, setRefusal] = useState<{ problems: Problem[]; focus: boolean } | null>(null);
  /** When this editor last saved the draft (by hand or automatically), for its status line. */
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const { fields } = PAGES[pageKey];
  const title = pageTitle(usePageTexts(), pageKey);

  /** Keeps `page` as SWR's copy (an action's answer, a language marked checked). */
  const remember = (page: AdminPage) => void mutate(pagePath(pageKey), page, { revalidate: false });

  /** `quiet`: the autosave's, without the success toast (the editor shows when it last saved). */
  async function save({ quiet = false } = {}): Promise<boolean> {
    if (uploadsBusy) {
      toast.error(t('uploadWait'));
      return false;
    }
    const sent = editor.content;
    const { content, renames } = withNamedItems(fields, sent, editor.saved);
    setBusy('save');
    setRefusal(null);
    try {
      const page = await saveDraft(pageKey, content);
      editor.dispatch({ type: 'saved', content: page.draft as Editor['content'], sent, renames });
      remember(page);
      setSavedAt(new Date());
      if (!quiet) toast.success(t('saved'));
      return true;
    } catch (error) {
      const detail = error instanceof ApiError ? error.detail : null;
      const found = detail ? problemsOf(fields, content, detail) : [{ key: null, message: t('saveFailed') }];
      editor.dispatch({ type: 'errors', errors: fieldErrorsOf(found) });
      setRefusal({ problems: found, focus: !quiet });
      failed(error, t('saveFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    const unsaved = editor.dirty;
    const message = unsaved ? t('confirmPublishUnsaved') : t('confirmPublishMessage');
    if (!(await confirm({ title: t('confirmPublish', { title }), message, confirmLabel: t('publish'), destructive: false }))) return;
    if (unsaved && !(await save())) return;
    setBusy('publish');
    try {
      remember(await publishPage(pageKey));
      void mutate(versionsPath(pageKey));
      toast.success(t('published'));
    } catch (error) {
      failed(error, t('publishFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function restore(version: PageVersion) {
    const when = time(version.published_at);
    const question = { title: t('confirmRestore', { time: when }), message: t('confirmRestoreMessage') };
    if (!(await confirm({ ...question, confirmLabel: t('confirmRestoreButton'), destructive: false }))) return;
    setBusy('restore');
    try {
      const page = await restoreVersion(pageKey, version.id);
      editor.dispatch({ type: 'restored', content: page.draft as Editor['content'] });
      setRefusal(null);
      remember(page);
      toast.success(t('restored'));
    } catch (error) {
      failed(error, t('restoreFailed'));
    } finally {
      setBusy(null);
    }
  }

  /** The preview shows the saved draft: unsaved edits are saved first, in a tab opened at the click (one opened later would be blocked). */
  function preview(event: MouseEvent<HTMLAnchorElement>) {
    if (!editor.dirty) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    const tab = window.open('', '_blank');
    void save().then((saved) => {
      if (!saved) return tab?.close();
      if (!tab) return void window.open(href, '_blank', 'noopener');
      tab.opener = null;
      tab.location.href = href;
    });
  }

  return { busy, refusal, savedAt, remember, save, publish, restore, preview };
}

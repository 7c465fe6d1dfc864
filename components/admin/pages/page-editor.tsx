'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { fetchAdminPage, pagePath, type AdminPage } from '@/lib/api/admin-pages';
import { pageFieldLabel, pageHelp, pageItem, pageLabel, pageTitle, problemLabel, type PageTexts } from '@/lib/pages/labels';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import type { Field, Shape } from '@/lib/forms/fields';
import { FieldInput, ShapeFields } from '@/components/admin/form/field-input';
import { controlId, FieldFormContext, useFieldForm, type FieldForm } from '@/components/admin/form/form-context';
import { useFormEditor } from '@/components/admin/form/use-form-editor';
import { useUploads } from '@/components/admin/form/use-uploads';
import type { Content } from '@/components/admin/form/values';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { Loaded } from '@/components/admin/ui/loaded';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { TranslationStatusNote } from '@/components/admin/ui/translation-status-note';
import { useDraftAutosave } from '@/components/admin/ui/use-draft-autosave';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useLeaveGuard } from '@/components/admin/ui/use-leave-guard';
import { useSaveShortcut } from '@/components/admin/ui/use-save-shortcut';
import { PageEditorHeader } from './page-editor-header';
import { CLOCK, usePageTexts } from './page-texts';
import { usePageActions } from './use-page-actions';

/** A page's fields are named by the admin's messages (PageFields, lib/pages/labels.ts), by their path. */
const pageLabels = (texts: PageTexts, pageKey: PageKey) => ({
  idPrefix: 'page',
  labelOf: (path: string) => pageLabel(texts, pageKey, path),
  helpOf: (path: string) => pageHelp(texts, pageKey, path),
  itemOf: (path: string) => pageItem(texts, pageKey, path),
  optionOf: (_path: string, option: string) => option,
});

/** /admin/pages/<key>: the page's editor once its draft has loaded. */
export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const page = useAdminData(pagePath(pageKey), () => fetchAdminPage(pageKey), 'the page');
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <Loaded state={page} namespace="AdminPages" loading="loadingPage" failed="loadPageFailed">
        {(data) => <PageEditorForm pageKey={pageKey} page={data} />}
      </Loaded>
    </main>
  );
}

/**
 * The page's form, drawn from its field descriptions, with one editing state for the whole page.
 * The page (its status, its times) is SWR's copy, updated by each action's answer; the content
 * being edited is the editor's, replaced only by a save's answer or a restored version.
 */
function PageEditorForm({ pageKey, page }: { pageKey: PageKey; page: AdminPage }) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const format = useFormatter();
  const languageName = useLanguageName();
  const editor = useFormEditor(page.draft as Content);
  const uploads = useUploads();
  const actions = usePageActions(pageKey, editor, uploads.busy);
  const [announcement, setAnnouncement] = useState('');
  const [language, setLanguage] = useState<Locale>(TRANSLATION_LOCALES[0]!);
  const { dispatch, errors, renames, dirty } = editor;
  const { refusal, savedAt } = actions;
  const status = page.translation_status;
  const busy = actions.busy !== null || uploads.busy;

  // The messages do not change while the editor is open.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => pageLabels(texts, pageKey), [pageKey]);
  const form = useMemo<FieldForm>(
    () => ({ ...labels, dispatch, errors, status, language, renames, announce: setAnnouncement, uploading: uploads.uploading }),
    [labels, dispatch, errors, status, language, renames, uploads.uploading],
  );

  // A refused save: the first field it names gets focus (its item has opened to show it), its
  // language's tab chosen first when the field is a translation in another one (set while
  // rendering, as React advises for state that follows other state).
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors !== errorsSeen) {
    setErrorsSeen(errors);
    const refused = TRANSLATION_LOCALES.find((locale) => Object.keys(errors).some((key) => key.endsWith(`.${locale}`)));
    if (refused) setLanguage(refused);
  }
  useEffect(() => {
    if (refusal?.focus) document.querySelector<HTMLElement>('#page-form [aria-invalid="true"]')?.focus();
  }, [refusal, language]);

  // Editing comfort (docs/admin.md#editing-comfort): Ctrl/Cmd+S saves the draft, a pause in the
  // edits saves it too, and leaving with unsaved edits asks first.
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(() => formRef.current?.requestSubmit(), actions.busy !== null);
  useLeaveGuard({ dirty });
  useDraftAutosave({ values: editor.content, dirty, busy, save: () => actions.save({ quiet: true }) });

  return (
    <FieldFormContext.Provider value={form}>
      <PageEditorHeader pageKey={pageKey} page={page} dirty={dirty} actions={actions} />
      <form
        ref={formRef}
        id="page-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!actions.busy) void actions.save();
        }}
        aria-label={pageTitle(texts, pageKey)}
        className="space-y-5"
      >
        {/* Why the draft was not saved: each problem named by its field and linked to it (the field says it too). */}
        {refusal && (
          <div role="alert" className="rounded-2xl bg-blush/60 px-4 py-3 text-sm text-plum ring-1 ring-rose-deep/30">
            <p className="font-semibold text-rose-deep">{t('notSaved')}</p>
            <ul className="mt-1 space-y-0.5">
              {refusal.problems.map(({ key, message }, index) => (
                <li key={index} className="break-words">
                  {key ? (
                    <a href={`#${controlId('page', key)}`} className="underline underline-offset-2 hover:text-rose-deep">
                      {problemLabel(texts, pageKey, key, { altText: t('altTextShort'), languageName })}: {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* A tab per translation language, shown beside the default one in every field below; its panel says what is
            missing or outdated in the saved draft (the server computes the status when it saves). */}
        <FormSection
          id="page-translations-title"
          title={t('translations')}
          lead={t('translationsLead', { fallback: languageName(DEFAULT_LOCALE) })}
          heading="h2"
        >
          <LanguageTabs selected={language} onSelect={setLanguage} status={status}>
            {status[language] && (
              <TranslationStatusNote
                kind="pages"
                id={pageKey}
                locale={language}
                language={languageName(language)}
                status={status[language]}
                labelOf={(path) => pageFieldLabel(texts, pageKey, path)}
                onChecked={(next) => actions.remember({ ...page, translation_status: next })}
                markLabel={t('markChecked', { language: languageName(language) })}
              />
            )}
          </LanguageTabs>
        </FormSection>
        <p className="text-sm text-muted">{t('requiredNote', { fallback: languageName(DEFAULT_LOCALE) })}</p>
        {/* A restored version replaces the content: the fields start again from it (editors keep their own text). */}
        <div key={editor.revision} className="space-y-5">
          <PageSections shape={PAGES[pageKey].fields} content={editor.content} />
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 border-t border-plum/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-3xl sm:border sm:px-6 sm:shadow-lg">
          <p className="mr-auto flex items-center gap-2 text-sm font-semibold text-muted">
            <span aria-hidden="true" className={`size-2 rounded-full ${dirty ? 'bg-amber-500' : 'bg-emerald-600'}`} />
            {dirty ? t('unsaved') : t('allSaved')}
          </p>
          {/* "Draft saved 14:05 UTC", by hand or after a pause in the edits: a polite status, so an autosave is
              heard without a toast each time. */}
          <p role="status" className="text-sm text-muted">
            {savedAt && t('draftSavedAt', { time: format.dateTime(savedAt, CLOCK) })}
          </p>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {actions.busy === 'save' ? t('saving') : t('saveDraft')}
          </button>
        </div>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FieldFormContext.Provider>
  );
}

type Entry = [string, Field];
const standsAlone = (field: Field) => field.kind === 'group' || field.kind === 'list';

/** A page's top level as form sections: each group and each list its own, the single fields between them together. */
function sectionsOf(shape: Shape): Entry[][] {
  const sections: Entry[][] = [];
  for (const entry of Object.entries(shape)) {
    const last = sections.at(-1);
    if (last && !standsAlone(entry[1]) && !standsAlone(last[0]![1])) last.push(entry);
    else sections.push([entry]);
  }
  return sections;
}

/** The whole page form: headings from level 2 (the page's title is the h1). */
function PageSections({ shape, content }: { shape: Shape; content: Content }) {
  const t = useTranslations('AdminPages');
  const { labelOf, helpOf } = useFieldForm();
  return sectionsOf(shape).map((entries) => {
    const [key, field] = entries[0]!;
    if (!standsAlone(field)) {
      return (
        <FormSection key={key} id={`page-section-${key}`} title={t('texts')} heading="h2">
          <ShapeFields shape={Object.fromEntries(entries)} value={content} path="" level={3} />
        </FormSection>
      );
    }
    return (
      <FormSection key={key} id={`page-section-${key}`} title={labelOf(key, key, field)} lead={helpOf(key, field)} heading="h2">
        {field.kind === 'group' ? (
          <ShapeFields shape={field.fields} value={content[key] as Record<string, unknown>} path={key} level={3} />
        ) : (
          <FieldInput name={key} field={field} path={key} value={content[key]} level={3} bare />
        )}
      </FormSection>
    );
  });
}

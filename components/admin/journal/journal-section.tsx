'use client';

import { useTranslations } from 'next-intl';
import { articlePath } from '@/i18n/paths';
import { deleteArticle, listAdminArticles } from '@/lib/api/admin-articles';
import { ARTICLES_KEY } from '@/lib/api/admin-keys';
import { articleDescription } from '@/lib/journal/fields';
import { articlePreviewAddress } from '@/lib/journal/preview-urls';
import type { AdminArticle } from '@/lib/journal/input';
import { CollectionSection, type Collection } from '@/components/admin/collection/collection-section';
import { useRecordText } from '@/components/admin/collection/field-cell';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';

const loadForm = () => import('./article-form').then((module) => module.ArticleFormModal);
const Form = lazyFormModal(loadForm, 'AdminJournal');

/** Published with a time still ahead: readers see it from that time on (lib/content/articles.ts). */
export const isScheduled = (article: Pick<AdminArticle, 'status' | 'published_at'>, now = Date.now()): boolean =>
  article.status === 'published' && article.published_at !== null && Date.parse(article.published_at) > now;

const isPublic = (article: AdminArticle) => article.status === 'published' && !isScheduled(article);

/** /admin/journal: every article, newest first, drafts and scheduled ones marked, with New, and Edit, View and Delete in each row's menu. */
export function JournalSection() {
  const t = useTranslations('AdminJournal');
  const recordText = useRecordText();
  // Named as its row shows it: in the admin's language where it has a title in it.
  const titleOf = (article: AdminArticle) => recordText(article.title)?.text ?? article.slug;
  const collection: Collection<AdminArticle> = {
    kind: 'articles',
    namespace: 'AdminJournal',
    formNamespace: 'ArticleForm',
    description: articleDescription,
    titleOf,
    // A draft or a scheduled article has no page yet (its address answers 404 until its time): the
    // admin sees it in preview (draft mode) instead.
    viewOf: (article) =>
      isPublic(article)
        ? { text: t('view'), label: t('viewLabel', { title: titleOf(article) }), href: articlePath(article.slug) }
        : {
            text: t('preview'),
            label: t('previewLabel', { title: titleOf(article) }),
            href: articlePreviewAddress(article.slug, DEFAULT_LOCALE),
            rel: 'noopener',
          },
    // The description's tags say Draft; Scheduled depends on the time as well, which no field's value says alone.
    stateTags: (article) => (isScheduled(article) ? [{ key: 'scheduled', look: 'scheduled' }] : []),
    remove: (article) => deleteArticle(article.id),
    Form,
    loadForm,
    icon: <path d="M7 3.5h6.5L18.5 8.5V18A2.5 2.5 0 0116 20.5H7A2.5 2.5 0 014.5 18V6A2.5 2.5 0 017 3.5zM13.5 3.5v5h5M8 12.5h7M8 16h4.5" />,
  };
  return <CollectionSection collection={collection} records={useAdminData(ARTICLES_KEY, listAdminArticles, 'articles')} />;
}

'use client';

import { useMemo } from 'react';
import { localize } from '@/i18n/localized';
import { createArticle, updateArticle } from '@/lib/api/admin-articles';
import { listAdminProjects } from '@/lib/api/admin';
import { ARTICLES_KEY, PRODUCTS_KEY, PROJECTS_KEY } from '@/lib/api/admin-keys';
import { listAdminProducts } from '@/lib/api/admin-products';
import { articleDescription } from '@/lib/journal/fields';
import type { AdminArticle, ArticleInput } from '@/lib/journal/input';
import { withFormModal, type RecordFormProps } from '@/components/admin/collection/record-form-modal';
import { RecordForm } from '@/components/admin/form/record-form';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';

/**
 * The projects and products an article may link to, named in the admin's language: read from the
 * lists their own sections use (the same SWR keys), as the discount form reads its products.
 */
function useRelatedOptions() {
  const locale = useAdminLocale();
  const projects = useAdminData(PROJECTS_KEY, listAdminProjects, 'projects');
  const products = useAdminData(PRODUCTS_KEY, listAdminProducts, 'products');
  return useMemo(
    () => ({
      projects: projects.data?.map((project) => ({ value: project.id, label: localize(project.title, locale) })),
      products: products.data?.map((product) => ({ value: product.id, label: localize(product.title, locale) })),
    }),
    [projects.data, products.data, locale],
  );
}

/** Create or edit an article: the form its description draws (lib/journal/fields.ts). */
export function ArticleForm({ record: article, onCancel, onSaved }: RecordFormProps<AdminArticle>) {
  const relations = useRelatedOptions();
  return (
    <RecordForm
      description={articleDescription}
      namespace="ArticleForm"
      kind="articles"
      listKey={ARTICLES_KEY}
      record={article}
      relations={relations}
      save={(body) => (article ? updateArticle(article.id, body as ArticleInput) : createArticle(body as ArticleInput))}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

export const ArticleFormModal = withFormModal(ArticleForm, 'ArticleForm', 'article');

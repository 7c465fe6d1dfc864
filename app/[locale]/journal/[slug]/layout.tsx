import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import { STUDIO_NAME } from '@/lib/site';

type Props = LayoutProps<'/[locale]/journal/[slug]'>;

// As a project's (app/[locale]/projects/[slug]/layout.tsx): the not-found view's title, and the
// locale set for the not-found view, which gets no params.
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Journal' });
  return { title: { default: t('notFoundText'), template: `%s | ${STUDIO_NAME}` } };
}

export default async function ArticleLayout({ children, params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  return children;
}

'use client';

import { useTranslations } from 'next-intl';
import type { PageTexts } from '@/lib/pages/labels';

/**
 * The page texts' translator (PageFields): its keys are built from a page's field paths at run
 * time, so it is read untyped; tests/unit/admin-pages.test.tsx holds every described field to its messages.
 */
export const usePageTexts = (): PageTexts => useTranslations('PageFields') as unknown as PageTexts;

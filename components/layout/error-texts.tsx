'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type en from '@/messages/en.json';

/** The 'Error' namespace of the messages: what the error views of the public site say. */
export type ErrorTexts = (typeof en)['Error'];

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error views (error.tsx, client components by Next's rule) their texts from the
 * server layout. These are the only texts the browser needs, so the site ships no i18n runtime.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts is used outside ErrorTextsProvider');
  return texts;
}

import type { Locale } from '@/i18n/routing';

export type ResendOutcome = 'sent' | 'invalid' | 'rate-limited' | 'failed';

/** 202 is the one success (the same for every address); 400: the server refused the address. */
export async function requestDownloadLinks(email: string, locale: Locale): Promise<ResendOutcome> {
  try {
    const response = await fetch('/api/downloads/resend', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, locale }),
    });
    if (response.status === 202) return 'sent';
    if (response.status === 400) return 'invalid';
    if (response.status === 429) return 'rate-limited';
    return 'failed';
  } catch (error) {
    console.error('[downloads] the request for new links could not be sent', error);
    return 'failed';
  }
}

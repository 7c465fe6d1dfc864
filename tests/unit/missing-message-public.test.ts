import { createTranslator } from 'next-intl';
import requestConfig from '@/i18n/request';
import { routing } from '@/i18n/routing';

// The public pages' request config fails a render on a missing message in tests (i18n/missing-message.ts).
// next-intl's server entry refuses to load outside React's server build; on the server its
// getRequestConfig hands back the function it is given, which is all this test needs from it.
jest.mock('next-intl/server', () => ({ getRequestConfig: <Create>(create: Create) => create }));

test('a public page text that is missing throws, with the request config the pages use', async () => {
  const config = await requestConfig({ requestLocale: Promise.resolve(routing.defaultLocale), locale: undefined });
  const t = createTranslator({
    locale: config.locale!,
    messages: config.messages ?? undefined,
    onError: config.onError,
    namespace: 'Header',
  });
  expect(() => t('noSuchText' as never)).toThrow(/MISSING_MESSAGE/);
});

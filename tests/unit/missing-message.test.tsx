import { render } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { AdminIntlClient } from '@/components/admin/shell/admin-intl-client';
import { routing } from '@/i18n/routing';
import { getAdminTranslator } from '@/lib/admin/messages';

// A missing message fails in tests instead of rendering its key (i18n/missing-message.ts): the
// admin's Pages section showed "AdminTranslations.upToDate" and nothing failed (issue 47).

function UpToDate() {
  const t = useTranslations('AdminTranslations');
  return <p>{t('upToDate')}</p>;
}

test('an admin client text whose namespace its page did not load fails the render', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const page = (
    <AdminIntlClient locale={routing.defaultLocale} messages={{}} timeZone="UTC">
      <UpToDate />
    </AdminIntlClient>
  );
  expect(() => render(page)).toThrow(/MISSING_MESSAGE/);
});

test('an admin server text that is missing throws', async () => {
  const t = await getAdminTranslator('AdminMeta', routing.defaultLocale);
  expect(() => t('noSuchText' as never)).toThrow(/MISSING_MESSAGE/);
});

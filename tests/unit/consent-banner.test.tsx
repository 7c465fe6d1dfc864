import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { CONSENT_STORAGE_KEY } from '@/components/analytics/consent-defaults';
import { saveConsent } from '@/components/analytics/consent';
import { CookieSettingsButton } from '@/components/analytics/cookie-settings-button';

// The router is not running in a unit test: the privacy link becomes a plain anchor.
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => <a href={href} {...props} />,
}));

const labels = {
  title: 'Your privacy',
  text: 'May we use analytics?',
  accept: 'Accept analytics',
  decline: 'Decline',
  privacy: 'Privacy policy',
};

const banner = () => screen.queryByRole('region', { name: 'Your privacy' });

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  // A choice ends any request to ask again, which the consent module keeps between renders.
  act(() => saveConsent('denied'));
  window.localStorage.clear();
});

test('asks on the first visit, and a choice is stored, sent to gtag and hides the banner', async () => {
  render(<ConsentBanner labels={labels} />);
  expect(banner()).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(banner()).not.toBeInTheDocument();
  expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  expect(Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
});

test('a stored choice keeps the banner away until the cookie settings ask again', async () => {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
  render(
    <>
      <CookieSettingsButton label="Cookie settings" />
      <ConsentBanner labels={labels} />
    </>,
  );
  expect(banner()).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(banner()).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
  expect(banner()).not.toBeInTheDocument();
  expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
});

test('the cookie settings ask again even when clicked before the banner has loaded', async () => {
  // The banner is a chunk of its own (analytics-client.tsx): right after a page loads, the
  // footer's button can be ready while the banner is not yet there to hear about the click.
  window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
  const { rerender } = render(<CookieSettingsButton label="Cookie settings" />);
  await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));

  rerender(
    <>
      <CookieSettingsButton label="Cookie settings" />
      <ConsentBanner labels={labels} />
    </>,
  );
  expect(banner()).toBeInTheDocument();
});

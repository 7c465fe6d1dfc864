import { getTranslations } from 'next-intl/server';
import { analyticsEnabled } from '@/components/analytics/analytics';
import { CookieSettingsButton } from '@/components/analytics/cookie-settings-button';
import { KeepCompounds } from '@/components/ui/keep-compounds';
import { getPageContent } from '@/lib/content/pages';
import { fillIn } from '@/lib/pages/localize';
import { getPublicSeller } from '@/lib/shop/seller/public';
import { COPYRIGHT_YEAR, STUDIO_NAME } from '@/lib/site';
import { FooterLink } from './footer-link';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { SellerSmallPrint } from './seller-small-print';

// The header's pages except home, under the footer's own labels ('About Us').
const QUICK_LINKS = NAV_ITEMS.filter((item) => item.href !== '/');

const SERVICE_LINKS = [
  { href: '/services', label: 'websiteDesign' },
  { href: '/services', label: 'branding' },
  { href: '/services', label: 'brandingWebsite' },
  { href: '/digital-products', label: 'digitalTemplates' },
  // The browser scrolls to the section once /services has rendered.
  { href: '/services#social-media', label: 'socialMediaDesign' },
] as const;

const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'privacyPolicy' },
  { href: '/terms-of-service', label: 'termsOfService' },
] as const;

export async function SiteFooter() {
  const [t, texts, contact, seller] = await Promise.all([
    getTranslations('Footer'),
    getPageContent('footer'),
    getPageContent('contact'),
    getPublicSeller(),
  ]);
  // The address the studio edits on its contact page.
  const { email } = contact.details;

  return (
    <footer className="bg-plum text-cream">
      {/* Two link columns side by side from the phone up; the studio block spans them until md. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-3">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <FooterLink href="/" className="inline-flex min-h-11 items-center">
            <Logo name={STUDIO_NAME} tone="light" />
          </FooterLink>
          <p className="text-sm leading-relaxed text-cream/80">
            <KeepCompounds text={texts.description} />
          </p>
          <ul className="flex gap-3">
            <li>
              {/* The icons are drawn by their classes (app/globals.css), not written into every page twice. */}
              <a
                href={texts.socialUrl}
                rel="noopener"
                target="_blank"
                aria-label={texts.socialLabel}
                className="footer-icon footer-icon-instagram"
              />
            </li>
            <li>
              <a href={`mailto:${email}`} aria-label={t('email', { email })} className="footer-icon footer-icon-mail" />
            </li>
          </ul>
        </div>

        <FooterColumn
          title={t('quickLinks')}
          links={[
            ...QUICK_LINKS.map((l) => ({ href: l.href, label: t(`quickLinkLabels.${l.label}`) })),
            // For buyers who lost the link in their receipt.
            { href: '/downloads', label: t('downloadsAgain') },
          ]}
        />
        <FooterColumn title={t('servicesTitle')} links={SERVICE_LINKS.map((l) => ({ href: l.href, label: t(l.label) }))} />
      </div>

      <div className="border-t border-cream/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-sm text-cream/70 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            {fillIn(texts.copyright, { year: COPYRIGHT_YEAR, studio: STUDIO_NAME })} <span className="hidden sm:inline">·</span>{' '}
            <span className="block sm:inline">{texts.focus}</span>
          </p>
          <nav aria-label={t('legal')}>
            <ul className="footer-links flex flex-wrap gap-x-5">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <FooterLink href={link.href}>{t(link.label)}</FooterLink>
                </li>
              ))}
              {analyticsEnabled() && (
                <li>
                  <CookieSettingsButton label={t('cookieSettings')} />
                </li>
              )}
            </ul>
          </nav>
        </div>
        {seller && <SellerSmallPrint seller={seller} />}
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-2 font-sans text-sm font-semibold uppercase tracking-widest text-petal">{title}</h2>
      <ul className="footer-links text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink href={link.href}>{link.label}</FooterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { test } from '@playwright/test';
import type { Locale } from '@/i18n/routing';
import { bearer } from '../support/admin-http';
import { savedAdminToken } from '../support/admin-state';
import { MAIN_SERVER, SECOND_SERVER } from '../support/e2e-servers';
import { exclusively } from '../support/worker-lock';
import { inboxFlow, sendMessage } from './flows/inbox-flow';
import { pageFlow } from './flows/page-flow';
import { recordFlow, removeLeftovers } from './flows/record-flow';
import { RECORD_SECTIONS } from './flows/record-sections';
import { signIn } from './flows/session';
import { availabilityFlow, discountFlow, sellerFlow } from './flows/settings-flows';
import { ADMIN_LOCALES } from './flows/texts';

// The admin's flows in each of its languages at 1280 px and at 390 px (the mobile project runs the
// @mobile ones): projects, products and testimonials created from what their descriptions need,
// edited, translated, published and deleted; a discount code created, paused and resumed; the
// seller's settings and the booking availability edited and saved; a page's text published; a
// message read, marked, archived and deleted. Each finds its controls and toasts by that
// language's messages and checks every form and list it opens (./flows/screen.ts). docs/development.md.
//
// Records, codes and the page are written on the second server (its own database): the public
// specs on the first count the demo content, and none reads the Projects page's texts there. The
// seller and the availability are the first server's, whose specs read neither field the flows
// change (the second's stored-XSS specs save both whole). What a flow saves whole, it does under a
// lock (../support/worker-lock.ts) and puts back.

const RUN = Date.now().toString(36);
/** What a flow types carries it: its run, language and width ("Flow m3k2x9 no m"). */
const stampOf = (locale: Locale, phone: boolean) => `Flow ${RUN} ${locale} ${phone ? 'm' : 'd'}`;
/** The Projects page: no other spec edits it (admin-pages, admin-editing and stored-xss-pages take the others). */
const PAGE = 'projects';
const FLOW_TIME = 120_000;

for (const phone of [false, true]) {
  const tag = phone ? ' @mobile' : '';
  for (const locale of ADMIN_LOCALES) {
    const stamp = stampOf(locale, phone);
    const inLanguage = `in ${locale}${tag}`;

    test.describe(`on the second server ${inLanguage}`, () => {
      test.use({ baseURL: SECOND_SERVER });
      test.describe.configure({ timeout: FLOW_TIME });
      test.beforeEach(({ page }) => signIn(page, SECOND_SERVER, locale));

      for (const section of RECORD_SECTIONS) {
        test(`${section.section}: create, edit, translate, publish, delete ${inLanguage}`, async ({ page }) => {
          const flow = () => recordFlow(page, section, locale, phone, stamp);
          try {
            await (section.readWhole ? exclusively(section.section, SECOND_SERVER, flow) : flow());
          } finally {
            await removeLeftovers(page.request, savedAdminToken(SECOND_SERVER), section, stamp);
          }
        });
      }

      test(`discount codes: create, pause, resume ${inLanguage}`, async ({ page }) => {
        await discountFlow(page, locale, phone, stamp);
      });

      test(`pages: edit, save the draft, publish ${inLanguage}`, async ({ page }) => {
        await exclusively(`page-${PAGE}`, SECOND_SERVER, () => pageFlow(page, PAGE, locale, phone, stamp));
      });
    });

    test.describe(`on the first server ${inLanguage}`, () => {
      test.use({ baseURL: MAIN_SERVER });
      test.describe.configure({ timeout: FLOW_TIME });
      test.beforeEach(({ page }) => signIn(page, MAIN_SERVER, locale));

      test(`seller settings: edit, save ${inLanguage}`, async ({ page }) => {
        await exclusively('seller', MAIN_SERVER, () => sellerFlow(page, locale, phone, stamp));
      });

      test(`booking availability: change a rule, save ${inLanguage}`, async ({ page }) => {
        await exclusively('availability', MAIN_SERVER, () => availabilityFlow(page, locale, phone, stamp));
      });
    });
  }

  // One message per width, on a server each: the contact form's 5 a address in 10 minutes are
  // otherwise spent (admin-messages.spec.ts counts them).
  const server = phone ? SECOND_SERVER : MAIN_SERVER;
  test.describe(`the inbox${tag}`, () => {
    test.use({ baseURL: server });
    test(`messages: open, mark unread, archive, move back, delete, in every admin language${tag}`, async ({ page, playwright }) => {
      test.setTimeout(FLOW_TIME);
      const token = savedAdminToken(server);
      const api = await playwright.request.newContext({ baseURL: server });
      const message = await sendMessage(api, token, stampOf(ADMIN_LOCALES[0]!, phone));
      try {
        await signIn(page, server, ADMIN_LOCALES[0]!);
        await inboxFlow(page, server, ADMIN_LOCALES, phone, message);
      } finally {
        // Gone already when the flow got to its end (a 404 then).
        await api.delete(`/api/admin/messages/${message.id}`, { headers: bearer(token) });
        await api.dispose();
      }
    });
  });
}

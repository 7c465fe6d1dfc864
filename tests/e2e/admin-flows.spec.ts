import type { Locale } from '@/i18n/routing';
import { bearer } from '../support/admin-http';
import { savedAdminToken } from '../support/admin-state';
import { MAIN_SERVER, SECOND_SERVER } from '../support/e2e-servers';
import { exclusively } from '../support/worker-lock';
import { test } from './flows/admin-context';
import { inboxFlow, sendMessage } from './flows/inbox-flow';
import { pageFlow } from './flows/page-flow';
import { recordFlow, removeLeftovers } from './flows/record-flow';
import { RECORD_SECTIONS } from './flows/record-sections';
import { signIn } from './flows/session';
import { availabilityFlow, discountFlow, sellerFlow } from './flows/settings-flows';
import { ADMIN_LOCALES } from './flows/texts';
import { deviceOf } from './warm-context';
import { newApiContext } from '../support/api-context';

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
// A flow may wait for a lock while another spec holds it (admin-testimonials takes up to a minute on a busy machine).
const FLOW_TIME = 180_000;

for (const phone of [false, true]) {
  const tag = phone ? ' @mobile' : '';
  for (const locale of ADMIN_LOCALES) {
    const stamp = stampOf(locale, phone);
    const inLanguage = `in ${locale}${tag}`;
    test.describe(`the admin ${inLanguage}`, () => {
      test.describe.configure({ timeout: FLOW_TIME });

      for (const section of RECORD_SECTIONS) {
        test(`${section.section}: create, edit, translate, publish, delete ${inLanguage}`, async ({ adminPage }) => {
          const page = await adminPage(SECOND_SERVER, locale);
          const flow = () => recordFlow(page, section, locale, phone, stamp);
          try {
            await (section.readWhole ? exclusively(section.section, SECOND_SERVER, flow) : flow());
          } finally {
            await removeLeftovers(page.request, savedAdminToken(SECOND_SERVER), section, stamp);
          }
        });
      }

      test(`discount codes: create, pause, resume ${inLanguage}`, async ({ adminPage }) => {
        await discountFlow(await adminPage(SECOND_SERVER, locale), locale, phone, stamp);
      });

      test(`pages: edit, save the draft, publish ${inLanguage}`, async ({ adminPage }) => {
        const page = await adminPage(SECOND_SERVER, locale);
        await exclusively(`page-${PAGE}`, SECOND_SERVER, () => pageFlow(page, PAGE, locale, phone, stamp));
      });

      test(`seller settings: edit, save ${inLanguage}`, async ({ adminPage }) => {
        const page = await adminPage(MAIN_SERVER, locale);
        await exclusively('seller', MAIN_SERVER, () => sellerFlow(page, locale, phone, stamp));
      });

      test(`booking availability: change a rule, save ${inLanguage}`, async ({ adminPage }) => {
        const page = await adminPage(MAIN_SERVER, locale);
        await exclusively('availability', MAIN_SERVER, () => availabilityFlow(page, locale, phone, stamp));
      });
    });
  }

  // One message per width, on a server each: the contact form takes 5 messages from an address in
  // 10 minutes, and the other specs send the rest (admin-messages.spec.ts counts them). A context of
  // its own: the flow changes the admin's language as it goes.
  test(`messages: open, mark unread, archive, move back, delete, in every admin language${tag}`, async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(FLOW_TIME);
    const server = phone ? SECOND_SERVER : MAIN_SERVER;
    const token = savedAdminToken(server);
    const api = await newApiContext(playwright, { baseURL: server });
    const message = await sendMessage(api, token, stampOf(ADMIN_LOCALES[0]!, phone));
    const context = await browser.newContext({ ...deviceOf(testInfo.project.use), baseURL: server });
    try {
      const page = await context.newPage();
      await signIn(page, server, ADMIN_LOCALES[0]!);
      await inboxFlow(page, server, ADMIN_LOCALES, phone, message);
    } finally {
      // Gone already when the flow got to its end (a 404 then).
      await api.delete(`/api/admin/messages/${message.id}`, { headers: bearer(token) });
      await Promise.all([api.dispose(), context.close()]);
    }
  });
}

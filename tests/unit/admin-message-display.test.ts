import { firstLine, fullDate, listDate, replyHref } from '@/components/admin/messages/message-display';
import { LOCALE_TAGS } from '@/i18n/locales';
import { messageQueryString } from '@/lib/inbox/query';

describe('the Messages screen display helpers', () => {
  it('builds a mailto: reply whose subject cannot add headers or break the link', () => {
    expect(replyHref('ada@example.com', 'Re: Branding & Website')).toBe('mailto:ada@example.com?subject=Re%3A%20Branding%20%26%20Website');
    expect(replyHref('kari@example.no', 'Re: your message')).toBe('mailto:kari@example.no?subject=Re%3A%20your%20message');
    // Characters an address may hold that mean something in a URL stay inside the address.
    expect(replyHref('a+b?c=d#e@example.com', 'Re: x&cc=evil@example.com')).toBe(
      'mailto:a%2Bb%3Fc%3Dd%23e@example.com?subject=Re%3A%20x%26cc%3Devil%40example.com',
    );
  });

  it('takes the first line with text as the list shows it', () => {
    expect(firstLine('\n\n   Hei!\nAndre linje')).toBe('Hei!');
    expect(firstLine('One line only')).toBe('One line only');
    expect(firstLine('\r\n \r\n')).toBe('');
  });

  it('dates the list by the time today, the day this year, and the day and year before', () => {
    const now = new Date(2026, 4, 14, 18, 30);
    expect(listDate(new Date(2026, 4, 14, 9, 5).toISOString(), 'en', now)).toBe('09:05');
    expect(listDate(new Date(2026, 4, 13, 23, 59).toISOString(), 'en', now)).toBe('May 13');
    expect(listDate(new Date(2025, 11, 24, 12, 0).toISOString(), 'en', now)).toBe('Dec 24, 2025');
    expect(fullDate(new Date(2026, 4, 12, 14, 5).toISOString(), 'en')).toBe('Tuesday, May 12, 2026 at 14:05');
  });

  it('dates them in a zone given, naming it with a time: the server does not know the browser’s', () => {
    const now = new Date('2026-05-14T10:00:00.000Z');
    expect(listDate('2026-05-14T09:05:00.000Z', 'en', now, 'UTC')).toBe('09:05 UTC');
    // Late on the 13th in UTC is already the 14th in Tokyo: a time there, a day in UTC.
    expect(listDate('2026-05-13T23:59:00.000Z', 'en', now, 'UTC')).toBe('May 13');
    expect(listDate('2026-05-13T23:59:00.000Z', 'en', now, 'Asia/Tokyo')).toBe('08:59 GMT+9');
    expect(listDate('2025-12-31T23:30:00.000Z', 'en', now, 'UTC')).toBe('Dec 31, 2025');
    expect(listDate('2025-12-31T23:30:00.000Z', 'en', now, 'Asia/Tokyo')).toBe('Jan 1');
  });

  it('dates them in Norwegian for the Norwegian admin', () => {
    const now = new Date(2026, 4, 14, 18, 30);
    const day = new Date(2025, 11, 24, 12, 0);
    const norwegian = new Intl.DateTimeFormat(LOCALE_TAGS.no.intl, { day: 'numeric', month: 'short', year: 'numeric' }).format(day);
    expect(listDate(day.toISOString(), 'no', now)).toBe(norwegian);
    expect(listDate(day.toISOString(), 'no', now)).toMatch(/^24\. des\.? 2025$/);
    expect(listDate(new Date(2026, 4, 14, 9, 5).toISOString(), 'no', now)).toBe('09:05');
  });

  it('gives each view one address: defaults and blanks left out', () => {
    expect(messageQueryString({})).toBe('');
    expect(messageQueryString({ q: '  ', box: 'inbox' })).toBe('');
    expect(messageQueryString({ q: ' blåbær & co ', service: 'Branding & Website', box: 'archived' })).toBe(
      '?q=bl%C3%A5b%C3%A6r+%26+co&service=Branding+%26+Website&box=archived',
    );
  });
});

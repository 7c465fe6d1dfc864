import { parse } from 'csv-parse/sync';
import { NextRequest } from 'next/server';
import { DELETE as remove, GET as readOne, PATCH as patch } from '@/app/api/admin/messages/[id]/route';
import { GET as exportCsv } from '@/app/api/admin/messages/export/route';
import { GET as list } from '@/app/api/admin/messages/route';
import { GET as unread } from '@/app/api/admin/messages/unread/route';
import { POST as contact } from '@/app/api/contact/route';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { toAdminMessage } from '@/lib/inbox/messages';
import type { AdminMessage, MessageList } from '@/lib/inbox/query';
import { adminToken, bearer } from '../support/admin';
import { params, send } from '../support/api';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
}, 60_000);

const PATH = '/api/admin/messages';
const MISSING_ID = '00000000-0000-4000-8000-00000000beef';
const ODD_IDS = [MISSING_ID, 'not-a-uuid', '../../etc/passwd', '1', '%_%'];

const listAnswer = (query = '', headers = auth) => send(list, `${PATH}${query}`, { headers });
const listed = async (query = '') => {
  const answer = await listAnswer(query);
  expect(answer.status).toBe(200);
  return answer.body as MessageList;
};
const ids = async (query = '') => (await listed(query)).messages.map((message) => message.id);
const getOne = (id: string, headers = auth) => send(readOne, `${PATH}/${id}`, { headers }, params({ id }));
const change = (id: string, json: unknown, headers = auth) =>
  send(patch, `${PATH}/${id}`, { method: 'PATCH', json, headers }, params({ id }));
const del = (id: string, headers = auth) => send(remove, `${PATH}/${id}`, { method: 'DELETE', headers }, params({ id }));
const unreadCount = async () => ((await send(unread, `${PATH}/unread`, { headers: auth })).body as { unread: number }).unread;

/** The export as bytes, so the byte order mark is seen (Response.text() would drop it). */
async function exported(query = '', headers = auth) {
  const response = await exportCsv(new NextRequest(new URL(`${PATH}/export${query}`, 'http://localhost:3000'), { headers }), undefined);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
const csvRows = (text: string) => parse(text, { bom: true }) as string[][];

let stamp = 0;
/** A unique word for one test's messages, so a search finds exactly them. */
const marker = () => `mk${Date.now().toString(36)}x${(stamp += 1)}`;

type NewMessage = Partial<typeof contactMessages.$inferInsert>;

/** Stores messages as the contact form does, oldest first, a minute apart (so "newest first" is testable). */
async function stored(...messages: NewMessage[]): Promise<AdminMessage[]> {
  const db = await getDb();
  const start = Date.now() - messages.length * 60_000;
  const rows = await db
    .insert(contactMessages)
    .values(
      messages.map((values, index) => ({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Hello there.',
        createdAt: new Date(start + index * 60_000),
        ...values,
      })),
    )
    .returning();
  return rows.map(toAdminMessage);
}

describe('GET /api/admin/messages', () => {
  it('lists the inbox newest first, each message with the start of its text, unread until opened, not cached', async () => {
    const word = marker();
    const [older, newer] = await stored(
      { message: `Older ${word}`, serviceInterest: 'Branding' },
      { message: `Newer ${word}\nSecond line`, locale: 'no' },
    );
    const { status, body, headers } = await listAnswer(`?q=${word}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const { messages, total } = body as MessageList;
    expect(total).toBe(2);
    expect(messages.map((m) => m.id)).toEqual([newer!.id, older!.id]);
    const { message, ...summary } = newer!;
    expect(messages[0]).toEqual({ ...summary, preview: message });
    expect(messages[0]).toMatchObject({ read_at: null, archived_at: null, locale: 'no', service_interest: null });
    expect(messages[1]).toMatchObject({ service_interest: 'Branding' });
  });

  it('shows a message sent through the contact form, unread, in the language of its page', async () => {
    const word = marker();
    const sent = await send(contact, '/api/contact', {
      method: 'POST',
      json: { name: 'Kari Nordmann', email: 'kari@example.no', service_interest: 'Website Design', message: `Hei! ${word}` },
      headers: { 'x-forwarded-for': '10.40.0.1', referer: 'http://localhost:3000/no/contact' },
    });
    expect(sent.status).toBe(201);
    const { messages } = await listed(`?q=${word}`);
    expect(messages).toEqual([
      expect.objectContaining({
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        service_interest: 'Website Design',
        locale: 'no',
        read_at: null,
        preview: `Hei! ${word}`,
      }),
    ]);
  });

  it('cuts the preview of a long message; the whole text comes with the message itself', async () => {
    const word = marker();
    const text = `${word} ${'lorem ipsum '.repeat(400)}`;
    const [long] = await stored({ message: text });
    const [summary] = (await listed(`?q=${word}`)).messages;
    expect(summary!.preview).toBe(text.slice(0, 240));
    expect('message' in summary!).toBe(false);
    expect((await getOne(long!.id)).body).toMatchObject({ message: text });
  });

  it('searches name, e-mail and text, ignoring letter case, Norwegian letters included', async () => {
    const word = marker();
    const [byName, byEmail, byText] = await stored(
      { name: `Øyvind Ærlig ${word}`, message: 'Nothing to see.' },
      { email: `${word}@Blaabaer.example`, message: 'Nothing either.' },
      { message: `Vi trenger en ny logo for BLÅBÆRGÅRDEN ${word}.` },
    );
    expect(await ids(`?q=${word.toUpperCase()}`)).toEqual([byText!.id, byEmail!.id, byName!.id]);
    expect(await ids(`?q=${encodeURIComponent(`øyvind ærlig ${word}`)}`)).toEqual([byName!.id]);
    expect(await ids(`?q=${encodeURIComponent(`blåbærgården ${word}`)}`)).toEqual([byText!.id]);
    expect(await ids(`?q=${encodeURIComponent(`${word.toUpperCase()}@blaabaer`)}`)).toEqual([byEmail!.id]);
    // Spaces around the search are not part of it.
    expect(await ids(`?q=${encodeURIComponent(`  ${word}@blaabaer  `)}`)).toEqual([byEmail!.id]);
  });

  it('matches % and _ and backslashes literally, not as LIKE wildcards', async () => {
    const word = marker();
    const [percent, underscore, backslash] = await stored(
      { message: `${word} a discount of 100% please` },
      { message: `${word} file_name.pdf` },
      { message: `${word} C:\\path` },
    );
    await stored({ message: `${word} 1000 visitors` }, { message: `${word} filename.pdf` }, { message: `${word} C:path` });
    expect(await ids(`?q=${encodeURIComponent('100%')}`)).toEqual([percent!.id]);
    expect(await ids(`?q=${encodeURIComponent('of 100% please')}`)).toEqual([percent!.id]);
    expect(await ids(`?q=${encodeURIComponent('file_name')}`)).toEqual([underscore!.id]);
    expect(await ids(`?q=${encodeURIComponent('C:\\')}`)).toEqual([backslash!.id]);
  });

  it('filters by service interest, "none" meaning a general inquiry', async () => {
    const word = marker();
    const [branding, none, website] = await stored(
      { message: word, serviceInterest: 'Branding' },
      { message: word },
      { message: word, serviceInterest: 'Branding & Website' },
    );
    expect(await ids(`?q=${word}&service=Branding`)).toEqual([branding!.id]);
    expect(await ids(`?q=${word}&service=${encodeURIComponent('Branding & Website')}`)).toEqual([website!.id]);
    expect(await ids(`?q=${word}&service=none`)).toEqual([none!.id]);
    expect(await ids(`?q=${word}&service=Consultation`)).toEqual([]);
    expect(await ids(`?q=${word}&service=`)).toEqual([website!.id, none!.id, branding!.id]);
  });

  it('keeps archived messages out of the inbox and lists them with box=archived', async () => {
    const word = marker();
    const [kept, archived] = await stored({ message: word }, { message: word, archivedAt: new Date() });
    expect(await ids(`?q=${word}`)).toEqual([kept!.id]);
    expect(await ids(`?q=${word}&box=inbox`)).toEqual([kept!.id]);
    expect(await ids(`?q=${word}&box=archived`)).toEqual([archived!.id]);
  });

  it('answers the newest 200 of a large inbox with the number of all matches', async () => {
    const word = marker();
    const many = await stored(...Array.from({ length: 230 }, (_, index) => ({ message: `${word} number ${index}` })));
    const { messages, total } = await listed(`?q=${word}`);
    expect(total).toBe(230);
    expect(messages).toHaveLength(200);
    expect(messages[0]!.id).toBe(many.at(-1)!.id);
    expect(messages.at(-1)!.id).toBe(many[30]!.id);
  });

  it.each([
    ['an unknown box', '?box=trash', 'box: Use one of: inbox, archived'],
    ['an unknown service', '?service=Painting', 'service: Use one of:'],
    ['a service in other letter case', '?service=branding', 'service: Use one of:'],
    ['a search of 201 characters', `?q=${'x'.repeat(201)}`, 'q: Use at most 200 characters'],
    ['a NUL in the search', '?q=a%00b', 'q: Text must be valid Unicode without NUL characters'],
  ])('refuses %s with 400 and a detail naming the parameter', async (_label, query, detail) => {
    const { status, body } = await listAnswer(query);
    expect(status).toBe(400);
    expect((body as { detail: string }).detail).toContain(detail);
  });

  it('ignores parameters it does not know, and takes the first of a repeated one', async () => {
    const word = marker();
    const [archived] = await stored({ message: word, archivedAt: new Date() });
    expect(await ids(`?q=${word}&box=archived&box=inbox&page=-1&__proto__=x`)).toEqual([archived!.id]);
  });
});

describe('GET /api/admin/messages/{id}', () => {
  it('answers the whole message without marking it read', async () => {
    const [message] = await stored({ message: 'Line one\nLine two\n\nA last paragraph.' });
    const { status, body, headers } = await getOne(message!.id);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual(message);
    expect((await getOne(message!.id)).body).toMatchObject({ read_at: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ODD_IDS) expect(await getOne(id)).toMatchObject({ status: 404, body: { detail: 'Message not found' } });
  });
});

describe('PATCH /api/admin/messages/{id}', () => {
  it('marks a message read (once: the first opening stays its time) and unread again, with the unread count following', async () => {
    const [message] = await stored({ message: marker() });
    const before = await unreadCount();
    const read = await change(message!.id, { read: true });
    expect(read.status).toBe(200);
    const readAt = (read.body as AdminMessage).read_at;
    expect(Date.parse(readAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(read.body).toEqual({ ...message, read_at: readAt });
    expect(await unreadCount()).toBe(before - 1);
    expect((await change(message!.id, { read: true })).body).toMatchObject({ read_at: readAt });
    expect((await change(message!.id, { read: false })).body).toMatchObject({ read_at: null });
    expect(await unreadCount()).toBe(before);
  });

  it('archives a message and moves it back to the inbox; an archived message is not counted unread', async () => {
    const word = marker();
    const [message] = await stored({ message: word });
    const before = await unreadCount();
    const archived = await change(message!.id, { archived: true });
    expect(archived.status).toBe(200);
    expect((archived.body as AdminMessage).archived_at).toEqual(expect.any(String));
    expect(await ids(`?q=${word}`)).toEqual([]);
    expect(await ids(`?q=${word}&box=archived`)).toEqual([message!.id]);
    expect(await unreadCount()).toBe(before - 1);
    expect((await change(message!.id, { archived: false })).body).toMatchObject({ archived_at: null, read_at: null });
    expect(await ids(`?q=${word}`)).toEqual([message!.id]);
    expect(await unreadCount()).toBe(before);
  });

  it('changes both at once', async () => {
    const [message] = await stored({ message: marker() });
    const { body } = await change(message!.id, { read: true, archived: true });
    expect(body).toMatchObject({ read_at: expect.any(String), archived_at: expect.any(String) });
  });

  it.each([
    ['an empty object', {}, 'Send read and/or archived (true or false)'],
    ['read as text', { read: 'yes' }, 'read: Use true or false'],
    ['archived as a number', { archived: 1 }, 'archived: Use true or false'],
    ['read as null', { read: null }, 'read: Use true or false'],
    ['an unknown field', { read: true, message: 'rewritten' }, 'Unrecognized key'],
    ['a list', [{ read: true }], 'Send a JSON object with read and/or archived'],
  ])('refuses %s with 400 and changes nothing', async (_label, json, detail) => {
    const [message] = await stored({ message: marker() });
    const answer = await change(message!.id, json);
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail).toContain(detail);
    expect((await getOne(message!.id)).body).toEqual(message);
  });

  it('answers 404 for an unknown or malformed id, after checking the body', async () => {
    for (const id of ODD_IDS)
      expect(await change(id, { read: true })).toMatchObject({ status: 404, body: { detail: 'Message not found' } });
    expect((await change(MISSING_ID, { read: 'yes' })).status).toBe(400);
  });
});

describe('DELETE /api/admin/messages/{id}', () => {
  it('deletes the message for good', async () => {
    const word = marker();
    const [message] = await stored({ message: word });
    const { status, body } = await del(message!.id);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await getOne(message!.id)).status).toBe(404);
    expect(await ids(`?q=${word}`)).toEqual([]);
    expect(await del(message!.id)).toMatchObject({ status: 404, body: { detail: 'Message not found' } });
  });

  it('answers 404 for a malformed id', async () => {
    for (const id of ODD_IDS) expect(await del(id)).toMatchObject({ status: 404, body: { detail: 'Message not found' } });
  });
});

describe('GET /api/admin/messages/unread', () => {
  it('counts the unread messages of the inbox', async () => {
    const before = await unreadCount();
    await stored({ message: marker() }, { message: marker(), readAt: new Date() }, { message: marker(), archivedAt: new Date() });
    const { status, body, headers } = await send(unread, `${PATH}/unread`, { headers: auth });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ unread: before + 1 });
  });
});

describe('GET /api/admin/messages/export', () => {
  it('downloads the filtered list as UTF-8 CSV with a byte order mark, newest first, one row per message', async () => {
    const word = marker();
    const [older, newer] = await stored(
      {
        name: 'Åse Ødegård',
        email: 'ase@example.no',
        message: `Blåbærsyltetøy og æbleskiver, ${word}.\nNy linje, "sitat", komma.`,
        serviceInterest: 'Branding',
        locale: 'no',
        readAt: new Date(),
      },
      { name: 'Ada Lovelace', message: `Plain English ${word}` },
    );
    await stored(
      { message: `${word} archived`, archivedAt: new Date() },
      { message: `${word} consultation`, serviceInterest: 'Consultation', archivedAt: new Date() },
    );
    const { response, bytes, text } = await exported(`?q=${word}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('\r\n');
    expect(csvRows(text)).toEqual([
      ['Received', 'Name', 'Email', 'Service interest', 'Language', 'Read', 'Message'],
      [newer!.created_at, 'Ada Lovelace', 'ada@example.com', '', 'English', 'no', `Plain English ${word}`],
      [
        older!.created_at,
        'Åse Ødegård',
        'ase@example.no',
        'Branding',
        'Norwegian',
        'yes',
        `Blåbærsyltetøy og æbleskiver, ${word}.\nNy linje, "sitat", komma.`,
      ],
    ]);
  });

  it('exports what the screen shows: the same search, service and box', async () => {
    const word = marker();
    await stored(
      { message: `${word} inbox`, serviceInterest: 'Consultation' },
      { message: `${word} general` },
      { message: `${word} archived`, archivedAt: new Date() },
    );
    const messagesOf = async (query: string) =>
      csvRows((await exported(query)).text)
        .slice(1)
        .map((row) => row[6]);
    expect(await messagesOf(`?q=${word}&service=Consultation`)).toEqual([`${word} inbox`]);
    expect(await messagesOf(`?q=${word}&service=none`)).toEqual([`${word} general`]);
    expect(await messagesOf(`?q=${word}&box=archived`)).toEqual([`${word} archived`]);
    const { response } = await exported(`?q=${word}&box=archived`);
    expect(response.headers.get('content-disposition')).toMatch(/filename="messages-archived-\d{4}-\d{2}-\d{2}\.csv"/);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const word = marker();
    await stored(
      { name: '=HYPERLINK("https://x.test","Click")', email: 'ok@example.com', message: `+47 400 00 000 ${word}` },
      { name: '@SUM(A1:A9)', message: `-1+2 ${word}` },
      { name: '\tTabbed', message: `=cmd|' /C calc'!A0 ${word}` },
    );
    const rows = csvRows((await exported(`?q=${word}`)).text).slice(1);
    expect(rows.map((row) => [row[1], row[6]])).toEqual([
      ["'\tTabbed", `'=cmd|' /C calc'!A0 ${word}`],
      ["'@SUM(A1:A9)", `'-1+2 ${word}`],
      [`'=HYPERLINK("https://x.test","Click")`, `'+47 400 00 000 ${word}`],
    ]);
  });

  it('quotes every cell and marks a formula after a semicolon, so Norwegian Excel keeps each cell whole and inert', async () => {
    const word = marker();
    await stored({ name: 'Kari ;=1+1', email: 'kari@example.no', message: `Hei ;@SUM(A1) ${word}` });
    const { text } = await exported(`?q=${word}`);
    const cells = [expect.any(String), "Kari ;'=1+1", 'kari@example.no', '', 'English', 'no', `Hei ;'@SUM(A1) ${word}`];
    expect(csvRows(text)[1]).toEqual(cells);
    // A reader that splits on semicolons too sees the same cells: every ";" is inside quotes.
    expect(parse(text, { bom: true, delimiter: [',', ';'] })).toEqual(csvRows(text));
  });

  it('refuses a bad filter like the list', async () => {
    const { response, text } = await exported('?box=all');
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ detail: 'box: Use one of: inbox, archived' });
  });
});

describe('authorization of every message call', () => {
  const someId = MISSING_ID;
  const attempts = (headers: Record<string, string>) => [
    () => listAnswer('', headers),
    () => getOne(someId, headers),
    () => change(someId, { read: true }, headers),
    () => del(someId, headers),
    () => send(unread, `${PATH}/unread`, { headers }),
    () => send(exportCsv, `${PATH}/export`, { headers }),
  ];

  it.each([
    ['no token', {}],
    ['a malformed bearer token', { authorization: 'Bearer abc.def.ghi' }],
    ['a forged cookie', { cookie: 'studio_admin=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl' }],
  ])('answers 401 with %s, and shows no message', async (_, headers) => {
    for (const attempt of attempts(headers)) {
      const { status, body } = await attempt();
      expect(status).toBe(401);
      expect(body).toEqual({ detail: expect.any(String) });
    }
  });

  it('refuses a cookie-authenticated change from another site, and takes it from the site itself', async () => {
    const [message] = await stored({ message: marker() });
    const cookie = `studio_admin=${auth.authorization!.replace('Bearer ', '')}`;
    const crossSite = { cookie, origin: 'https://evil.example', host: 'localhost:3000' };
    expect(await change(message!.id, { read: true }, crossSite)).toMatchObject({
      status: 403,
      body: { detail: 'Cross-site request refused' },
    });
    expect(await change(message!.id, { archived: true }, crossSite)).toMatchObject({ status: 403 });
    expect(await del(message!.id, crossSite)).toMatchObject({ status: 403 });
    expect((await getOne(message!.id)).body).toEqual(message);
    const sameSite = { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' };
    expect((await change(message!.id, { read: true }, sameSite)).status).toBe(200);
    expect((await del(message!.id, sameSite)).status).toBe(204);
  });
});

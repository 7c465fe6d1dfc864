import type { NextRequest } from 'next/server';
import { params, send } from './api';
import type { XssKind, RecordTexts } from './xss-kind';
import { MARKUP_PAYLOADS, URL_PAYLOADS } from './xss-payloads';

// Stores a kind's payload records through its admin API, in a jest suite's database
// (tests/api/stored-xss-*.test.ts): each record created with the payloads in every text field,
// then each URL payload tried in each address field of one record; and proves that the fields
// whose route refuses every text (tests/support/xss-kind.ts, `refuses`) refuse each payload.

type Handler<Context> = (request: NextRequest, context: Context) => Response | Promise<Response>;
type IdContext = { params: Promise<{ id: string }> };

export interface KindRoutes {
  create: Handler<undefined>;
  createPath: string;
  update: Handler<IdContext>;
  updatePath: (id: string) => string;
}

export interface StoredRecord {
  id: string;
  texts: RecordTexts;
  /** The record as it now stands: the body created, with the URL payloads the API kept. */
  body: Record<string, unknown>;
  /** The URL payloads the API kept, by field. */
  accepted: { payload: string; field: string }[];
}

const detailOf = (body: unknown) => (body as { detail?: string } | null)?.detail ?? '';

export async function storePayloadRecords(
  kind: XssKind,
  routes: KindRoutes,
  headers: Record<string, string>,
  set: string,
  baseOf: (index: number) => Record<string, unknown>,
): Promise<StoredRecord[]> {
  const stored: StoredRecord[] = [];
  for (let index = 0; index < kind.count; index++) {
    const base = baseOf(index);
    let body = kind.body(index, set, base);
    const created = await send(routes.create, routes.createPath, { method: 'POST', json: body, headers });
    expect({ index, status: created.status, detail: detailOf(created.body) }).toEqual({ index, status: 201, detail: '' });
    const id = (created.body as { id: string }).id;
    const accepted: StoredRecord['accepted'] = [];
    const payload = URL_PAYLOADS[index];
    for (const field of payload ? kind.addresses : []) {
      const value = kind.urlValue(field, payload!.text, base);
      const put = await send(
        routes.update,
        routes.updatePath(id),
        { method: 'PUT', json: { ...body, [field]: value }, headers },
        params({ id }),
      );
      // A script-capable scheme is refused with a detail naming the field; the rest may be kept.
      if (payload!.mustRefuse)
        expect({ field, payload: payload!.name, status: put.status }).toEqual({ field, payload: payload!.name, status: 400 });
      if (put.status === 400) expect(detailOf(put.body)).toContain(field);
      else {
        expect({ field, payload: payload!.name, status: put.status }).toEqual({ field, payload: payload!.name, status: 200 });
        body = { ...body, [field]: value };
        accepted.push({ payload: payload!.name, field });
      }
    }
    stored.push({ id, texts: kind.texts(index, set), body, accepted });
  }
  return stored;
}

/** Sends each markup payload in each refused field of an otherwise valid body: every one a 400 naming the field. */
export async function expectRefusals(kind: XssKind, routes: KindRoutes, headers: Record<string, string>, base: Record<string, unknown>) {
  const valid = kind.body(0, 'r', base);
  const answers: string[] = [];
  for (const field of kind.refused)
    for (const payload of MARKUP_PAYLOADS) {
      const { status, body } = await send(routes.create, routes.createPath, {
        method: 'POST',
        json: { ...valid, [field]: kind.refusedValue(field, payload.text) },
        headers,
      });
      if (status !== 400 || !new RegExp(`^${field}[.:]`).test(detailOf(body)))
        answers.push(`${field} ← ${payload.name}: ${status} ${detailOf(body)}`);
    }
  return answers;
}

import { NextRequest } from 'next/server';
import type { BadCase, Endpoint, Fixtures } from './cases';

// Sends one case to its handler and says what is wrong with the answer, if anything.

const SITE = 'http://localhost:3000';

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

export async function sendCase(endpoint: Endpoint, badCase: BadCase, fixtures: Fixtures): Promise<Answer> {
  const { method, path, headers, body, params } = badCase.request(fixtures);
  const request = new NextRequest(new URL(path, SITE), { method, headers, body, duplex: 'half' } as ConstructorParameters<
    typeof NextRequest
  >[1]);
  const response = await endpoint.handler(request, { params: Promise.resolve(params ?? {}) });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/** The problems of an answer, empty when it is what the API documents. */
export function problemsOf(badCase: BadCase, { status, contentType, text }: Answer): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}: ${excerpt(text)}`);
  if (badCase.status !== undefined && status !== badCase.status)
    problems.push(`status ${status}, expected ${badCase.status}: ${excerpt(text)}`);
  const ok = status >= 200 && status < 400;
  if (badCase.accepted && !ok) problems.push(`status ${status}, expected a success: ${excerpt(text)}`);
  if (!badCase.accepted && status < 400) problems.push(`status ${status}, expected a refusal: ${excerpt(text)}`);
  if (status >= 400 && status < 500) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const expected = ['detail', ...(badCase.extraKeys ?? [])];
    // A refusal the admin words in its language (lib/http/refusal.ts) adds its reason and the reason's values, all text.
    const refusal =
      typeof fields.reason === 'string'
        ? Object.keys(fields).filter((key) => !expected.includes(key) && typeof fields[key] === 'string')
        : [];
    const keys = [...expected, ...refusal].sort().join();
    const isDetail =
      typeof body === 'object' && body !== null && Object.keys(body).sort().join() === keys && typeof fields.detail === 'string';
    if (!contentType?.startsWith('application/json')) problems.push(`${status} with Content-Type ${contentType}`);
    if (!isDetail || (body as { detail: string }).detail.trim() === '')
      problems.push(`${status} is not {${keys}} with a non-empty detail: ${excerpt(text)}`);
  }
  return problems;
}

import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from '../support/admin-http';
import type { RecordTexts } from '../support/xss-kind';
import { URL_PAYLOADS } from '../support/xss-payloads';
import { PROJECT_COUNT, projectBody, projectXss, type ProjectSet } from '../support/xss-project-records';

// The payload projects (tests/support/xss-project-records.ts), stored through the admin API of the
// second e2e server for the browser spec.

export { storyMarker } from '../support/xss-project-records';

export interface StoredProject {
  id: string;
  slug: string;
  featured: boolean;
  /** Each text field's payload text per language. */
  texts: RecordTexts;
}

export interface UrlVerdict {
  /** The project's place in the set. */
  project: number;
  payload: string;
  field: string;
  status: number;
  detail?: string;
}

/**
 * Tries one URL payload in each URL field of a stored project: a refusal must be a 400 whose
 * detail names the field; an accepted value stays in the project, to be rendered.
 */
async function tryUrlPayload(
  api: APIRequestContext,
  token: string,
  id: string,
  index: number,
  { body, base }: ReturnType<typeof projectBody>,
  payload: (typeof URL_PAYLOADS)[number],
  verdicts: UrlVerdict[],
) {
  let current: Record<string, unknown> = body;
  for (const field of projectXss.addresses) {
    const value = projectXss.urlValue(field, payload.text, base);
    const response = await api.put(`/api/projects/${id}`, { headers: bearer(token), data: { ...current, [field]: value } });
    const verdict: UrlVerdict = { project: index, payload: payload.name, field, status: response.status() };
    if (response.status() === 200) current = { ...current, [field]: value };
    else verdict.detail = ((await response.json()) as { detail?: string }).detail;
    verdicts.push(verdict);
    const expected = payload.mustRefuse ? [400] : [200, 400];
    expect(expected, `${payload.name} in ${field}: ${JSON.stringify(verdict)}`).toContain(verdict.status);
    if (verdict.status === 400) expect(verdict.detail, `${payload.name} in ${field}`).toContain(field);
  }
}

/** Creates the projects through the API; returns them and what the URL fields did with each payload. */
export async function storePayloadProjects(
  api: APIRequestContext,
  token: string,
  set: ProjectSet,
): Promise<{ projects: StoredProject[]; verdicts: UrlVerdict[] }> {
  const run = Date.now().toString(36);
  const projects: StoredProject[] = [];
  const verdicts: UrlVerdict[] = [];
  for (let index = 0; index < PROJECT_COUNT; index++) {
    const record = projectBody(index, run, set);
    const { body, texts } = record;
    const response = await api.post('/api/projects', { headers: bearer(token), data: body });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    projects.push({ id, slug: body.slug, featured: body.featured, texts });
    const payload = URL_PAYLOADS[index];
    if (payload) await tryUrlPayload(api, token, id, index, record, payload, verdicts);
  }
  return { projects, verdicts };
}

export async function deleteProjects(api: APIRequestContext, token: string, projects: StoredProject[]) {
  for (const project of projects) {
    const response = await api.delete(`/api/projects/${project.id}`, { headers: bearer(token) });
    expect([204, 404], `deleting ${project.slug}`).toContain(response.status());
  }
}

import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { ConfirmProvider } from '@/components/admin/ui/confirm-dialog';
import { onIntlError } from '@/i18n/missing-message';
import { routing, type Locale } from '@/i18n/routing';
import { pickAdminMessages, type AdminNamespace } from '@/lib/admin/messages';
import { LAYOUT_NAMESPACES } from '@/lib/admin/namespaces';
import { ProjectFormModal } from '@/components/admin/projects/project-form';
import type { AdminProject } from '@/lib/projects/input';
import { adminCatalogueNow } from './admin-catalogue';

// Helpers of the admin component tests: the admin's real messages, an SWR cache per test, and
// fakes for the two network boundaries (fetch and XMLHttpRequest).

/**
 * Renders as the admin does: the layout's texts around the shell's dialogs, and inside them only the
 * namespaces the page hands its client tree (lib/admin/namespaces.ts), the whole catalogue when none
 * are named.
 */
const adminMessages = adminCatalogueNow();

export function renderAdmin(
  ui: ReactElement,
  namespaces?: readonly AdminNamespace[],
  locale: Locale = routing.defaultLocale,
): RenderResult {
  const messages = locale === routing.defaultLocale ? adminMessages : adminCatalogueNow(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={pickAdminMessages(messages, LAYOUT_NAMESPACES)} timeZone="UTC" onError={onIntlError}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConfirmProvider>
          <NextIntlClientProvider
            locale={locale}
            messages={namespaces ? pickAdminMessages(messages, namespaces) : messages}
            timeZone="UTC"
            onError={onIntlError}
          >
            {ui}
          </NextIntlClientProvider>
        </ConfirmProvider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

/** ProseMirror measures layout that jsdom does not have; these answers are enough for the editor. */
export function stubEditorLayout() {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/** A fetch answer as the API gives it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as Response;
}

export function adminProject(overrides: Partial<AdminProject> = {}): AdminProject {
  return {
    id: 'p-1',
    slug: 'luna-skincare',
    translation_status: {},
    title: { en: 'Luna Skincare' },
    category: 'Branding',
    featured: false,
    hero_image: '/uploads/hero.webp',
    image_url: null,
    short_description: { en: 'A calm identity.' },
    description: null,
    full_description: { en: '<p>The whole story.</p>' },
    client_name: 'Luna AS',
    completion_date: '2024-01-05T00:00:00.000Z',
    year: 2024,
    project_timeline: null,
    video_url: null,
    image_gallery: [],
    image_gallery_alt: {},
    image_gallery_caption: {},
    hero_image_alt: { en: 'A cream jar on linen' },
    tags: [],
    status: 'published',
    seo_title: null,
    seo_description: null,
    created_at: '2024-02-01T10:00:00.000Z',
    updated_at: '2024-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A stand-in XMLHttpRequest: each request waits until the test answers it. */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }

  static install() {
    FakeXhr.requests = [];
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }
}

/**
 * Registers the per-test set-up of an admin component test: editor layout stubs, cleared mocks,
 * and a fresh fetch mock (plus the XMLHttpRequest fake with `xhr`). Call it at the top of a file.
 */
export function mockAdminNetwork({ xhr = false }: { xhr?: boolean } = {}): jest.Mock {
  const fetchMock = jest.fn();
  beforeAll(stubEditorLayout);
  beforeEach(() => {
    jest.clearAllMocks();
    jest.restoreAllMocks();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    if (xhr) FakeXhr.install();
  });
  return fetchMock;
}

/** The project form modal with the network faked; `renderForm` waits until its editor is ready. */
export function setUpProjectForm() {
  const fetchMock = mockAdminNetwork({ xhr: true });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  async function renderForm(project: AdminProject | null = null, options: Parameters<typeof userEvent.setup>[0] = {}) {
    renderAdmin(<ProjectFormModal record={project} records={[]} onClose={onClose} onSaved={onSaved} />);
    await screen.findByRole('textbox', { name: 'Full description' });
    return userEvent.setup(options);
  }
  return { fetchMock, onSaved, onClose, renderForm };
}

/** Answers the admin's confirmation dialog (which must be asking `question`) with one of its buttons. */
export async function answerConfirmation(user: ReturnType<typeof userEvent.setup>, question: string, answer: 'Delete' | 'Cancel') {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

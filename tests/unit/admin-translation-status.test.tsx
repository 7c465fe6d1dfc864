/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import useSWR from 'swr';
import type { TranslationStatus } from '@/i18n/localized';
import { TRANSLATION_LOCALES } from '@/i18n/localized';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { fieldLabeller } from '@/lib/admin/translation-fields';
import { adminTestimonial } from '../support/admin-testimonial';
import { adminProject, jsonResponse, renderAdmin, setUpProjectForm } from '../support/admin-ui';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// A record's translation status in its form: a line at the top of each language's section, the
// translation inputs tagged, and "Mark as checked" for outdated translations.

const { fetchMock, renderForm } = setUpProjectForm();

const LIST_KEY = '/api/admin/testimonials';
// The Norwegian tab's panel, named by its tab (the language, then its status).
const PANEL = { name: /^Norwegian/ };

/** The shared kit as a described form uses it (components/admin/form/record-form.tsx), with the list the record came from (its status shown as the list holds it). */
function StatusHarness({ status }: { status: TranslationStatus | null }) {
  const record = status ? adminTestimonial({ id: 't-9', translation_status: status }) : null;
  const t = useTranslations('TestimonialForm');
  const { data } = useSWR(LIST_KEY, async () => (record ? [record] : []));
  const translation = useTranslationStatus('testimonials', record, { labelOf: fieldLabeller('testimonials', t), listKey: LIST_KEY });
  const languageName = useLanguageName();
  const locale = TRANSLATION_LOCALES[0]!;
  return (
    <>
      <LanguageTabs selected={locale} onSelect={() => {}} status={translation.status}>
        {translation.note?.(locale, languageName(locale))}
        <p>Role is {translation.flagOf('role', locale) ?? 'fine'}</p>
      </LanguageTabs>
      <output aria-label="Listed status">{data ? JSON.stringify(data[0]?.translation_status ?? null) : 'loading'}</output>
    </>
  );
}

/** The harness once its list has loaded. */
async function renderNote(status: TranslationStatus | null) {
  renderAdmin(<StatusHarness status={status} />);
  await waitFor(() => expect(screen.getByLabelText('Listed status')).not.toHaveTextContent('loading'));
  return { section: within(screen.getByRole('tabpanel', PANEL)), user: userEvent.setup() };
}

describe('translation status note', () => {
  it('says "Up to date" when nothing is missing or outdated, without a button', async () => {
    const { section } = await renderNote({ no: { missing: [], outdated: [] } });
    expect(section.getByText('Up to date')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Mark as checked' })).not.toBeInTheDocument();
    expect(section.getByText('Role is fine')).toBeInTheDocument();
  });

  it('names the missing fields with the form’s labels, without the required marker, and offers nothing to check', async () => {
    const { section } = await renderNote({ no: { missing: ['role', 'project_type'], outdated: [] } });
    expect(section.getByText('Missing (the site shows English): Role, Project type')).toBeInTheDocument();
    expect(section.queryByText('Up to date')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Mark as checked' })).not.toBeInTheDocument();
    expect(section.getByText('Role is missing')).toBeInTheDocument();
  });

  it('names the outdated fields; Mark as checked posts the record and language and shows the new status', async () => {
    const { section, user } = await renderNote({ no: { missing: ['project_type'], outdated: ['role', 'testimonial'] } });
    expect(section.getByText('Missing (the site shows English): Project type')).toBeInTheDocument();
    expect(section.getByText('Outdated (English changed since): Role, Testimonial')).toBeInTheDocument();
    expect(section.getByText('Role is outdated')).toBeInTheDocument();

    const after = { no: { missing: ['project_type'], outdated: [] } };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { translation_status: after }));
    await user.click(section.getByRole('button', { name: 'Mark as checked' }));

    expect(await section.findByText('Role is fine')).toBeInTheDocument();
    expect(section.queryByText(/^Outdated/)).not.toBeInTheDocument();
    expect(section.getByText('Missing (the site shows English): Project type')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Mark as checked' })).not.toBeInTheDocument();
    // Focus stays in the note the button has left.
    expect(screen.getByRole('tabpanel', PANEL)).toContainElement(document.activeElement as HTMLElement);
    expect(toast.success).toHaveBeenCalledWith('Marked as checked');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/translations/checked');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ kind: 'testimonials', id: 't-9', locale: 'no' });
    // The list the form was opened from holds the new status too, without loading it again.
    expect(screen.getByLabelText('Listed status')).toHaveTextContent(JSON.stringify(after));
  });

  it('keeps the status and shows the API’s detail when marking fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { section, user } = await renderNote({ no: { missing: [], outdated: ['role'] } });
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'No such record' }));
    await user.click(section.getByRole('button', { name: 'Mark as checked' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No such record', { duration: 10_000 }));
    expect(error).toHaveBeenCalledWith('The translation could not be marked as checked', expect.anything());
    expect(section.getByText('Outdated (English changed since): Role')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Mark as checked' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows no status for a new record', async () => {
    const { section } = await renderNote(null);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Norwegian');
    expect(section.queryByText('Up to date')).not.toBeInTheDocument();
    expect(section.queryByText(/^Missing/)).not.toBeInTheDocument();
  });
});

describe('project form translation status', () => {
  const project = adminProject({
    title: { en: 'Luna Skincare', no: 'Luna hudpleie' },
    hero_image_alt: { en: 'A cream jar on linen', no: 'En krukke på lin' },
    project_timeline: { en: '6 weeks' },
    seo_title: { en: 'Luna Skincare branding' },
    translation_status: { no: { missing: ['project_timeline', 'seo_title'], outdated: ['title', 'hero_image_alt'] } },
  });

  it('shows the status on the Norwegian tab and in its panel, and tags each missing or outdated input, labels unchanged', async () => {
    await renderForm(project);
    expect(screen.getByRole('tab', { name: 'Norwegian Missing 2 Outdated 2', selected: true })).toHaveAttribute('tabindex', '0');
    const section = within(screen.getByRole('tabpanel', PANEL));
    expect(section.getByText('Missing (the site shows English): Project timeline, Title in search results')).toBeInTheDocument();
    expect(section.getByText('Outdated (English changed since): Title, Hero image alt text')).toBeInTheDocument();

    expect(screen.getByLabelText('Title (Norwegian)')).toHaveAccessibleDescription('Outdated: the English text changed since');
    expect(screen.getByLabelText('Hero image alt text (Norwegian)')).toHaveAccessibleDescription(
      'Outdated: the English text changed since',
    );
    expect(screen.getByLabelText('Project timeline (Norwegian)')).toHaveAccessibleDescription('Missing: the site shows the English text');
    expect(screen.getByLabelText('Title in search results (Norwegian)')).toHaveAccessibleDescription(
      expect.stringContaining('Missing: the site shows the English text'),
    );
    // Up to date: no tag, only its character count.
    expect(screen.getByLabelText('Short description (Norwegian)')).toHaveAccessibleDescription(/^\d+ \/ 600 characters$/);
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
    expect(within(screen.getByLabelText('Title (Norwegian)').parentElement!).getByText('Outdated')).toBeVisible();
  });

  it('marks the Norwegian texts checked: the outdated tags and the button go, the missing stay', async () => {
    const after = { no: { missing: ['project_timeline', 'seo_title'], outdated: [] } };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { translation_status: after }));
    const user = await renderForm(project);
    await user.click(screen.getByRole('button', { name: 'Mark as checked' }));

    await waitFor(() => expect(screen.getByLabelText('Title (Norwegian)')).not.toHaveAccessibleDescription());
    expect(screen.queryByRole('button', { name: 'Mark as checked' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Outdated/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project timeline (Norwegian)')).toHaveAccessibleDescription('Missing: the site shows the English text');
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      kind: 'projects',
      id: 'p-1',
      locale: 'no',
    });
    expect(toast.success).toHaveBeenCalledWith('Marked as checked');
    // Checking is not saving: the form stays open with its values.
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeInTheDocument();
  });

  it('shows "Up to date" for a translated project', async () => {
    await renderForm(adminProject({ translation_status: { no: { missing: [], outdated: [] } } }));
    expect(within(screen.getByRole('tabpanel', PANEL)).getByText('Up to date')).toBeInTheDocument();
  });

  it('shows no status while creating a project', async () => {
    await renderForm();
    expect(screen.queryByText('Up to date')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Missing/)).not.toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TestimonialFormModal } from '@/components/admin/testimonials/testimonial-form';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { adminTestimonial } from '../support/admin-testimonial';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();
const onSaved = jest.fn();
const onClose = jest.fn();

function renderForm(testimonial: AdminTestimonial | null = null) {
  renderAdmin(<TestimonialFormModal record={testimonial} records={[]} onClose={onClose} onSaved={onSaved} />, TESTIMONIALS_NAMESPACES);
  return userEvent.setup();
}

const REQUIRED = ['Client name', 'Role', 'Company', 'Project type', 'Testimonial'] as const;

const sentBody = (call = 0) => JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Client name'), 'Aurora Bakery');
  await user.type(screen.getByLabelText('Role'), 'Owner');
  await user.type(screen.getByLabelText('Company'), 'Aurora AS');
  await user.type(screen.getByLabelText('Project type'), 'Packaging');
  await user.type(screen.getByLabelText('Testimonial'), 'Lovely boxes.');
}

describe('testimonial form', () => {
  it('is a dialog for adding, empty, at five stars, with the client name focused', () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: 'New testimonial' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Client name')).toHaveFocus();
    for (const label of REQUIRED) expect(screen.getByLabelText(label)).toHaveValue('');
    const rating = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(within(rating).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Featured testimonial' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Featured testimonial' })).toHaveAccessibleDescription(
      'The home page shows the first 2 featured testimonials in the list’s order.',
    );
    expect(screen.getByRole('button', { name: 'Create testimonial' })).toBeEnabled();
  });

  it('shows the required messages at the fields, sends nothing, and clears each when its field is edited', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Client name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }));
    for (const label of REQUIRED) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Client name')).toHaveFocus());
    // The Norwegian texts are optional.
    expect(screen.getByLabelText('Testimonial (Norwegian)')).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('Role'), 'Owner');
    expect(screen.getByLabelText('Role')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Client name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says in Norwegian what is missing when the admin speaks Norwegian', async () => {
    renderAdmin(<TestimonialFormModal record={null} records={[]} onClose={onClose} onSaved={onSaved} />, TESTIMONIALS_NAMESPACES, 'no');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opprett anbefaling' }));
    expect(screen.getByLabelText('Kundens navn')).toHaveAccessibleDescription('Fyll ut dette feltet.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the characters of both testimonial texts against the limit', async () => {
    const user = renderForm();
    expect(screen.getByLabelText('Testimonial')).toHaveAccessibleDescription('0 / 3000 characters');
    await user.type(screen.getByLabelText('Testimonial'), 'Lovely boxes.');
    expect(screen.getByLabelText('Testimonial')).toHaveAccessibleDescription('13 / 3000 characters');
    expect(screen.getByLabelText('Testimonial')).toHaveAttribute('maxLength', '3000');
    await user.type(screen.getByLabelText('Testimonial (Norwegian)'), 'Nydelig');
    expect(screen.getByLabelText('Testimonial (Norwegian)')).toHaveAccessibleDescription('7 / 3000 characters');
  });

  it('creates the testimonial with its rating, featured flag and Norwegian texts, Save disabled meanwhile', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Featured testimonial' }));
    await user.type(screen.getByLabelText('Role (Norwegian)'), 'Eier');
    await user.type(screen.getByLabelText('Testimonial (Norwegian)'), 'Nydelige esker.');

    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/testimonials', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({
      client_name: 'Aurora Bakery',
      role: { en: 'Owner', no: 'Eier' },
      company: 'Aurora AS',
      project_type: { en: 'Packaging' },
      testimonial: { en: 'Lovely boxes.', no: 'Nydelige esker.' },
      rating: 4,
      featured: true,
    });

    const saved = adminTestimonial({ id: 'new', client_name: 'Aurora Bakery' });
    answer(jsonResponse(201, saved));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(toast.success).toHaveBeenCalledWith('Testimonial created');
  });

  it("shows the server's detail readably, keeps every value and lets the admin save again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm(adminTestimonial({ id: 'gone' }));
    expect(screen.getByRole('dialog', { name: 'Edit testimonial' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Role'));
    await user.type(screen.getByLabelText('Role'), 'Chief Baker');
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'Testimonial not found' }));
    await user.click(screen.getByRole('button', { name: 'Update testimonial' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The testimonial was not saved');
    expect(alert).toHaveTextContent('Testimonial not found');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/testimonials/gone', expect.objectContaining({ method: 'PUT' }));
    expect(screen.getByLabelText('Role')).toHaveValue('Chief Baker');
    expect(screen.getByLabelText('Client name')).toHaveValue('Ingrid Solberg');
    expect(onSaved).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, adminTestimonial({ id: 'gone', role: { en: 'Chief Baker', no: 'Gründer og daglig leder' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Update testimonial' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Testimonial updated');
  });

  it('puts a server message about a field at that field and focuses it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fillRequired(user);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { detail: 'company: must be at most 200 characters; rating: Rating must be a whole number from 1 to 5' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }));
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('must be at most 200 characters'));
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription('Rating must be a whole number from 1 to 5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create testimonial' })).toBeEnabled();
  });

  it('says the changes could not be saved when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fillRequired(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The changes could not be saved. Try again.');
    expect(screen.getByLabelText('Client name')).toHaveValue('Aurora Bakery');
  });

  it('is prefilled for editing with both languages, and blank Norwegian texts stay blank', () => {
    renderForm(adminTestimonial({ rating: 3, featured: true, project_type: { en: 'Brand Identity' } }));
    expect(screen.getByLabelText('Client name')).toHaveValue('Ingrid Solberg');
    expect(screen.getByLabelText('Role (Norwegian)')).toHaveValue('Gründer og daglig leder');
    expect(screen.getByLabelText('Project type (Norwegian)')).toHaveValue('');
    expect(screen.getByLabelText('Testimonial (Norwegian)')).toHaveValue('De lyttet først og tegnet etterpå.');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Featured testimonial' })).toBeChecked();
  });

  it('closes with Escape, the close button and Cancel', async () => {
    const user = renderForm();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

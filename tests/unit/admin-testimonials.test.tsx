/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { adminTestimonial } from '../support/admin-testimonial';
import { answerConfirmation, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();

const LIST = [
  adminTestimonial({
    id: 'a',
    client_name: 'Ingrid Solberg',
    company: 'Luna Skincare',
    role: { en: 'Founder & CEO', no: 'Gründer og daglig leder' },
    rating: 5,
    featured: true,
  }),
  adminTestimonial({
    id: 'b',
    client_name: 'Maja Lindqvist',
    company: 'Bloom Yoga',
    role: { en: 'Teacher' },
    project_type: { en: 'Website Design', no: 'Merkeidentitet' },
    rating: 4,
    testimonial: { en: 'They listened first and designed second.' },
    translation_status: { no: { missing: ['role', 'testimonial'], outdated: ['project_type'] } },
  }),
  adminTestimonial({ id: 'c', client_name: 'Sofie Berg', company: 'Nordic Atelier', rating: 3, featured: true }),
];

function renderSection() {
  renderAdmin(<TestimonialsSection />, TESTIMONIALS_NAMESPACES);
  return userEvent.setup();
}

/** The client names in the order the list shows them. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Testimonials in display order' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const row = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

/** Picks `entry` in the menu of the testimonial from `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, entry: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for the testimonial from ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: entry }));
}
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/testimonials/order');
const sentIds = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string).ids;

/** A promise the test settles by hand, to look at the list while a call is still under way. */
function pending() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('admin testimonials section', () => {
  it('lists the testimonials in display order with their details, rating, badge and language', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    renderSection();
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Sofie Berg' });
    expect(shownOrder()).toEqual(['Ingrid Solberg', 'Maja Lindqvist', 'Sofie Berg']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/testimonials',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );

    const maja = within(row('Maja Lindqvist'));
    expect(maja.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    // In the English admin the texts are the admin's language: nothing to mark.
    expect(
      maja.getByText((_, element) => element?.tagName === 'P' && element.textContent.startsWith('Teacher · Bloom Yoga · Website Design')),
    ).toBeInTheDocument();
    expect(maja.getAllByText('They listened first and designed second.')[0]).not.toHaveAttribute('lang');
    expect(maja.queryByText('Featured')).not.toBeInTheDocument();
    // Missing texts first: the outdated one waits until they are written.
    expect(maja.getByText('2 missing in Norwegian')).toBeInTheDocument();

    const ingrid = within(row('Ingrid Solberg'));
    expect(ingrid.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(ingrid.getByText('Featured')).toBeInTheDocument();
    expect(ingrid.queryByText(/in Norwegian/)).not.toBeInTheDocument();
    expect(within(row('Sofie Berg')).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();

    expect(screen.getByText(/The home page shows the first 2 featured testimonials in this order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New testimonial' })).toBeInTheDocument();
  });

  it('shows the empty state without testimonials, and its button opens the form', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    const user = renderSection();
    expect(await screen.findByRole('heading', { name: 'No testimonials yet' })).toBeInTheDocument();
    // The empty state repeats the header's button, by the same name (docs/admin.md#vocabulary).
    const [, emptyStateButton] = screen.getAllByRole('button', { name: 'New testimonial' });
    await user.click(emptyStateButton!);
    expect(await screen.findByRole('dialog', { name: 'New testimonial' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, logs it, and loads again on Try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Database unavailable' }));
    const user = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('The testimonials could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'No testimonials yet' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch testimonials', expect.objectContaining({ message: 'Database unavailable' }));

    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Maja Lindqvist' })).toBeInTheDocument();
  });

  it('moves a testimonial up at once, sends every id in the new order, and announces where it went', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    const user = renderSection();
    await screen.findByRole('heading', { name: 'Sofie Berg' });
    const answer = pending();
    fetchMock.mockReturnValueOnce(answer.promise);

    await user.click(screen.getByRole('button', { name: 'Move Sofie Berg up' }));
    // Shown before the server has answered.
    expect(shownOrder()).toEqual(['Ingrid Solberg', 'Sofie Berg', 'Maja Lindqvist']);
    expect(orderCalls()).toHaveLength(1);
    expect(orderCalls()[0]![1]).toMatchObject({ method: 'PUT' });
    expect(sentIds(orderCalls()[0]!)).toEqual(['a', 'c', 'b']);
    expect(screen.getByRole('status')).toHaveTextContent('Sofie Berg moved to position 2 of 3.');

    answer.resolve(jsonResponse(200, [LIST[0], LIST[2], LIST[1]]));
    await waitFor(() => expect(shownOrder()).toEqual(['Ingrid Solberg', 'Sofie Berg', 'Maja Lindqvist']));
    expect(toast.error).not.toHaveBeenCalled();
    // The answer is the list: no second read.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('moves with the keyboard, the focus staying on the moved testimonial, and does nothing past the ends', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const ids: string[] = JSON.parse(init.body as string).ids;
      return jsonResponse(
        200,
        ids.map((id) => LIST.find((item) => item.id === id)),
      );
    });
    const user = renderSection();
    await screen.findByRole('heading', { name: 'Sofie Berg' });

    const up = screen.getByRole('button', { name: 'Move Ingrid Solberg up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(screen.getByRole('button', { name: 'Move Sofie Berg down' })).toHaveAttribute('aria-disabled', 'true');
    expect(orderCalls()).toHaveLength(0);

    const down = screen.getByRole('button', { name: 'Move Ingrid Solberg down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['Maja Lindqvist', 'Ingrid Solberg', 'Sofie Berg']));
    expect(down).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(shownOrder()).toEqual(['Maja Lindqvist', 'Sofie Berg', 'Ingrid Solberg']));
    expect(down).toHaveFocus();
    expect(down).toHaveAttribute('aria-disabled', 'true');
    expect(orderCalls().map(sentIds)).toEqual([
      ['b', 'a', 'c'],
      ['b', 'c', 'a'],
    ]);
  });

  it('puts the previous order back and says so when the server refuses the new one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    const user = renderSection();
    await screen.findByRole('heading', { name: 'Sofie Berg' });
    const answer = pending();
    fetchMock.mockReturnValueOnce(answer.promise);

    await user.click(screen.getByRole('button', { name: 'Move Maja Lindqvist up' }));
    expect(shownOrder()).toEqual(['Maja Lindqvist', 'Ingrid Solberg', 'Sofie Berg']);
    expect(sentIds(orderCalls()[0]!)).toEqual(['b', 'a', 'c']);

    answer.resolve(jsonResponse(400, { detail: 'ids: must list every testimonial exactly once' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Ingrid Solberg', 'Maja Lindqvist', 'Sofie Berg']));
    expect(toast.error).toHaveBeenCalledWith('The new order could not be saved; the previous order is back.');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('deletes only after confirmation naming the client, then drops it from the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    const user = renderSection();
    await screen.findByRole('heading', { name: 'Maja Lindqvist' });
    const question = 'Delete the testimonial from Maja Lindqvist? This cannot be undone.';
    await choose(user, 'Maja Lindqvist', 'Delete the testimonial from Maja Lindqvist');
    await answerConfirmation(user, question, 'Cancel');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [LIST[0], LIST[2]]));
    await choose(user, 'Maja Lindqvist', 'Delete the testimonial from Maja Lindqvist');
    await answerConfirmation(user, question, 'Delete');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maja Lindqvist' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[1]).toEqual(['/api/admin/testimonials/b', expect.objectContaining({ method: 'DELETE' })]);
    expect(toast.success).toHaveBeenCalledWith('Testimonial deleted');
    expect(shownOrder()).toEqual(['Ingrid Solberg', 'Sofie Berg']);
  });

  it("shows the server's detail when a delete fails and keeps the testimonial", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'Testimonial not found' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    const user = renderSection();
    await choose(user, 'Ingrid Solberg', 'Delete the testimonial from Ingrid Solberg');
    await answerConfirmation(user, 'Delete the testimonial from Ingrid Solberg? This cannot be undone.', 'Delete');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Testimonial not found', expect.anything()));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ingrid Solberg' })).toBeInTheDocument();
  });

  it('opens the form prefilled for Edit, and reloads the list after a save', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, LIST));
    const user = renderSection();
    await choose(user, 'Maja Lindqvist', 'Edit the testimonial from Maja Lindqvist');
    const dialog = await screen.findByRole('dialog', { name: 'Edit testimonial' });
    expect(within(dialog).getByLabelText('Client name')).toHaveValue('Maja Lindqvist');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();

    const renamed = { ...LIST[1]!, client_name: 'Maja L.' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, renamed));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [LIST[0], renamed, LIST[2]]));
    await user.clear(within(dialog).getByLabelText('Client name'));
    await user.type(within(dialog).getByLabelText('Client name'), 'Maja L.');
    await user.click(within(dialog).getByRole('button', { name: 'Update testimonial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Maja L.' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]).toEqual(['/api/admin/testimonials/b', expect.objectContaining({ method: 'PUT' })]);
  });
});

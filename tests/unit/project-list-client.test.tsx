import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectListClient } from '@/components/projects/project-list-client';

const filters = [
  { value: 'all', label: 'All', result: '3 projects shown' },
  { value: 'Branding', label: 'Branding', result: '2 projects shown' },
  { value: 'Website', label: 'Website', result: '1 project shown' },
  { value: 'Branding & Website', label: 'Branding & website', result: '1 project shown' },
  { value: 'E-commerce', label: 'E-commerce', result: 'No projects found for the selected category.' },
] as const;

const items = [
  { id: '1', category: 'Branding', card: <h2>Luna</h2> },
  { id: '2', category: 'Branding & Website', card: <h2>Nordic</h2> },
  { id: '3', category: 'Logo Design', card: <h2>Fjord</h2> },
];

function renderList() {
  render(
    <ProjectListClient
      filters={[...filters]}
      items={items}
      filterLabel="Filter projects by category"
      empty="No projects found for the selected category."
    />,
  );
  return within(screen.getByRole('group', { name: 'Filter projects by category' }));
}

const shown = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

describe('ProjectListClient', () => {
  it('starts with every card shown, All pressed and nothing announced', () => {
    const group = renderList();
    expect(shown()).toEqual(['Luna', 'Nordic', 'Fjord']);
    expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(group.getByRole('button', { name: 'Branding' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite')).toBeEmptyDOMElement();
  });

  it('shows only the matching cards and announces the result', async () => {
    const group = renderList();
    await userEvent.click(group.getByRole('button', { name: 'Website' }));
    expect(shown()).toEqual(['Nordic']);
    expect(group.getByRole('button', { name: 'Website' })).toHaveAttribute('aria-pressed', 'true');
    expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 project shown')).toHaveAttribute('aria-live', 'polite');
  });

  it('says so when no project matches, and shows all again under All', async () => {
    const group = renderList();
    await userEvent.click(group.getByRole('button', { name: 'E-commerce' }));
    expect(shown()).toEqual([]);
    expect(screen.getAllByText('No projects found for the selected category.')).toHaveLength(2);
    await userEvent.click(group.getByRole('button', { name: 'All' }));
    expect(shown()).toEqual(['Luna', 'Nordic', 'Fjord']);
    expect(screen.getByText('3 projects shown')).toBeInTheDocument();
  });
});

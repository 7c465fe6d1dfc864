import { render } from '@testing-library/react';
import { PageHeader } from '@/components/ui/page-header';

// A compound joined by a hard hyphen never breaks at its hyphen in a heading or lead (issue 47:
// "30-/minute" on /book): each compound is one no-wrap span, the text itself unchanged.

const nowrapSpans = (element: Element) => [...element.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);

test('the page header keeps each hyphenated compound of its title and lead whole, the words as typed', () => {
  const { container } = render(
    <PageHeader eyebrow="Book a call" title="A ready-made start" lead="Pick a time for a free 30-minute call, e-post or not." />,
  );
  const [title, lead] = [container.querySelector('h1')!, container.querySelector('header > p')!];
  expect(nowrapSpans(title)).toEqual(['ready-made']);
  expect(nowrapSpans(lead)).toEqual(['30-minute', 'e-post']);
  expect(title.textContent).toBe('A ready-made start');
  expect(lead.textContent).toBe('Pick a time for a free 30-minute call, e-post or not.');
});

test('a text without a hard hyphen is left as it is; a dash between words is no compound', () => {
  const { container } = render(<PageHeader title="Let’s talk" lead="Brand – and web – design" />);
  expect(nowrapSpans(container)).toEqual([]);
  expect(container.querySelector('h1')!.textContent).toBe('Let’s talk');
});

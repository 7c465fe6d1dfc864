/** @jest-environment jsdom */
import type { Editor } from '@tiptap/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from '@/components/admin/editor/rich-text-editor';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { renderAdmin, stubEditorLayout } from '../support/admin-ui';

beforeAll(stubEditorLayout);

beforeEach(() => jest.restoreAllMocks());

async function renderEditor(html: string) {
  const onChange = jest.fn();
  renderAdmin(
    <>
      <p id="label">Full description</p>
      <RichTextEditor labelId="label" value={html} onChange={onChange} />
    </>,
  );
  const textbox = await screen.findByRole('textbox', { name: 'Full description' });
  // The instance behind the editable element: the test selects text as a user would by dragging.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  const lastHtml = () => onChange.mock.lastCall?.[0] as string;
  return { user: userEvent.setup(), editor, onChange, lastHtml, button: (name: string) => screen.getByRole('button', { name }) };
}

describe('rich-text editor toolbar', () => {
  it('makes the selection bold and shows the button as pressed', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>Hello world</p>');
    act(() => void editor.commands.setTextSelection({ from: 7, to: 12 }));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Bold'));
    expect(lastHtml()).toBe('<p>Hello <strong>world</strong></p>');
    await waitFor(() => expect(button('Bold')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('turns a paragraph into a heading of levels 1 to 3 only', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>Our approach</p>');
    act(() => void editor.commands.selectAll());
    await user.click(button('Heading 2'));
    expect(lastHtml()).toBe('<h2>Our approach</h2>');
    await user.click(button('Heading 3'));
    expect(lastHtml()).toBe('<h3>Our approach</h3>');
    expect(screen.queryByRole('button', { name: 'Heading 4' })).not.toBeInTheDocument();
  });

  it('indents with data-indent from 1 up to 8 and back', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>Step one</p>');
    act(() => void editor.commands.selectAll());
    await user.click(button('Increase indent'));
    expect(lastHtml()).toBe('<p data-indent="1">Step one</p>');
    for (let i = 0; i < 9; i++) await user.click(button('Increase indent'));
    expect(lastHtml()).toBe('<p data-indent="8">Step one</p>');
    await user.click(button('Decrease indent'));
    expect(lastHtml()).toBe('<p data-indent="7">Step one</p>');
  });

  it('reads indents of stored HTML, including legacy ql-indent classes', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<h2 data-indent="2">Title</h2><p class="ql-indent-3">Text</p>');
    act(() => void editor.commands.selectAll());
    await user.click(button('Bold'));
    expect(lastHtml()).toContain('<h2 data-indent="2">');
    expect(lastHtml()).toContain('<p data-indent="3">');
  });

  /** The link dialog's address field, after the Link button opened it. */
  const linkField = () => screen.findByRole('textbox', { name: /Link address/ });

  it('links the selection to the address given in the link dialog', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>Visit our shop</p>');
    act(() => void editor.commands.setTextSelection({ from: 11, to: 15 }));
    await user.click(button('Link'));
    expect(screen.getByRole('alertdialog', { name: 'Link' })).toBeInTheDocument();
    const field = await linkField();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.type(field, 'https://example.com/shop');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(lastHtml()).toMatch(/^<p>Visit our <a [^>]*href="https:\/\/example\.com\/shop"[^>]*>shop<\/a><\/p>$/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('proposes mailto: for selected e-mail text and makes e-mail answers mailto links', async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>Write to hello@nordlys.studio today</p>');
    act(() => void editor.commands.setTextSelection({ from: 10, to: 30 }));
    await user.click(button('Link'));
    expect(await linkField()).toHaveValue('mailto:hello@nordlys.studio');
    await user.keyboard('{Enter}');
    expect(lastHtml()).toContain('href="mailto:hello@nordlys.studio"');

    await user.click(button('Link'));
    const field = await linkField();
    await user.clear(field);
    await user.type(field, 'team@nordlys.studio{Enter}');
    expect(lastHtml()).toContain('href="mailto:team@nordlys.studio"');
  });

  it('removes a link when the field is left blank, refuses other schemes in the dialog, and Escape changes nothing', async () => {
    const { user, editor, lastHtml, onChange, button } = await renderEditor('<p><a href="https://example.com/">shop</a></p>');
    act(() => void editor.commands.setTextSelection(3));
    await user.click(button('Link'));
    const field = await linkField();
    expect(field).toHaveValue('https://example.com/');
    await user.clear(field);
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only http, https, mailto and tel links are allowed.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(button('Link'));
    await user.clear(await linkField());
    await user.type(await linkField(), '  {Enter}');
    expect(lastHtml()).toBe('<p>shop</p>');
  });

  it('drops links to other schemes from pasted or stored HTML', async () => {
    const { user, editor, lastHtml, button } = await renderEditor(
      '<p><a href="javascript:alert(1)">x</a> and <a href="tel:+4740000000">call</a></p>',
    );
    act(() => void editor.commands.selectAll());
    await user.click(button('Bold'));
    expect(lastHtml()).not.toContain('javascript');
    expect(lastHtml()).toContain('href="tel:+4740000000"');
  });

  it('clears marks, blocks and indents back to plain paragraphs', async () => {
    const { user, editor, lastHtml, button } = await renderEditor(
      '<h1 data-indent="2"><strong>Big</strong></h1><blockquote><p><em>Quote</em></p></blockquote><p>End</p>',
    );
    act(() => void editor.commands.selectAll());
    await user.click(button('Clear formatting'));
    expect(lastHtml()).toBe('<p>Big</p><p>Quote</p><p>End</p>');
  });

  it('offers every documented tool, each with a name', async () => {
    await renderEditor('<p></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Quote',
      'Code block',
      'Numbered list',
      'Bulleted list',
      'Subscript',
      'Superscript',
      'Increase indent',
      'Decrease indent',
      'Link',
      'Clear formatting',
    ]);
  });

  it("writes only HTML the server's sanitizer keeps as it is", async () => {
    const { user, editor, lastHtml, button } = await renderEditor('<p>x</p>');
    act(() => {
      editor.commands.setContent(
        '<h1>One</h1><h2 data-indent="1">Two</h2><h3>Three</h3><p data-indent="8"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> H<sub>2</sub>O x<sup>2</sup></p>' +
          '<blockquote><p>Quote</p></blockquote><pre><code>code</code></pre><ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul><p>end</p>',
      );
    });
    act(() => void editor.commands.selectAll());
    await user.click(button('Bold'));
    await user.click(button('Bold'));
    expect(sanitizeRichText(lastHtml())).toBe(lastHtml());
  });
});

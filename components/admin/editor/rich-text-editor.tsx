'use client';

import type { ChainedCommands, Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { looksLikeEmail, safeLinkHref } from '@/lib/rich-text/urls';
import { LineIcon } from '@/components/admin/ui/line-icon';
import { useAskText } from '@/components/admin/ui/confirm-dialog';
import { editorExtensions } from './rich-text-editor-extensions';

interface RichTextEditorProps {
  /** The id of the visible label; the editable area is named by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

// Styles of the editable area, close to how the public project page shows the same HTML.
const CONTENT_CLASS = [
  'min-h-48 max-h-[28rem] overflow-y-auto px-4 py-3 text-ink focus:outline-none space-y-3 leading-relaxed',
  '[&_h1]:text-3xl [&_h2]:text-2xl [&_h3]:text-xl [&_h1,&_h2,&_h3]:font-serif [&_h1,&_h2,&_h3]:text-plum',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-petal [&_blockquote]:bg-blush/40 [&_blockquote]:py-2 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-rose-deep [&_a]:underline [&_pre]:rounded-xl [&_pre]:bg-plum [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-cream [&_code]:font-mono',
  // The indent levels as the site shows them (app/rich-text-indents.css).
  'rich-text-indents',
].join(' ');

function contentAttributes(labelId: string, invalid: boolean, describedBy: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': String(invalid),
    class: CONTENT_CLASS,
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  return attributes;
}

/** The empty paragraph the editor keeps after a final list, quote or code block (for the cursor) would be a blank line on the site. */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(?:<p><\/p>)+$/, '');

/** A rich-text field (tiptap) whose HTML keeps to what the server's sanitizer allows. */
export function RichTextEditor({ labelId, value, onChange, invalid = false, describedBy }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    // Rendered in the browser only: the server has no editor state to match.
    immediatelyRender: false,
    editorProps: { attributes: contentAttributes(labelId, invalid, describedBy) },
    onUpdate: ({ editor: current }) => onChangeRef.current(withoutTrailingEmptyParagraphs(current.getHTML())),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: contentAttributes(labelId, invalid, describedBy) } });
  }, [editor, labelId, invalid, describedBy]);

  return (
    <div
      data-invalid={invalid}
      className="overflow-hidden rounded-2xl border border-plum/15 bg-white transition-colors focus-within:border-rose-deep data-[invalid=true]:border-rose-deep"
    >
      {editor ? (
        <>
          <RichTextEditorToolbar editor={editor} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div aria-hidden="true" className="h-60 animate-pulse bg-cream/60 motion-reduce:animate-none" />
      )}
    </div>
  );
}

/**
 * A toolbar button: `name` is its message key (its accessible name); `run` is none for the link, which asks for its address
 * first; `active` makes it a toggle (aria-pressed); `group` starts a new group, with a divider before it.
 */
type Tool = { name: string; icon: ReactNode; run?: (editor: Editor) => void; active?: (editor: Editor) => boolean; group?: boolean };

const svg = (path: string) => <LineIcon d={path} className="size-[18px]" width={1.9} />;
/** A letter for a button ("B", "H2"); x with an index for subscript and superscript. */
const glyph = (text: string, className = '', index?: 'sub' | 'sup') => (
  <span aria-hidden="true" className={`text-[13px] font-bold leading-none ${className}`}>
    {text}
    {index === 'sub' && <sub className="text-[9px]">2</sub>}
    {index === 'sup' && <sup className="text-[9px]">2</sup>}
  </span>
);

type Command = (chain: ChainedCommands) => ChainedCommands;

/** A button running `command` on the selection. */
const button = (name: string, icon: ReactNode, command: Command, group = false): Tool => ({
  name,
  icon,
  group,
  run: (editor) => command(editor.chain().focus()).run(),
});

/** A toggle (aria-pressed) of the mark or node it is named after. */
const toggle = (name: string, icon: ReactNode, command: Command, group = false): Tool => ({
  ...button(name, icon, command, group),
  active: (editor) => editor.isActive(name),
});

const heading = (level: 1 | 2 | 3): Tool => ({
  ...button(`heading${level}`, glyph(`H${level}`), (chain) => chain.toggleHeading({ level }), level === 1),
  active: (editor) => editor.isActive('heading', { level }),
});

/** Plain text again: no marks, no headings, lists, quotes or code blocks, no indent. */
const clean: Command = (chain) => chain.unsetAllMarks().clearNodes().updateAttributes('paragraph', { indent: 0 });

/** The toolbar of docs/behaviour.md#rich-text-editor, in its order. */
const TOOLS: Tool[] = [
  heading(1),
  heading(2),
  heading(3),
  toggle('bold', glyph('B'), (chain) => chain.toggleBold(), true),
  toggle('italic', glyph('I', 'font-serif italic'), (chain) => chain.toggleItalic()),
  toggle('underline', glyph('U', 'underline underline-offset-2'), (chain) => chain.toggleUnderline()),
  toggle('strike', glyph('S', 'line-through'), (chain) => chain.toggleStrike()),
  toggle('blockquote', svg('M5 17h4l2-4V7H5v6h3zM13 17h4l2-4V7h-6v6h3z'), (chain) => chain.toggleBlockquote(), true),
  toggle('codeBlock', svg('M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14'), (chain) => chain.toggleCodeBlock()),
  toggle('orderedList', svg('M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.8 14.3a1.3 1.3 0 112 1.1L4 17.5h2.2'), (chain) =>
    chain.toggleOrderedList(),
  ),
  toggle('bulletList', svg('M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01'), (chain) => chain.toggleBulletList()),
  toggle('subscript', glyph('x', '', 'sub'), (chain) => chain.toggleSubscript(), true),
  toggle('superscript', glyph('x', '', 'sup'), (chain) => chain.toggleSuperscript()),
  button('indent', svg('M4 5h16M11 10h9M11 14h9M4 19h16M4 9l3 3-3 3'), (chain) => chain.indent(), true),
  button('outdent', svg('M4 5h16M11 10h9M11 14h9M4 19h16M7 9l-3 3 3 3'), (chain) => chain.outdent()),
  {
    name: 'link',
    icon: svg('M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1'),
    active: (editor) => editor.isActive('link'),
    group: true,
  },
  button('clean', svg('M6 5h12M12 5l-3 14M4 20l16-16M15 19h5'), clean),
];

/**
 * The link prompt's answer as an address: '' removes the link, null is refused. Only http, https, mailto, tel or a site path,
 * by the sanitizer's own rule (an e-mail becomes mailto:, 'www.…' https).
 */
const hrefOf = (answer: string) => (answer.trim() ? (safeLinkHref(answer)?.href ?? null) : '');

/** The formatting buttons: one stop for the Tab key, the arrow keys, Home and End move between them (the ARIA toolbar pattern). */
function RichTextEditorToolbar({ editor }: { editor: Editor }) {
  const t = useTranslations('RichTextEditor');
  const [focused, setFocused] = useState(0);
  const askText = useAskText();

  const active = useEditorState({ editor, selector: ({ editor: current }) => TOOLS.map((tool) => tool.active?.(current) ?? null) });

  /** Asks for the link address of the selection (or the link around the cursor) and applies it. */
  async function editLink() {
    const { from, to, empty } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    const current = editor.getAttributes('link').href as string | undefined;
    const answer = await askText({
      title: t('link'),
      label: t('linkPrompt'),
      // The link's own address, or mailto: for selected e-mail text.
      initial: current || (looksLikeEmail(selected) ? `mailto:${selected.trim()}` : ''),
      confirmLabel: t('linkApply'),
      validate: (value) => (hrefOf(value) === null ? t('linkInvalid') : null),
    });
    if (answer === null) return;
    const href = hrefOf(answer);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    // Nothing selected and no link here: the address is inserted as its own link text.
    else if (empty && !current)
      chain.insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: TOOLS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + TOOLS.length) % TOOLS.length;
    setFocused(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      onKeyDown={handleKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-plum/10 bg-cream/60 px-2 py-1.5"
    >
      {TOOLS.map((tool, index) => (
        <Fragment key={tool.name}>
          {tool.group && index > 0 && <span aria-hidden="true" className="mx-1 h-5 w-px bg-plum/15" />}
          <button
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={t(tool.name)}
            title={t(tool.name)}
            aria-pressed={active?.[index] ?? undefined}
            onFocus={() => setFocused(index)}
            // Keep the editor's selection: a mouse press on a button would otherwise move focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (tool.run ? tool.run(editor) : void editLink())}
            className="grid size-8 place-items-center rounded-lg text-plum transition-colors hover:bg-blush aria-pressed:bg-plum aria-pressed:text-cream"
          >
            {tool.icon}
          </button>
        </Fragment>
      ))}
    </div>
  );
}

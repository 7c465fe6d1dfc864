import type { ChainedCommands, Editor } from '@tiptap/core';
import type { ReactNode } from 'react';

// The toolbar of docs/behaviour.md#rich-text-editor, in its order. `active` makes a button a toggle (aria-pressed).

export interface Tool {
  id: string;
  /** Key in the RichTextEditor messages: the button's accessible name. */
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  /** Starts a new group of buttons, with a divider before it. */
  group?: boolean;
}

const svg = (path: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-[18px] fill-none stroke-current"
    strokeWidth="1.9"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);
const glyph = (text: ReactNode, className = '') => (
  <span aria-hidden="true" className={`text-[13px] font-bold leading-none ${className}`}>
    {text}
  </span>
);

const heading = (level: 1 | 2 | 3): Tool => ({
  id: `h${level}`,
  label: `heading${level}`,
  icon: glyph(`H${level}`),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
  active: (editor) => editor.isActive('heading', { level }),
  group: level === 1,
});

type MarkName = 'bold' | 'italic' | 'underline' | 'strike' | 'subscript' | 'superscript';

const TOGGLES: Record<MarkName, (chain: ChainedCommands) => ChainedCommands> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  underline: (chain) => chain.toggleUnderline(),
  strike: (chain) => chain.toggleStrike(),
  subscript: (chain) => chain.toggleSubscript(),
  superscript: (chain) => chain.toggleSuperscript(),
};

const mark = (name: MarkName, icon: ReactNode, group = false): Tool => ({
  id: name,
  label: name,
  icon,
  group,
  run: (editor) => TOGGLES[name](editor.chain().focus()).run(),
  active: (editor) => editor.isActive(name),
});

export const TOOLS = (onLink: (editor: Editor) => void): Tool[] => [
  heading(1),
  heading(2),
  heading(3),
  mark('bold', glyph('B'), true),
  mark('italic', glyph('I', 'font-serif italic')),
  mark('underline', glyph('U', 'underline underline-offset-2')),
  mark('strike', glyph('S', 'line-through')),
  {
    id: 'blockquote',
    label: 'blockquote',
    icon: svg('M5 17h4l2-4V7H5v6h3zM13 17h4l2-4V7h-6v6h3z'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    active: (editor) => editor.isActive('blockquote'),
    group: true,
  },
  {
    id: 'codeBlock',
    label: 'codeBlock',
    icon: svg('M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14'),
    run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
    active: (editor) => editor.isActive('codeBlock'),
  },
  {
    id: 'orderedList',
    label: 'orderedList',
    icon: svg('M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.8 14.3a1.3 1.3 0 112 1.1L4 17.5h2.2'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    active: (editor) => editor.isActive('orderedList'),
  },
  {
    id: 'bulletList',
    label: 'bulletList',
    icon: svg('M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    active: (editor) => editor.isActive('bulletList'),
  },
  mark(
    'subscript',
    glyph(
      <>
        x<sub className="text-[9px]">2</sub>
      </>,
    ),
    true,
  ),
  mark(
    'superscript',
    glyph(
      <>
        x<sup className="text-[9px]">2</sup>
      </>,
    ),
  ),
  {
    id: 'indent',
    label: 'indent',
    icon: svg('M4 5h16M11 10h9M11 14h9M4 19h16M4 9l3 3-3 3'),
    run: (editor) => editor.chain().focus().indent().run(),
    group: true,
  },
  {
    id: 'outdent',
    label: 'outdent',
    icon: svg('M4 5h16M11 10h9M11 14h9M4 19h16M7 9l-3 3 3 3'),
    run: (editor) => editor.chain().focus().outdent().run(),
  },
  {
    id: 'link',
    label: 'link',
    icon: svg('M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1'),
    run: onLink,
    active: (editor) => editor.isActive('link'),
    group: true,
  },
  {
    id: 'clean',
    label: 'clean',
    icon: svg('M6 5h12M12 5l-3 14M4 20l16-16M15 19h5'),
    // Plain text again: no marks, no headings, lists, quotes or code blocks, no indent.
    run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().updateAttributes('paragraph', { indent: 0 }).run(),
  },
];

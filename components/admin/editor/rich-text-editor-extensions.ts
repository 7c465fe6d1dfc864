import { Extension, type CommandProps, type Extensions } from '@tiptap/core';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import StarterKit from '@tiptap/starter-kit';
import { indentLevel, MAX_INDENT } from '@/lib/rich-text/indent';
import { safeLinkHref } from '@/lib/rich-text/urls';

/**
 * The editor's schema: only what the toolbar of docs/behaviour.md#rich-text-editor offers and the
 * server's sanitizer keeps. No horizontal rule (the sanitizer drops <hr>) and no images (the
 * toolbar has no image button; pictures belong in the gallery).
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      horizontalRule: false,
      // Enter leaves a heading by itself; only lists, quotes and code blocks need a paragraph after them.
      trailingNode: { notAfter: ['paragraph', 'heading'] },
      // Edits within a second are undone together; at most 100 steps are kept (docs/behaviour.md#rich-text-editor).
      undoRedo: { depth: 100, newGroupDelay: 1000 },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // http, https and mailto are linkify's own; tel: is taught to it. What may be a link target
        // at all (typed, pasted or from the prompt) is decided by the sanitizer's own rule.
        protocols: [{ scheme: 'tel', optionalSlashes: true }],
        isAllowedUri: (url) => safeLinkHref(url) !== null,
      },
    }),
    Subscript,
    Superscript,
    Indent,
  ];
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the paragraphs and headings of the selection one level, up to 8. */
      indent: () => ReturnType;
      /** Takes one level of indent away from the paragraphs and headings of the selection. */
      outdent: () => ReturnType;
    };
  }
}

// Indent levels are stored as `data-indent="1..8"` on paragraphs and headings, the one form the
// server's sanitizer keeps (docs/behaviour.md#rich-text); legacy `ql-indent-N` classes are read as
// the same.
const INDENTED = ['paragraph', 'heading'];

const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    const indent = {
      default: 0,
      parseHTML: (element: HTMLElement) =>
        indentLevel({
          'data-indent': element.getAttribute('data-indent') ?? undefined,
          class: element.getAttribute('class') ?? undefined,
        }) ?? 0,
      renderHTML: (attributes: { indent?: number }) => (attributes.indent ? { 'data-indent': String(attributes.indent) } : {}),
    };
    return [{ types: INDENTED, attributes: { indent } }];
  },

  addCommands() {
    const shift =
      (delta: number) =>
      () =>
      ({ state, tr, dispatch }: CommandProps) => {
        let changed = false;
        state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
          if (!INDENTED.includes(node.type.name)) return true;
          const current = Number(node.attrs.indent) || 0;
          const next = Math.max(0, Math.min(MAX_INDENT, current + delta));
          if (next !== current) {
            changed = true;
            if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
          }
          return false;
        });
        return changed;
      };
    return { indent: shift(1), outdent: shift(-1) };
  },

  // Tab stays the key that leaves the editor (and nests list items), so keyboard users are not
  // trapped; indenting has the shortcuts word processors use.
  addKeyboardShortcuts() {
    return { 'Mod-]': () => this.editor.commands.indent(), 'Mod-[': () => this.editor.commands.outdent() };
  },
});

import { Extension, type CommandProps } from '@tiptap/core';
import { indentLevel, MAX_INDENT } from '@/lib/rich-text/indent';

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

export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: INDENTED,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element: HTMLElement) =>
              indentLevel({
                'data-indent': element.getAttribute('data-indent') ?? undefined,
                class: element.getAttribute('class') ?? undefined,
              }) ?? 0,
            renderHTML: (attributes: { indent?: number }) => (attributes.indent ? { 'data-indent': String(attributes.indent) } : {}),
          },
        },
      },
    ];
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

  addKeyboardShortcuts() {
    // Tab stays the key that leaves the editor (and nests list items), so keyboard users are not
    // trapped; indenting has the shortcuts word processors use.
    return {
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    };
  },
});

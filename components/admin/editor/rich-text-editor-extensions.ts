import type { Extensions } from '@tiptap/core';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import StarterKit from '@tiptap/starter-kit';
import { Indent } from './rich-text-editor-indent';
import { isAllowedLink } from './rich-text-editor-link';

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
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    Subscript,
    Superscript,
    Indent,
  ];
}

'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { editorExtensions } from './rich-text-editor-extensions';
import { RichTextEditorToolbar } from './rich-text-editor-toolbar';

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
  "[&_[data-indent='1']]:pl-[3em] [&_[data-indent='2']]:pl-[6em] [&_[data-indent='3']]:pl-[9em] [&_[data-indent='4']]:pl-[12em]",
  "[&_[data-indent='5']]:pl-[15em] [&_[data-indent='6']]:pl-[18em] [&_[data-indent='7']]:pl-[21em] [&_[data-indent='8']]:pl-[24em]",
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

/**
 * The editor keeps an empty paragraph after a final list, quote or code block so the cursor can
 * leave it; stored, it would only add a blank line to the public page.
 */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(?:<p><\/p>)+$/, '');

/** A rich-text field (tiptap) whose HTML keeps to what the server's sanitizer allows. */
export function RichTextEditor({ labelId, value, onChange, invalid = false, describedBy }: RichTextEditorProps) {
  const t = useTranslations('RichTextEditor');
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
          <RichTextEditorToolbar editor={editor} label={t('toolbar')} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div aria-hidden="true" className="h-60 animate-pulse bg-cream/60 motion-reduce:animate-none" />
      )}
    </div>
  );
}

'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { Fragment, useMemo, useState, type KeyboardEvent } from 'react';
import { useAskText } from '@/components/admin/ui/confirm-dialog';
import { linkChoice, proposedHref } from './rich-text-editor-link';
import { TOOLS } from './rich-text-editor-tools';

/** Asks for the link address of the selection (or the link around the cursor) and applies it. */
async function editLink(
  editor: Editor,
  ask: ReturnType<typeof useAskText>,
  messages: { title: string; prompt: string; invalid: string; apply: string },
) {
  const { from, to, empty } = editor.state.selection;
  const selectedText = editor.state.doc.textBetween(from, to, ' ');
  const current = editor.getAttributes('link').href as string | undefined;
  const answer = await ask({
    title: messages.title,
    label: messages.prompt,
    initial: proposedHref(current, selectedText),
    confirmLabel: messages.apply,
    validate: (value) => (linkChoice(value).kind === 'invalid' ? messages.invalid : null),
  });
  if (answer === null) return;
  const choice = linkChoice(answer);
  if (choice.kind === 'invalid') return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (choice.kind === 'remove') chain.unsetLink().run();
  else if (empty && !current)
    chain.insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href: choice.href } }] }).run();
  else chain.setLink({ href: choice.href }).run();
}

/**
 * The formatting buttons. One toolbar stop for the Tab key; the arrow keys, Home and End move
 * between the buttons (the ARIA toolbar pattern).
 */
export function RichTextEditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useTranslations('RichTextEditor');
  const [focused, setFocused] = useState(0);
  const askText = useAskText();
  const tools = useMemo(
    () =>
      TOOLS(
        (target) =>
          void editLink(target, askText, { title: t('link'), prompt: t('linkPrompt'), invalid: t('linkInvalid'), apply: t('linkApply') }),
      ),
    [t, askText],
  );
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => tool.active?.(current) ?? null),
  });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: tools.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tools.length) % tools.length;
    setFocused(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-plum/10 bg-cream/60 px-2 py-1.5"
    >
      {tools.map((tool, index) => (
        <Fragment key={tool.id}>
          {tool.group && index > 0 && <span aria-hidden="true" className="mx-1 h-5 w-px bg-plum/15" />}
          <button
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={active?.[index] ?? undefined}
            onFocus={() => setFocused(index)}
            // Keep the editor's selection: a mouse press on a button would otherwise move focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
            className="grid size-8 place-items-center rounded-lg text-plum transition-colors hover:bg-blush aria-pressed:bg-plum aria-pressed:text-cream"
          >
            {tool.icon}
          </button>
        </Fragment>
      ))}
    </div>
  );
}

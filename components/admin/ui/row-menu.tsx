'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** One entry of a row's menu: a button, or a link (which opens in a new tab, as previews do). */
export type RowMenuItem = {
  /** What the entry shows ("Edit"). */
  text: string;
  /** Its full accessible name ("Edit Luna Skincare"): the visible text plus what it acts on. */
  label: string;
  danger?: boolean;
  disabled?: boolean;
  /** Why the entry is disabled, shown as its tooltip. */
  title?: string;
} & ({ onSelect: () => void; href?: never } | { href: string; onSelect?: never; rel?: string });

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-plum outline-none hover:bg-blush/60 focus-visible:bg-blush/70 aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:hover:bg-transparent data-[danger=true]:text-red-700 data-[danger=true]:hover:bg-red-50 data-[danger=true]:focus-visible:bg-red-50';

/** Room the menu needs under its button before it opens upwards instead. */
const MENU_ROOM_PX = 180;

/**
 * A row's actions behind one "⋯" button (the menu-button pattern): arrows move between the entries,
 * Escape and Tab close it, a click outside closes it. One button per row keeps a dense list calm.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function toggle() {
    const rect = button.current?.getBoundingClientRect();
    setUpwards(Boolean(rect && window.innerHeight - rect.bottom < MENU_ROOM_PX && rect.top > MENU_ROOM_PX));
    setOpen((was) => !was);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
        className="grid size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-blush/60 hover:text-plum aria-expanded:bg-blush/70 aria-expanded:text-plum"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <circle cx="4.5" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="15.5" cy="10" r="1.6" />
        </svg>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className={`absolute right-0 z-30 min-w-44 rounded-xl bg-white p-1 shadow-lg ring-1 ring-plum/15 ${upwards ? 'bottom-full mb-1' : 'top-full mt-1'}`}
        >
          {items.map((item) =>
            item.href !== undefined ? (
              <a
                key={item.label}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                target="_blank"
                rel={item.rel ?? 'noopener noreferrer'}
                aria-label={item.label}
                onClick={() => close(false)}
                className={itemClass}
              >
                {item.text}
                <ExternalIcon />
              </a>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-label={item.label}
                aria-disabled={item.disabled || undefined}
                title={item.title}
                data-danger={item.danger || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  // The button keeps the focus, so a dialog the entry opens gives it back there.
                  close(true);
                  item.onSelect();
                }}
                className={itemClass}
              >
                {item.text}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="ml-auto size-3.5 fill-none stroke-current text-muted"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 01-2 2H6a2 2 0 01-2-2V8a2 2 0 012-2h4" />
    </svg>
  );
}

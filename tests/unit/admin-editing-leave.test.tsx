/** @jest-environment jsdom */
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { leaveAfterAsking, useLeaveGuard } from '@/components/admin/ui/use-leave-guard';
import { useSaveShortcut } from '@/components/admin/ui/use-save-shortcut';
import { renderAdmin } from '../support/admin-ui';

// The editing comfort's keys and questions (docs/admin.md#editing-comfort): Ctrl/Cmd+S saves
// once and keeps the browser's dialog away; leaving a form asks only while it has unsaved edits.

/** Presses Ctrl+S (or Cmd+S); true when the browser's own action was left to happen. */
const pressSave = (modifier: 'ctrlKey' | 'metaKey' = 'ctrlKey', more: KeyboardEventInit = {}) =>
  fireEvent.keyDown(window, { key: 's', [modifier]: true, ...more });

describe('the save shortcut', () => {
  it('saves once on Ctrl+S and on Cmd+S, instead of the browser’s save dialog', () => {
    const save = jest.fn();
    renderHook(() => useSaveShortcut(save));
    expect(pressSave('ctrlKey')).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
    expect(pressSave('metaKey')).toBe(false);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not save again for a held key, nor while a save runs, and leaves other keys alone', () => {
    const save = jest.fn();
    const { rerender } = renderHook(({ busy }) => useSaveShortcut(save, busy), { initialProps: { busy: false } });
    expect(pressSave('ctrlKey', { repeat: true })).toBe(false);
    expect(fireEvent.keyDown(window, { key: 's' })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 's', ctrlKey: true, shiftKey: true })).toBe(true);
    rerender({ busy: true });
    expect(pressSave()).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});

const onDiscard = jest.fn();
/** The link's own handler; it keeps Next's Link from navigating (there is no router here). */
const followed = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());

function Form({ dirty }: { dirty: boolean }) {
  useLeaveGuard({ dirty, onDiscard });
  return (
    <>
      <Link href="/admin/projects" onClick={followed}>
        Projects
      </Link>
      <a href="#field">To the field</a>
    </>
  );
}

function renderForm(dirty: boolean) {
  renderAdmin(<Form dirty={dirty} />, ['AdminEditing']);
  return userEvent.setup();
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => jest.clearAllMocks());

describe('the leave guard', () => {
  it('lets a form without unsaved edits go at once: no question, no browser warning', async () => {
    const user = renderForm(false);
    const leave = jest.fn();
    leaveAfterAsking(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(unload()).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to warn before a reload or a closed tab while there are unsaved edits', () => {
    renderForm(true);
    expect(unload()).toBe(true);
  });

  it('asks before a link inside the admin is followed, and follows it once agreed', async () => {
    const user = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(followed).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(followed).not.toHaveBeenCalled();
    expect(onDiscard).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Projects' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved edits?' });
    expect(question).toHaveAccessibleDescription('What you changed here has not been saved yet.');
    await user.click(screen.getByRole('button', { name: 'Discard edits' }));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a jump within the page', async () => {
    const user = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'To the field' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes a section’s form only once the admin agrees to discard its edits', async () => {
    const user = renderForm(true);
    const leave = jest.fn();
    act(() => leaveAfterAsking(leave));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(leave).not.toHaveBeenCalled();
    act(() => leaveAfterAsking(leave));
    await user.click(await screen.findByRole('button', { name: 'Discard edits' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});

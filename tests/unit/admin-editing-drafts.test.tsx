/** @jest-environment jsdom */
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey, keepDraft } from '@/components/admin/ui/draft-store';
import { AUTOSAVE_DELAY_MS, useDraftAutosave } from '@/components/admin/ui/use-draft-autosave';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import { renderAdmin } from '../support/admin-ui';

// Drafts (docs/admin.md#editing-comfort): a page's server-side draft saved after a pause in the
// edits, and a record form's unsaved values kept in this tab's sessionStorage, offered back when
// the form opens again and gone once saved or discarded.

describe('the autosave of a server-side draft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function autosave(save: () => Promise<boolean>) {
    const props = { values: { text: 'a' }, dirty: true, busy: false };
    const hook = renderHook((next: typeof props) => useDraftAutosave({ ...next, save }), { initialProps: props });
    return { props, rerender: hook.rerender };
  }

  it('saves once, a pause after the last edit', () => {
    const save = jest.fn(async () => true);
    const { props, rerender } = autosave(save);
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1000));
    rerender({ ...props, values: { text: 'ab' } });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('waits while a save or an upload runs, and saves nothing without unsaved edits', () => {
    const save = jest.fn(async () => true);
    const { props, rerender } = autosave(save);
    rerender({ ...props, busy: true });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    rerender({ ...props, dirty: false });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    rerender(props);
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not try a refused draft again until it is edited', async () => {
    const save = jest.fn(async () => false);
    const { props, rerender } = autosave(save);
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    // The refusal's busy state comes and goes: the same values are not sent again.
    rerender({ ...props, busy: true });
    rerender(props);
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
    rerender({ ...props, values: { text: 'fixed' } });
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });
});

const KEY = draftKey('notes', 'n-1');
const SAVED = { note: 'As saved' };
const onSubmit = jest.fn();
const kept = () => JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { values: typeof SAVED } | null;

/** A record form as the sections' are, with the comfort wired in as they wire it. */
function NoteForm() {
  const [values, setValues] = useState(SAVED);
  const { bindForm, ...comfort } = useFormComfort({ draftKey: KEY, values, saved: SAVED, restore: setValues, busy: false });
  return (
    <form
      ref={bindForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
        comfort.clear();
      }}
    >
      <DraftOffer offer={comfort.offer} />
      <label>
        Note
        <input value={values.note} onChange={(event) => setValues({ note: event.target.value })} />
      </label>
    </form>
  );
}

function openForm() {
  const rendered = renderAdmin(<NoteForm />, ['AdminEditing']);
  return { user: userEvent.setup(), close: rendered.unmount };
}

beforeEach(() => onSubmit.mockClear());

describe('a record form’s kept draft', () => {
  it('keeps unsaved values in this tab, and offers them back when the form opens again', async () => {
    const first = openForm();
    await first.user.type(screen.getByLabelText('Note'), ', edited');
    expect(kept()?.values).toEqual({ note: 'As saved, edited' });
    // A reload: the form goes without asking anything of it.
    first.close();

    const { user } = openForm();
    expect(screen.getByLabelText('Note')).toHaveValue('As saved');
    expect(screen.getByRole('status')).toHaveTextContent(/^Restore unsaved edits from .+\?/);
    // Typing before answering leaves the offered draft as it was.
    await user.type(screen.getByLabelText('Note'), '!');
    expect(kept()?.values).toEqual({ note: 'As saved, edited' });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Note')).toHaveValue('As saved, edited');
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('drops an offered draft the admin discards', async () => {
    keepDraft(KEY, { owner: 'an earlier opening', at: Date.now(), values: { note: 'Old edit' } });
    const { user } = openForm();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(kept()).toBeNull();
    expect(screen.getByLabelText('Note')).toHaveValue('As saved');
  });

  it('keeps nothing once the values are back as saved', async () => {
    const { user } = openForm();
    await user.type(screen.getByLabelText('Note'), 'x');
    expect(kept()).not.toBeNull();
    await user.type(screen.getByLabelText('Note'), '{Backspace}');
    expect(kept()).toBeNull();
  });

  it('is submitted by Ctrl+S, and a save drops the kept draft', async () => {
    const { user } = openForm();
    await user.type(screen.getByLabelText('Note'), ' again');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ note: 'As saved again' });
    expect(kept()).toBeNull();
  });
});

'use client';

import { useEffect, useRef } from 'react';

/** The address's parameter naming the record whose form a section opens: `/admin/projects?edit=<id>`. */
export const EDIT_PARAMETER = 'edit';

/** A section's address that opens the form of record `id` (the dashboard's translation links). */
export const editAddress = (section: string, id: string) => `/admin/${section}?${new URLSearchParams({ [EDIT_PARAMETER]: id })}`;

/**
 * Once `records` (a section's list) has loaded, opens the form of the record that `?edit=` names,
 * if it is among them, and takes the parameter out of the address, so a reload or Back does not
 * open it again. `open` should be stable (a state setter).
 */
export function useEditFromAddress<Item extends { id: string }>(records: readonly Item[] | undefined, open: (record: Item) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !records) return;
    done.current = true;
    const address = new URL(window.location.href);
    const id = address.searchParams.get(EDIT_PARAMETER);
    if (id === null) return;
    const record = records.find((item) => item.id === id);
    if (record) open(record);
    address.searchParams.delete(EDIT_PARAMETER);
    // Next.js keeps its router in step with a replaceState of the page's own address.
    window.history.replaceState(null, '', `${address.pathname}${address.search}${address.hash}`);
  }, [records, open]);
}

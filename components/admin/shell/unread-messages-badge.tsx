/** The number of unread messages on the Messages tab, for the eye (the tab's name says it for a screen reader). */
export function UnreadMessagesBadge({ unread }: { unread: number }) {
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="ml-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-rose-deep px-1.5 text-[0.7rem] font-bold leading-none tabular-nums text-white"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

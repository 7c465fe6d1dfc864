import { secondaryButtonClass } from './field-styles';

/**
 * An export link of an admin list ("Export CSV", "Export Excel"): a download of what the list shows.
 * Without an address (nothing to export, e.g. a date range that ends before it starts) it is shown
 * disabled and is not focusable.
 */
export function ExportLink({ href, label, accessibleName }: { href: string | undefined; label: string; accessibleName?: string }) {
  return (
    <a
      href={href}
      download
      aria-label={accessibleName}
      aria-disabled={href === undefined ? true : undefined}
      className={`${secondaryButtonClass} aria-disabled:opacity-50`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 fill-none stroke-current"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14" />
      </svg>
      {label}
    </a>
  );
}

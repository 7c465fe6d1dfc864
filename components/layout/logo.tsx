interface LogoProps {
  name: string;
  compact?: boolean;
  /** 'light' for a dark ground such as the plum footer. */
  tone?: 'dark' | 'light';
}

/** Wordmark: the studio name with the pink dot of the cursor. */
export function Logo({ name, compact = false, tone = 'dark' }: LogoProps) {
  return (
    <span
      className={`inline-flex items-baseline font-serif font-semibold tracking-tight ${tone === 'light' ? 'text-cream' : 'text-plum'} ${compact ? 'text-xl' : 'text-2xl'}`}
    >
      {name}
      <span aria-hidden="true" className="ml-0.5 inline-block size-2 rounded-full bg-rose" />
    </span>
  );
}

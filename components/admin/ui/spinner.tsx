/** A spinning ring with a visible label, announced politely while something loads. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col items-center justify-center gap-4 py-24 text-muted">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-blush border-t-rose-deep motion-reduce:animate-none"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

import { Spinner } from './spinner';

/** Stands in for a form's modal while its code (editor, drop zones) is fetched on first opening. */
export function ModalLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/40">
      <div className="rounded-3xl bg-white px-10">
        <Spinner label={label} />
      </div>
    </div>
  );
}

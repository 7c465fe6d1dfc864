'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import type { SentMessage } from './contact-form-client';
import { StateIcon } from '@/components/ui/state-icon';

export interface ContactThanksLabels {
  /** With {name}: the sender's first name. */
  title: string;
  lead: string;
  /** What happens next, in order; the first may name the sender's {email}. */
  steps: string[];
  another: string;
  work: string;
}

interface ContactThanksProps {
  /** The id the form's section is labelled by: this heading names it now. */
  headingId: string;
  labels: ContactThanksLabels;
  sent: SentMessage;
  onAnother: () => void;
}

// The texts come from the messages with simple {name} placeholders, filled in here because the
// sender is only known in the browser.
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * The lasting thank-you that takes the form's place once a message is sent (the toast is gone
 * after 4 s): what happens next, and a way to write again. Focus moves to its heading, so a
 * screen reader announces it instead of staying on a button that is no longer there.
 */
export function ContactThanks({ headingId, labels, sent, onAnother }: ContactThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const values = { name: sent.name.split(/\s+/)[0] ?? sent.name, email: sent.email };

  return (
    <div data-testid="contact-thanks">
      <StateIcon path="M5 12.5l4.5 4.5L19 7.5" tone="bg-sage/30 text-plum" size="medium" />
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-6 text-3xl outline-none sm:text-4xl">
        {fill(labels.title, values)}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{labels.lead}</p>
      <ol className="mt-8 space-y-5">
        {labels.steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blush text-sm font-semibold text-rose-deep"
            >
              {index + 1}
            </span>
            <p className="pt-1 leading-relaxed text-ink">{fill(step, values)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col gap-3 border-t border-plum/10 pt-8 sm:flex-row">
        <button
          type="button"
          onClick={onAnother}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-plum/25 px-7 py-3 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep"
        >
          {labels.another}
        </button>
        <Link
          href="/projects"
          className="inline-flex min-h-11 items-center justify-center rounded-full px-7 py-3 text-sm font-semibold text-rose-deep underline-offset-4 transition-colors hover:text-plum hover:underline"
        >
          {labels.work}
        </Link>
      </div>
    </div>
  );
}

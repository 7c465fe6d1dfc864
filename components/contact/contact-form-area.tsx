'use client';

import { useState, type ComponentProps } from 'react';
import { ContactFormClient, type SentMessage } from './contact-form-client';
import { ContactThanks, type ContactThanksLabels } from './contact-thanks';

interface ContactFormAreaProps {
  headingId: string;
  title: string;
  lead: string;
  form: Omit<ComponentProps<typeof ContactFormClient>, 'onSent'>;
  thanks: ContactThanksLabels;
}

/** The form under its heading, or, once a message is sent, the thank-you in its place. */
export function ContactFormArea({ headingId, title, lead, form, thanks }: ContactFormAreaProps) {
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [writingAgain, setWritingAgain] = useState(false);

  if (sent) {
    return (
      <ContactThanks
        headingId={headingId}
        labels={thanks}
        sent={sent}
        onAnother={() => {
          setSent(null);
          setWritingAgain(true);
        }}
      />
    );
  }
  return (
    <>
      <h2 id={headingId} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{lead}</p>
      <ContactFormClient {...form} focusFirstField={writingAgain} onSent={setSent} />
    </>
  );
}

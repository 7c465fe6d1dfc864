'use client';

export interface Fact {
  label: string;
  value: string;
}

// A meeting place given as a web address is a link; any other place is read as written.
const isWebAddress = (value: string) => /^https?:\/\/\S+$/.test(value);

/** A booking's when and where, as a description list (the confirmation, the manage page). */
export function BookingFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="space-y-4">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-muted">{fact.label}</dt>
          <dd className="break-words text-lg font-semibold text-plum">
            {isWebAddress(fact.value) ? (
              <a href={fact.value} rel="noopener" target="_blank" className="text-rose-deep underline underline-offset-4 hover:text-plum">
                {fact.value}
              </a>
            ) : (
              <span className="block first-letter:uppercase">{fact.value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

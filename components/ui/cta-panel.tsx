import { ButtonLink } from './button-link';

interface CtaLink {
  href: string;
  label: string;
}

interface CtaPanelProps {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
  /** Space above the panel too, where the section before it has none below. */
  spaced?: boolean;
}

/** The plum call-to-action block that closes a page. */
export function CtaPanel({ title, text, primary, secondary, spaced = false }: CtaPanelProps) {
  return (
    <section className={`px-5 pb-20 sm:px-8 ${spaced ? 'pt-20' : ''}`}>
      <div className="mx-auto max-w-5xl rounded-[2.5rem] bg-plum px-8 py-16 text-center text-cream sm:px-16">
        <h2 className="text-3xl text-cream sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/80">{text}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href={primary.href} variant="light">
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="outline-light">
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

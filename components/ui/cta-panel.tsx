import { ButtonLink } from './button-link';
import { KeepCompounds } from './keep-compounds';

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
  /**
   * 'panel': a rounded plum block, set off from the plum footer that follows it, the title to the left of the text. 'band': plum from
   * edge to edge, the title large beside the text, for a page that goes on after it (a case study).
   */
  layout?: 'panel' | 'band';
}

/** The plum call-to-action block that closes a page. */
export function CtaPanel({ title, text, primary, secondary, spaced = false, layout = 'panel' }: CtaPanelProps) {
  const actions = (
    <>
      <ButtonLink href={primary.href} variant="light" className="min-h-12">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="outline-light" className="min-h-12">
        {secondary.label}
      </ButtonLink>
    </>
  );
  if (layout === 'band') {
    return (
      <section className={`bg-plum text-cream ${spaced ? 'mt-24 lg:mt-32' : ''}`}>
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:px-8 lg:grid-cols-12 lg:items-end lg:py-28">
          <h2 className="text-4xl leading-[1.05] text-balance text-cream sm:text-6xl lg:col-span-7 lg:text-7xl">
            <KeepCompounds text={title} />
          </h2>
          <div className="lg:col-span-5">
            <p className="max-w-md text-lg leading-relaxed text-cream/80">
              <KeepCompounds text={text} />
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className={`px-5 pb-20 sm:px-8 ${spaced ? 'pt-20' : ''}`}>
      <div className="mx-auto grid max-w-7xl gap-8 rounded-[2.5rem] bg-plum px-8 py-14 text-cream sm:px-14 lg:grid-cols-12 lg:items-end lg:gap-16 lg:py-16">
        <h2 className="text-3xl leading-tight text-cream sm:text-4xl lg:col-span-7 lg:text-5xl">
          <KeepCompounds text={title} />
        </h2>
        <div className="lg:col-span-5">
          <p className="max-w-md text-lg leading-relaxed text-cream/80">
            <KeepCompounds text={text} />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}

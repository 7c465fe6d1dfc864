import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from './check-list';
import { IconBadge } from '@/components/ui/icon-badge';

interface ServiceCardProps {
  id: string;
  icon: string;
  title: string;
  text: string;
  features: string[];
  price: string;
  badge?: string;
  labels: { startingAt: string; features: string; getStarted: string };
}

export function ServiceCard({ id, icon, title, text, features, price, badge, labels }: ServiceCardProps) {
  const titleId = `${id}-title`;
  return (
    <article
      id={id}
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${badge ? 'ring-2 ring-rose-deep lg:-my-4 lg:py-12' : 'ring-1 ring-plum/5'}`}
    >
      {badge && <Badge className="absolute -top-3.5 right-8">{badge}</Badge>}
      <IconBadge path={icon} />
      <h2 id={titleId} className="mt-6 text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{text}</p>
      <p className="mt-6 flex items-baseline gap-2 border-b border-plum/10 pb-6">
        <span className="text-sm font-semibold uppercase tracking-widest text-muted">{labels.startingAt}</span>{' '}
        <span className="font-serif text-4xl text-plum">{price}</span>
      </p>
      <CheckList items={features} label={labels.features} className="mt-6 flex-1 text-sm text-ink" />
      {/* The visible text stays 'Get started' in all three cards; the card title tells them apart. */}
      <ButtonLink href="/book" aria-describedby={titleId} variant={badge ? 'primary' : 'secondary'} className="mt-8">
        {labels.getStarted}
      </ButtonLink>
    </article>
  );
}

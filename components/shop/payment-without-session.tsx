import { ButtonLink } from '@/components/ui/button-link';
import { StateIcon } from '@/components/ui/state-icon';

export interface NoSessionLabels {
  title: string;
  text: string;
  browseShop: string;
  downloadsAgain: string;
}

/**
 * The success page opened without a checkout session (a bookmark, a shared link, a visitor
 * browsing): nothing was being paid, so no error and no talk of charges, just the ways on. The
 * verification still counts this as its error state (docs/behaviour.md#payment-success); only a
 * real session that fails to verify shows 'Payment Error'.
 */
export function PaymentWithoutSession({ labels }: { labels: NoSessionLabels }) {
  return (
    <div className="mx-auto w-full max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-plum/5 sm:px-12">
      <StateIcon path="M6 7h12l-1 13H7L6 7zM9 7a3 3 0 016 0" tone="bg-blush text-rose-deep" strokeWidth={1.8} />
      <h1 className="mt-6 text-3xl sm:text-4xl">{labels.title}</h1>
      <p className="mt-4 leading-relaxed text-muted">{labels.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/downloads">{labels.downloadsAgain}</ButtonLink>
        <ButtonLink href="/digital-products" variant="secondary">
          {labels.browseShop}
        </ButtonLink>
      </div>
    </div>
  );
}

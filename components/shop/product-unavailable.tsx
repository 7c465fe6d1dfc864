import { ButtonLink } from '@/components/ui/button-link';

interface ProductUnavailableProps {
  title: string;
  message: string;
  back: string;
}

/** 'Product Not Found' with the reason and the way back; shared by the not-found and error views. */
export function ProductUnavailable({ title, message, back }: ProductUnavailableProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <ButtonLink href="/digital-products" className="mt-8">
        {back}
      </ButtonLink>
    </section>
  );
}

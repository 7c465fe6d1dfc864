import { StatusView } from '@/components/layout/status-view';
import { ButtonLink } from '@/components/ui/button-link';

interface ProductUnavailableProps {
  title: string;
  /** The status line: 'Product not found' or 'Failed to fetch product'. */
  message: string;
  help: string;
  back: string;
  downloads: string;
  notFound?: boolean;
}

/** 'Product Not Found' with the reason and the ways on; shared by the not-found and error views. */
export function ProductUnavailable({ title, message, help, back, downloads, notFound = false }: ProductUnavailableProps) {
  return (
    <StatusView notFound={notFound} status={message} title={title} help={help}>
      <ButtonLink href="/digital-products">{back}</ButtonLink>
      {/* A buyer following an old link most likely wants the files again. */}
      <ButtonLink href="/downloads" variant="secondary">
        {downloads}
      </ButtonLink>
    </StatusView>
  );
}

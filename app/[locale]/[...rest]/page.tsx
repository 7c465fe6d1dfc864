import { notFound } from 'next/navigation';

// Unknown paths inside a locale render that locale's not-found view (with header and footer).
export default function CatchAllPage() {
  notFound();
}

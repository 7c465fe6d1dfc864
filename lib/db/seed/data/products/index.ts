import type { SeedProduct } from '../../types';
import { brandIdentityCollections } from './brand-kits';
import { withDeliverable } from './deliverable';
import { instagramPostTemplates } from './instagram-posts';
import { instagramReelsTemplates } from './instagram-reels';
import { previewsOf } from './previews';

export const productSeeds: SeedProduct[] = [...instagramPostTemplates, ...instagramReelsTemplates, ...brandIdentityCollections].map(
  (product) => ({ ...withDeliverable(product), ...previewsOf(product.key) }),
);

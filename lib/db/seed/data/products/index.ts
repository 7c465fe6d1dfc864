import type { SeedProduct } from '../../types';
import { brandIdentityCollections } from './brand-kits';
import { withDeliverable } from './deliverable';
import { instagramPostTemplates } from './instagram-posts';
import { instagramReelsTemplates } from './instagram-reels';

export const demoProducts: SeedProduct[] = [...instagramPostTemplates, ...instagramReelsTemplates, ...brandIdentityCollections].map(
  withDeliverable,
);

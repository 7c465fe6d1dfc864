import type { SeedProject } from '../../types';
import { lunaSkincareBrandIdentity } from './luna-skincare-brand-identity';
import { bloomYogaStudioWebsite } from './bloom-yoga-studio-website';
import { nordicAtelierBrandAndWebsite } from './nordic-atelier-brand-and-website';
import { solCeramicsOnlineShop } from './sol-ceramics-online-shop';
import { veraConsultingWebsite } from './vera-consulting-website';
import { fjordBakeryBranding } from './fjord-bakery-branding';

// One file per project: each is a full case study in English and Norwegian.
export const projectSeeds: SeedProject[] = [
  lunaSkincareBrandIdentity,
  bloomYogaStudioWebsite,
  nordicAtelierBrandAndWebsite,
  solCeramicsOnlineShop,
  veraConsultingWebsite,
  fjordBakeryBranding,
];

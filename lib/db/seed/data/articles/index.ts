import type { SeedArticle } from '../../types';
import { howWeRunABrandProject } from './how-we-run-a-brand-project';
import { theTimetableThatFilledBloomYogasClasses } from './the-timetable-that-filled-bloom-yogas-classes';
import { fiveBrandDecisionsBeforeYouHireADesigner } from './five-brand-decisions-before-you-hire-a-designer';

// One file per journal article, in English and Norwegian, oldest first.
export const articleSeeds: SeedArticle[] = [
  howWeRunABrandProject,
  theTimetableThatFilledBloomYogasClasses,
  fiveBrandDecisionsBeforeYouHireADesigner,
];

import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const lunaSkincareBrandIdentity: SeedProject = {
  slug: 'luna-skincare-brand-identity',
  title: {
    en: 'Luna Skincare Brand Identity',
    no: 'Merkeidentitet for Luna Skincare',
  },
  category: 'Branding',
  featured: true,
  hero_image: '/images/projects/luna-skincare-brand-identity/hero.webp',
  short_description: {
    en: 'A calm, moon-inspired identity for a clean skincare brand founded by a Bergen chemist, made to stand out on crowded shelves and on Instagram.',
    no: 'En rolig, måneinspirert identitet for et hudpleiemerke grunnlagt av en kjemiker i Bergen – laget for å skille seg ut både i hylla og på Instagram.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Luna Skincare was founded by Ingrid Solberg, a cosmetic chemist who spent ten years formulating for larger brands before launching her own line of fragrance-free serums. The formulas were excellent, but a homemade logo and mismatched labels made the products look cheaper than they were, and retailers hesitated to stock them.</p>',
      '<h2>Our approach</h2>',
      '<p>We built the identity around the quiet glow of moonlight: a custom wordmark with soft, open curves, a palette of warm pearl, dusk blue and a single copper accent, and a label system that puts the active ingredients front and center. Every element was tested at the size it is actually seen – on a 30 ml bottle and in an Instagram grid on a phone.</p>',
      '<ul><li>Logo suite and custom wordmark</li><li>Color palette and typography system</li><li>Packaging and label design for six products</li><li>Brand guidelines (32 pages)</li><li>Instagram post and story templates</li></ul>',
      '<p><strong>The result:</strong> Within four months of the relaunch, Luna Skincare was taken on by <strong>three concept stores in Oslo and Bergen</strong>, and online sales grew by 38% compared with the same period the year before.</p>',
      '<blockquote>“For the first time, the packaging looks as good as what’s inside the bottle. Customers pick it up before they even know what it is.” – Ingrid Solberg, founder</blockquote>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Luna Skincare ble grunnlagt av Ingrid Solberg, en kosmetisk kjemiker som hadde utviklet produkter for større merkevarer i ti år før hun lanserte sin egen serie med parfymefrie serum. Formlene var førsteklasses, men en hjemmelaget logo og etiketter som ikke hang sammen, fikk produktene til å se billigere ut enn de var – og butikkene nølte med å ta dem inn.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi bygde identiteten rundt det dempede skjæret fra månelys: et skreddersydd ordmerke med myke, åpne former, en palett i varm perlehvit, skumringsblått og én kobberaksent, og et etikettsystem som løfter fram de aktive ingrediensene. Alle elementene ble testet i den størrelsen de faktisk vises i – på en 30 ml-flaske og i et Instagram-rutenett på mobilen.</p>',
      '<ul><li>Logopakke og skreddersydd ordmerke</li><li>Fargepalett og typografisystem</li><li>Emballasje- og etikettdesign for seks produkter</li><li>Merkevarehåndbok (32 sider)</li><li>Maler for Instagram-innlegg og -historier</li></ul>',
      '<p><strong>Resultatet:</strong> Fire måneder etter relanseringen ble Luna Skincare tatt inn av <strong>tre konseptbutikker i Oslo og Bergen</strong>, og nettsalget økte med 38 % sammenlignet med samme periode året før.</p>',
      '<blockquote>«For første gang ser emballasjen like bra ut som det som er inni flasken. Kundene plukker den opp før de i det hele tatt vet hva det er.» – Ingrid Solberg, grunnlegger</blockquote>',
    ].join(''),
  },
  client_name: 'Luna Skincare',
  completion_date: '2024-09-18',
  year: 2024,
  project_timeline: {
    en: '3 weeks',
    no: '3 uker',
  },
  video_url: null,
  ...caseStudyGallery('luna-skincare-brand-identity', {
    client: 'Luna Skincare',
    kind: 'branding',
    scenes: [
      {
        alt: {
          en: 'The Luna crescent and wordmark on dusk blue, beside the pearl, copper and mist colours of the palette',
          no: 'Månesigden og ordmerket til Luna på skumringsblått, ved siden av palettens perlehvitt, kobber og tåkegrått',
        },
        caption: {
          en: 'The crescent and wordmark on dusk blue, with the palette beside them',
          no: 'Månesigden og ordmerket på skumringsblått, med fargepaletten ved siden av',
        },
      },
      {
        alt: {
          en: 'Luna Skincare cartons in four colourways and two dropper bottles, laid out and seen from above',
          no: 'Esker fra Luna Skincare i fire fargevarianter og to pipetteflasker, lagt ut og sett ovenfra',
        },
        caption: {
          en: 'Cartons in four colourways: the active ingredient leads every label',
          no: 'Esker i fire fargevarianter: den aktive ingrediensen står først på hver etikett',
        },
      },
      {
        alt: {
          en: 'The Luna brand guidelines open on linen: how the crescent is built, the palette and the type',
          no: 'Merkevarehåndboken til Luna oppslått på lin: hvordan månesigden er bygget opp, fargepaletten og typografien',
        },
        caption: {
          en: 'The guidelines: how the crescent is built, and the palette and type',
          no: 'Retningslinjene: hvordan månesigden er bygget opp, fargene og typografien',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'Luna Skincare bottles, a jar and a carton on a stone ledge in moonlight, each label led by its active ingredient in large numerals',
    no: 'Flasker, en krukke og en eske fra Luna Skincare på en steinhylle i måneskinn, hver etikett med den aktive ingrediensen i store tall',
  },
  tags: ['branding', 'beauty', 'luxury'],
};

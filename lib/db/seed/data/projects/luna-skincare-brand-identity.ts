import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

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
  ...galleryOf('luna-skincare-brand-identity', [
    {
      file: 'gallery-1',
      alt: {
        en: 'Luna’s Nattkrem jar opened on a stone ledge at night, its copper lid stood on edge beside it showing the full moon, the Lysserum bottle (“20 %”, “Vitamin C”) behind and its pipette laid on the stone by an amber drop',
        no: 'Nattkrem-krukken fra Luna åpnet på en steinhylle om kvelden, kobberlokket stående på høykant ved siden av med fullmånen, Lysserum-flasken («20 %», «Vitamin C») bak og pipetten lagt på steinen ved en ravgul dråpe',
      },
      caption: {
        en: 'In use, the packaging keeps its phase: the full moon on the night cream’s lid is the last step of the evening',
        no: 'Også i bruk beholder emballasjen fasen sin: fullmånen på lokket til nattkremen er kveldens siste trinn',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'Two Luna serums in dusk-blue dropper bottles with copper collars and the Klarserum carton, before a low full moon: the front bottle’s label reads “10 %”, “Niacinamid”, “Klarserum” and “Luna · 30 ml · L2409-03” under a half moon',
        no: 'To serum fra Luna i skumringsblå pipetteflasker med kobberkrage og esken til Klarserum, foran en lav fullmåne: etiketten på flasken foran viser «10 %», «Niacinamid», «Klarserum» og «Luna · 30 ml · L2409-03» under en halvmåne',
      },
      caption: {
        en: 'The active ingredient’s percentage leads the label, as large as the bottle allows: it is the first thing a customer compares on the shelf',
        no: 'Prosenten av den aktive ingrediensen leder etiketten, så stor som flasken tillater: det er det første kunden sammenligner i hylla',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'The five Luna labels side by side under the heading “Fem faser, ett ritual”: Rensegel 5 % at new moon, Fuktserum 2 %, Klarserum 10 %, Lysserum 20 % and Nattkrem 5 % at full moon, each with its volume and batch',
        no: 'De fem etikettene til Luna side om side under overskriften «Fem faser, ett ritual»: Rensegel 5 % ved nymåne, Fuktserum 2 %, Klarserum 10 %, Lysserum 20 % og Nattkrem 5 % ved fullmåne, hver med volum og batchnummer',
      },
      caption: {
        en: 'The label system: the moon waxes with the routine, from the cleanser at new moon to the night cream at full, so the order reads without words',
        no: 'Etikettsystemet: månen vokser med rutinen, fra rensegelen ved nymåne til nattkremen ved fullmåne, så rekkefølgen kan leses uten ord',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'The construction drawing of the Luna mark on a night-blue grid: a moon with its radius and the terminator ellipse of width r·|1 − 2f| in copper, the five phases from f = 0 to f = 1 with their names, and the Luna wordmark with a half moon as its full stop',
        no: 'Konstruksjonstegningen av Luna-merket på et nattblått rutenett: en måne med radius og skyggegrensens ellipse med bredde r·|1 − 2f| i kobber, de fem fasene fra f = 0 til f = 1 med navnene sine, og ordmerket Luna med en halvmåne som punktum',
      },
      caption: {
        en: 'Detail: two curves build every phase, a half circle and an ellipse that narrows as the moon fills, so a new product gets its mark from one number',
        no: 'Detalj: to kurver bygger hver fase, en halvsirkel og en ellipse som blir smalere når månen fylles, så et nytt produkt får merket sitt fra ett tall',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'The Luna gift box opened on a stone ledge: three serums and the night cream in a pearl tray, the lid behind printed with a full moon, “Luna” and “Kveldsritualet”, and the ritual card in front',
        no: 'Gaveesken fra Luna åpnet på en steinhylle: tre serum og nattkremen i et perlehvitt brett, lokket bak med fullmåne, «Luna» og «Kveldsritualet», og ritualkortet foran',
      },
      caption: {
        en: 'The gift box holds the ritual in order, left to right, and its lid carries the full moon that ends it',
        no: 'Gaveesken holder ritualet i rekkefølge fra venstre mot høyre, og lokket bærer fullmånen som avslutter det',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'The insert card “Kveldsritualet”: five numbered steps from Rensegel to Nattkrem, each with its moon and one line on how to use it, signed by Ingrid Solberg, beside the dusk-blue cover in a vellum band',
        no: 'Innstikkskortet «Kveldsritualet»: fem nummererte trinn fra Rensegel til Nattkrem, hvert med sin måne og én linje om bruken, signert Ingrid Solberg, ved siden av det skumringsblå omslaget i et band av kalkerpapir',
      },
      caption: {
        en: 'The insert card is written by the chemist herself: one line per step, and her address for questions',
        no: 'Innstikkskortet er skrevet av kjemikeren selv: én linje per trinn, og adressen hennes for spørsmål',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'A Luna poster lit up in a bus shelter at Byparken in Bergen at dusk: “Høsten 2025”, “Kveldsritualet”, “Fem trinn, én måne.”, the five moons from new to full over Rensegel 5 %, Fuktserum 2 %, Klarserum 10 %, Lysserum 20 % and Nattkrem 5 %, and the wordmark',
        no: 'En Luna-plakat med lys i et busskur ved Byparken i Bergen i skumringen: «Høsten 2025», «Kveldsritualet», «Fem trinn, én måne.», de fem månene fra ny til full over Rensegel 5 %, Fuktserum 2 %, Klarserum 10 %, Lysserum 20 % og Nattkrem 5 %, og ordmerket',
      },
      caption: {
        en: 'At the scale of the street the campaign needs no product shot: the five phases are the ritual',
        no: 'I gatens målestokk trenger kampanjen ikke produktbilde: de fem fasene er ritualet',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'The Luna Instagram profile on a phone: the top row is one picture of the moon over Byfjorden cut in three, and under it a sentence, a serum texture, “10 %”, a cream swirl, a moon phase and “Ny i serien: Nattkrem”',
        no: 'Instagram-profilen til Luna på en mobil: den øverste raden er ett bilde av månen over Byfjorden delt i tre, og under det en setning, en serumtekstur, «10 %», en kremvirvel, en månefase og «Ny i serien: Nattkrem»',
      },
      caption: {
        en: 'Instagram without a template: each series opens with a panorama across the top row, and the tiles under it change pace',
        no: 'Instagram uten mal: hver serie åpner med et panorama over den øverste raden, og rutene under skifter tempo',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'A Luna counter display for concept stores: the tube, three serums and the jar on two stone steps before a dusk-blue panel with “Luna”, “Parfymefri hudpleie fra Bergen” and the five phases',
        no: 'Et Luna-display for disken i konseptbutikker: tuben, tre serum og krukken på to steintrinn foran et skumringsblått panel med «Luna», «Parfymefri hudpleie fra Bergen» og de fem fasene',
      },
      caption: {
        en: 'The counter display puts the whole ritual at eye height, with the phases above it as the key',
        no: 'Disk-displayet setter hele ritualet i øyehøyde, med fasene over som nøkkel',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'The cleanser’s tube printed flat for the printer: the front with an empty moon, “5 %”, “Glyserin” and “Rensegel”, the back with the ingredients, directions, 12-month symbol, batch L2409-01, the Bergen address and a barcode',
        no: 'Tuben til rensegelen trykket flatt for trykkeriet: forsiden med en tom måne, «5 %», «Glyserin» og «Rensegel», baksiden med ingredienser, bruk, 12-månederssymbol, batch L2409-01, adressen i Bergen og en strekkode',
      },
      caption: {
        en: 'Detail: the tube as the printer sees it, where the legal text gets the same calm as the front',
        no: 'Detalj: tuben slik trykkeriet ser den, der den lovpålagte teksten får den samme roen som forsiden',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'Luna in a concept store: on a stone shelf against a pale wall, the five dusk-blue cartons in ritual order (5 %, 2 %, 10 %, 20 %, 5 %), and under them the tube, the three dropper bottles and the jar, each below its carton',
        no: 'Luna i en konseptbutikk: på en steinhylle mot en lys vegg de fem skumringsblå eskene i rekkefølgen i ritualet (5 %, 2 %, 10 %, 20 %, 5 %), og under dem tuben, de tre pipetteflaskene og krukken, hver under sin eske',
      },
      caption: {
        en: 'On the shop wall the range is read left to right, new moon to full, as on the ritual card',
        no: 'På butikkveggen leses serien fra venstre mot høyre, fra nymåne til fullmåne, som på ritualkortet',
      },
    },
  ]),
  hero_image_alt: {
    en: 'Luna’s five products in the order of the evening ritual on a pale stone ledge under a low full moon: the Rensegel tube, the Fuktserum, Klarserum and Lysserum dropper bottles in dusk-blue glass with copper collars, and the Nattkrem jar, each label led by its percentage (“5 %”, “2 %”, “10 %”, “20 %”, “5 %”) under the moon phase of its step',
    no: 'Lunas fem produkter i rekkefølgen i kveldsritualet på en lys steinhylle under en lav fullmåne: Rensegel-tuben, pipetteflaskene Fuktserum, Klarserum og Lysserum i skumringsblått glass med kobberkrage og Nattkrem-krukken, hver etikett ledet av prosenten («5 %», «2 %», «10 %», «20 %», «5 %») under månefasen for sitt trinn',
  },
  tags: ['branding', 'beauty', 'luxury'],
};

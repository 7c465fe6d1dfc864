import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

export const fjordBakeryBranding: SeedProject = {
  slug: 'fjord-bakery-branding',
  title: {
    en: 'Fjord Bakery Branding',
    no: 'Merkevareprofil for Fjord Bakery',
  },
  category: 'Branding',
  featured: false,
  hero_image: '/images/projects/fjord-bakery-branding/hero.webp',
  short_description: {
    en: 'A warm, hand-drawn identity for a sourdough bakery run by two sisters on the west coast, from the shopfront sign to the paper bags.',
    no: 'En varm, håndtegnet identitet for et surdeigsbakeri drevet av to søstre på Vestlandet – fra skiltet over døra til papirposene.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Sisters Kari and Liv Haugen were opening Fjord Bakery in a former boathouse in Ålesund, with three weeks to go before the doors opened. They needed everything at once – a look locals would remember, signage, packaging and a menu board – on a start-up budget.</p>',
      '<h2>Our approach</h2>',
      '<p>We drew the logo by hand: a simple wave that doubles as a scored sourdough loaf, paired with Fraunces, a soft serif whose italic wobbles like a hand-lettered sign, Work Sans for prices, and a palette taken from the fjord itself – deep sea blue, flour white and a warm crust brown. To keep print costs low, the system relies on one-color stamps and stickers the sisters apply to plain kraft bags and boxes themselves.</p>',
      '<ul><li>Hand-drawn logo and wave icon</li><li>Shopfront sign and chalkboard menu</li><li>Stamp, sticker and kraft packaging system</li><li>Loyalty card and price tags</li><li>Launch posts and Instagram highlight covers</li></ul>',
      '<p><strong>The result:</strong> The bakery opened on schedule and sold out of bread by 11 a.m. on its first Saturday. A year on, the wave is a familiar sight around town, and the sisters sell <strong>tote bags and mugs</strong> that bring in around 8% of revenue.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Søstrene Kari og Liv Haugen skulle åpne Fjord Bakery i et gammelt naust i Ålesund, og hadde tre uker på seg før dørene åpnet. De trengte alt på én gang – et uttrykk folk i byen ville huske, skilting, emballasje og menytavle – og alt innenfor et gründerbudsjett.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi tegnet logoen for hånd: en enkel bølge som også ligner et surdeigsbrød med snitt i skorpa, kombinert med Fraunces, en myk antikva med en kursiv som vaker som håndmalte skilt, Work Sans til priser, og en palett hentet fra fjorden – dyp havblå, melhvit og en lun skorpebrun. For å holde trykkekostnadene nede bygger systemet på stempler og klistremerker i én farge, som søstrene selv setter på enkle kraftposer og esker.</p>',
      '<ul><li>Håndtegnet logo og bølgeikon</li><li>Butikkskilt og menytavle</li><li>Emballasjesystem med stempler, klistremerker og kraftpapir</li><li>Stempelkort for faste kunder og prislapper</li><li>Lanseringsinnlegg og omslag til høydepunkter på Instagram</li></ul>',
      '<p><strong>Resultatet:</strong> Bakeriet åpnet som planlagt, og første lørdag var brødet utsolgt før klokka elleve. Et år senere er bølgen et kjent syn i byen, og søstrene selger <strong>tøyvesker og kopper</strong> som står for rundt 8 % av omsetningen.</p>',
    ].join(''),
  },
  client_name: 'Fjord Bakery',
  completion_date: null,
  year: 2022,
  project_timeline: {
    en: '3 weeks',
    no: '3 uker',
  },
  video_url: null,
  ...galleryOf('fjord-bakery-branding', [
    {
      file: 'gallery-1',
      alt: {
        en: 'The day’s pre-orders on Fjord Bakery’s oak counter: four kraft bags in a row, each folded over, stamped with the round Fjord Bakery stamp and labelled with a slip in Fraunces and Work Sans (“Kari, 2 × Fjordbrød”, “Nils, Rugbrød, 4 skoleboller”, “Aud, 6 kanelsnurr”, “Sara, Fjordbrød, Kardemommeknute”), a loaf in front',
        no: 'Dagens forhåndsbestillinger på eikedisken hos Fjord Bakery: fire poser i kraftpapir på rad, brettet over, stemplet med det runde Fjord Bakery-stempelet og merket med en lapp i Fraunces og Work Sans («Kari, 2 × Fjordbrød», «Nils, Rugbrød, 4 skoleboller», «Aud, 6 kanelsnurr», «Sara, Fjordbrød, Kardemommeknute»), et brød foran',
      },
      caption: {
        en: 'Pre-orders go in the same stamped bag as everything else: the name on a slip is all that changes',
        no: 'Forhåndsbestillinger går i den samme stemplede posen som alt annet: bare navnet på lappen skiller dem',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'A kraft bread bag stamped with the round Fjord Bakery stamp, “BAKT 14.03” and “surdeigsbrød”, beside a white pastry box tied with blue twine and a scored loaf, on an oak counter against blue boards',
        no: 'En brødpose i kraftpapir stemplet med det runde Fjord Bakery-stempelet, «BAKT 14.03» og «surdeigsbrød», ved siden av en hvit kakeeske knyttet med blå hyssing og et brød med snitt, på en eikedisk foran blå panel',
      },
      caption: {
        en: 'One rubber stamp does the printing: the sisters press it on plain kraft bags and white boxes, and write the date beside it',
        no: 'Ett gummistempel gjør trykkjobben: søstrene stempler enkle kraftposer og hvite esker selv, og setter dato ved siden av',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'A sketchbook page with four pencil drafts of the loaf mark and notes (“for stiv”, “to bølger = fisk?”, “for mye baguette”, “bølgen ER snittet!”), the final brush drawing, and the mark at three sizes',
        no: 'En skisseside med fire blyantutkast til brødmerket og notater («for stiv», «to bølger = fisk?», «for mye baguette», «bølgen ER snittet!»), den ferdige penseltegningen og merket i tre størrelser',
      },
      caption: {
        en: 'Found in the sketchbook: the score in the crust and the wave on the fjord became one line, drawn with a brush and left a little unsteady',
        no: 'Funnet i skisseboka: snittet i skorpa og bølgen på fjorden ble én strek, tegnet med pensel og latt være litt ustø',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'The menu board “Dagens bakst”: bread, sweet things and drinks in three columns, from surdeigsbrød at 68 kr to kanelsnurr at 38 kr and coffee at 35 kr',
        no: 'Menytavla «Dagens bakst»: brød, søtt og drikke i tre spalter, fra surdeigsbrød til 68 kr og kanelsnurr til 38 kr til kaffe til 35 kr',
      },
      caption: {
        en: 'The menu board: names in Fraunces italic, prices in Work Sans figures so they line up, one short note per item',
        no: 'Menytavla: navnene i Fraunces kursiv, prisene i Work Sans-tall som står rett under hverandre, og en kort merknad til hver vare',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'Two takeaway cups with kraft sleeves printed with the stamp, a wave line and the words “kaffe” and “varm!”, beside a kanelsnurr on baking paper',
        no: 'To takeaway-kopper med mansjetter i kraftpapir med stempelet, en bølgelinje og ordene «kaffe» og «varm!», ved siden av en kanelsnurr på bakepapir',
      },
      caption: {
        en: 'The cup sleeve: the wave runs all the way round, so the cup looks like Fjord from any side',
        no: 'Koppmansjetten: bølgen går hele veien rundt, så koppen ser ut som Fjord fra alle kanter',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'The Fjord Bakery loyalty card on the oak counter: ten circles, seven stamped, the last one “gratis snurr”, under the heading “Hver tiende er på oss”, beside the rubber stamp, its ink pad and a kanelsnurr',
        no: 'Stempelkortet til Fjord Bakery på eikedisken: ti sirkler, sju stemplet, den siste «gratis snurr», under overskriften «Hver tiende er på oss», ved siden av gummistempelet, stempelputen og en kanelsnurr',
      },
      caption: {
        en: 'The loyalty card is stamped with the same stamp as the bags, so regulars collect the mark itself',
        no: 'Stempelkortet stemples med det samme stempelet som posene, så faste kunder samler på selve merket',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'Saturday’s first tray of fifteen kanelsnurr on baking paper, sugar on top, with the shelf’s price card in an oak block: “Kanelsnurr”, “Smør · kanel · kardemomme” and “42 kr”, the small stamp in its corner',
        no: 'Lørdagens første brett med femten kanelsnurrer på bakepapir, med sukker på toppen, og priskortet fra hylla i en eikekloss: «Kanelsnurr», «Smør · kanel · kardemomme» og «42 kr», med det lille stempelet i hjørnet',
      },
      caption: {
        en: 'The price cards use the name in Fraunces italic and the price in its heaviest weight, readable across the queue',
        no: 'Priskortene har navnet i Fraunces kursiv og prisen i den tyngste vekten, lesbar tvers over køen',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'A drawing of the boathouse front at 1:20: the cream fascia sign “Fjord Bakery – surdeigsbakeri i naustet” on blue boards, the door with opening hours and two windows with loaves',
        no: 'En tegning av naustfasaden i 1:20: det kremhvite skiltet «Fjord Bakery – surdeigsbakeri i naustet» på blå panel, døra med åpningstider og to vinduer med brød',
      },
      caption: {
        en: 'The sign, drawn for the sign painter: cream on the boathouse blue, the name in Fraunces’ heaviest italic, readable from the quay',
        no: 'Skiltet, tegnet for skiltmaleren: kremhvitt på naustets blå, navnet i Fraunces’ tyngste kursiv, lett å lese fra kaia',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'A sheet of eight stickers: the mark, “Nybakt i dag”, “Takk for handelen!”, “Surdeig tar tid – 36 timer”, the round stamp, “Varm!”, “Kanelsnurr-fredag” and “Naustet, siden 2022”',
        no: 'Et ark med åtte klistremerker: merket, «Nybakt i dag», «Takk for handelen!», «Surdeig tar tid – 36 timer», det runde stempelet, «Varm!», «Kanelsnurr-fredag» og «Naustet, siden 2022»',
      },
      caption: {
        en: 'Stickers close the bags and say one thing each, in the bakery’s own voice',
        no: 'Klistremerkene lukker posene og sier én ting hver, med bakeriets egen stemme',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'Five kraft shelf tags under five loaves, each with the bread’s name, its ingredients and a price: surdeigsbrød 68 kr, rugbrød 72 kr, spelt & honning 74 kr, havrebrød 64 kr, baguette 42 kr',
        no: 'Fem hyllelapper i kraftpapir under fem brød, hver med brødets navn, ingrediensene og prisen: surdeigsbrød 68 kr, rugbrød 72 kr, spelt & honning 74 kr, havrebrød 64 kr, baguette 42 kr',
      },
      caption: {
        en: 'Detail: every shelf tag lists what is in the bread, so the counter answers the first question before it is asked',
        no: 'Detalj: hver hyllelapp sier hva brødet inneholder, så disken svarer på det første spørsmålet før noen stiller det',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'A wooden delivery crate of sourdough loaves on the counter, the round Fjord Bakery stamp burnt into its side over “Retur til Fjord”, with a delivery note clipped on: “Levering 07.15”, “Café Lyst”, “Brosundet 4”, “6 × Fjordbrød”, “20 × kanelsnurr”',
        no: 'En trekasse med surdeigsbrød på disken, det runde Fjord Bakery-stempelet brent inn i siden over «Retur til Fjord», med en leveringslapp festet på: «Levering 07.15», «Café Lyst», «Brosundet 4», «6 × Fjordbrød», «20 × kanelsnurr»',
      },
      caption: {
        en: 'The cafés’ crates carry the stamp too, burnt into the wood, so they find their way back to the bakery',
        no: 'Kassene til kafeene har også stempelet, brent inn i treverket, så de finner veien tilbake til bakeriet',
      },
    },
  ]),
  hero_image_alt: {
    en: 'The morning’s bread on an oak board in Fjord Bakery: a scored sourdough loaf, one cut to show its open crumb, a round loaf, and a folded price card reading “Fjordbrød”, “Surdeig · rug · havsalt” and “62 kr” in Fraunces; behind them a kraft bread bag with the round Fjord Bakery stamp and “surdeigsbrød”, against the shop’s blue boarded wall',
    no: 'Morgenens brød på et eikebrett hos Fjord Bakery: et surdeigsbrød med snitt, ett skåret over så den åpne krumen synes, et rundt brød og et brettet priskort med «Fjordbrød», «Surdeig · rug · havsalt» og «62 kr» i Fraunces; bak dem en brødpose i kraftpapir med det runde Fjord Bakery-stempelet og «surdeigsbrød», foran butikkens blå panelvegg',
  },
  tags: ['branding', 'food', 'social media design'],
};

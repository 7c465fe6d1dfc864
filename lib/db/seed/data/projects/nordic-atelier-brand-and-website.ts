import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

export const nordicAtelierBrandAndWebsite: SeedProject = {
  slug: 'nordic-atelier-brand-and-website',
  title: {
    en: 'Nordic Atelier Brand & Website',
    no: 'Merkevare og nettside for Nordic Atelier',
  },
  category: 'Branding & Website',
  featured: true,
  hero_image: '/images/projects/nordic-atelier-brand-and-website/hero.webp',
  short_description: {
    en: 'A complete brand and website for a made-to-order womenswear atelier in Oslo, designed to feel as considered as the garments themselves.',
    no: 'Komplett merkevare og nettside for et atelier i Oslo som syr dameklær på bestilling – like gjennomtenkt som plaggene selv.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Sofie Berg founded Nordic Atelier to make timeless womenswear to order, in small batches and from European deadstock fabric. The business had outgrown its market-stall beginnings, but the brand had not: there was no consistent visual language, and the old website could neither explain the made-to-order process nor take fitting appointments.</p>',
      '<h2>Our approach</h2>',
      '<p>We started with a two-day brand workshop and built an identity inspired by tailoring details – tailor’s chalk, selvedge edges and hand-stitched labels. The restrained serif logotype and a muted palette of oat, slate and moss carry through to a website where large drawings of the garments do the talking and the made-to-order journey is explained in four clear steps.</p>',
      '<ul><li>Brand strategy workshop and positioning</li><li>Logo, typography and color system</li><li>Woven labels, swing tags and garment bags</li><li>Lookbook and editorial website on Shopify</li><li>Fitting appointment booking and a size consultation form</li></ul>',
      '<p><strong>The result:</strong> Since the relaunch, average order value has grown by <strong>27%</strong> and fittings are booked three weeks ahead. The autumn collection sold out in eleven days.</p>',
      '<blockquote>“Nordlys understood what we stand for before I had finished explaining it. The new brand finally looks like the clothes we make.” – Sofie Berg, founder and creative director</blockquote>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Sofie Berg startet Nordic Atelier for å lage tidløse dameklær på bestilling, i små opplag og av restpartier av europeiske stoffer. Virksomheten hadde vokst ut av markedsbodene den startet i, men det hadde ikke merkevaren: Det fantes ikke noe felles visuelt språk, og den gamle nettsiden klarte verken å forklare bestillingsprosessen eller ta imot timer til prøving.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi startet med en todagers merkevareworkshop og bygde en identitet inspirert av skredderhåndverket – skredderkritt, jarekanter og håndsydde merkelapper. Den nøkterne seriflogoen og den dempede paletten i havre, skifer og mose går igjen på en nettside der store tegninger av plaggene får snakke, og der bestillingsreisen forklares i fire enkle steg.</p>',
      '<ul><li>Workshop om merkevarestrategi og posisjonering</li><li>Logo, typografi og fargesystem</li><li>Vevde merkelapper, hengelapper og klestrekk</li><li>Lookbook og redaksjonell nettside i Shopify</li><li>Timebestilling for prøving og skjema for størrelsesveiledning</li></ul>',
      '<p><strong>Resultatet:</strong> Etter relanseringen har gjennomsnittlig ordreverdi økt med <strong>27 %</strong>, og prøvetimene er fullbooket tre uker fram i tid. Høstkolleksjonen ble utsolgt på elleve dager.</p>',
      '<blockquote>«Nordlys forsto hva vi står for før jeg var ferdig med å forklare det. Den nye merkevaren ser endelig ut som klærne vi lager.» – Sofie Berg, grunnlegger og kreativ leder</blockquote>',
    ].join(''),
  },
  client_name: 'Nordic Atelier',
  completion_date: '2025-02-14',
  year: 2025,
  project_timeline: {
    en: '10 weeks',
    no: '10 uker',
  },
  video_url: null,
  ...galleryOf('nordic-atelier-brand-and-website', [
    {
      file: 'gallery-1',
      alt: {
        en: 'The Nordic Atelier shop window on St. Hanshaugen at dusk: an arched window in slate-painted boards with the NA monogram and “Nordic Atelier”, “Sydd på bestilling · Oslo” gilded on the glass, a moss coat on a hanger lit behind it, and on the door a card with the opening hours (“Tirsdag–fredag 11–18”, “Lørdag 11–16”, “Søndag–mandag stengt”) and “Prøvetime etter avtale: nordicatelier.no”',
        no: 'Butikkvinduet til Nordic Atelier på St. Hanshaugen i skumringen: et buet vindu i skiferblå panel med NA-monogrammet og «Nordic Atelier», «Sydd på bestilling · Oslo» i bladgull på glasset, en mosegrønn kåpe på kleshenger i lyset bak, og på døra et kort med åpningstidene («Tirsdag–fredag 11–18», «Lørdag 11–16», «Søndag–mandag stengt») og «Prøvetime etter avtale: nordicatelier.no»',
      },
      caption: {
        en: 'The window is the arch the monogram is drawn from, so the sign is gilded on the glass and nowhere else',
        no: 'Vinduet er buen monogrammet er tegnet etter, så skiltet er forgylt på glasset og ingen andre steder',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'A Nordic Atelier swing tag on its cotton string beside woven neck labels in oat, ink and moss on slate wool: the tag reads “Frogner-kåpe”, “Sydd etter mål”, the cloth, the client number and “Sydd i Oslo av Sofie”',
        no: 'En hengelapp fra Nordic Atelier på bomullssnor ved siden av vevde nakkemerker i havre, blekk og mose på skifergrå ull: lappen viser «Frogner-kåpe», «Sydd etter mål», stoffet, kundenummeret og «Sydd i Oslo av Sofie»',
      },
      caption: {
        en: 'Every swing tag is filled in for one client: the garment, the cloth and who sewed it',
        no: 'Hver hengelapp fylles ut for én kunde: plagget, stoffet og hvem som sydde det',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'A lookbook spread: on the left the Frogner-kåpe drawn on a wooden hanger with a moss wash, on the right its name, a short description and the facts: 100 % wool, cupro lining, five to six weeks, from 8 400 kr',
        no: 'Et oppslag i lookbooken: til venstre Frogner-kåpa tegnet på en kleshenger i tre med mosegrønn lavering, til høyre navnet, en kort beskrivelse og fakta: 100 % ull, fôr i cupro, fem til seks uker, fra 8 400 kr',
      },
      caption: {
        en: 'The lookbook draws the garments instead of photographing models: the cut is the subject, and every client pictures herself in it',
        no: 'Lookbooken tegner plaggene i stedet for å fotografere modeller: snittet er hovedsaken, og hver kunde ser seg selv i det',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'Flat technical drawings of the five autumn garments in a row, Frogner-kåpe, Vika-kjole, Bislett-bukse, Tjuvholmen-bluse and Grünerløkka-skjørt, each with its cloth and price',
        no: 'Flate tekniske tegninger av de fem høstplaggene på rad, Frogner-kåpe, Vika-kjole, Bislett-bukse, Tjuvholmen-bluse og Grünerløkka-skjørt, hvert med stoff og pris',
      },
      caption: {
        en: 'Detail: the collection as the pattern cutter draws it, each garment named after a part of Oslo',
        no: 'Detalj: kolleksjonen slik mønsterkonstruktøren tegner den, hvert plagg oppkalt etter en del av Oslo',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'The slate appointment card “Din prøvetime – torsdag 13. mars kl. 14.15” with the atelier’s address, on a client’s measurement sheet with eight measurements and a note, beside two pieces of tailor’s chalk',
        no: 'Det skifergrå timekortet «Din prøvetime – torsdag 13. mars kl. 14.15» med adressen til atelieret, på et målskjema med åtte mål og en merknad, ved siden av to biter skredderkritt',
      },
      caption: {
        en: 'The appointment card goes home with the client; the measurement sheet stays in the atelier, set in the same Bodoni italic',
        no: 'Timekortet går hjem med kunden; målskjemaet blir i atelieret, satt i den samme Bodoni-kursiven',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'The Nordic Atelier front page at 1440 pixels in a browser: the heading “Klær sydd for deg, ett plagg om gangen.”, the buttons “Bestill prøvetime” and “Se høstkolleksjonen”, the coat drawn on moss, and four garments of the autumn collection with prices',
        no: 'Forsiden til Nordic Atelier i 1440 piksler i en nettleser: overskriften «Klær sydd for deg, ett plagg om gangen.», knappene «Bestill prøvetime» og «Se høstkolleksjonen», kåpa tegnet på mosegrønt og fire plagg fra høstkolleksjonen med priser',
      },
      caption: {
        en: 'The front page says what the atelier does in one sentence and puts the fitting one click away, before the collection',
        no: 'Forsiden sier hva atelieret gjør i én setning og legger prøvetimen ett klikk unna, før kolleksjonen',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'Inside a finished coat: the slate woven label with the NA monogram and “Nordic Atelier Oslo” sewn into the lining, beside it a slip reading “Sydd for Ingrid Haugen”, “Frogner-kåpe · nr. 014 / 2025”, and under it the care label (“Tåler ikke vask. Rens, eller luft og børst.”, “100 % ull · fôr 100 % cupro”)',
        no: 'Innsiden av en ferdig kåpe: den skiferblå vevde etiketten med NA-monogrammet og «Nordic Atelier Oslo» sydd inn i fôret, ved siden av en lapp med «Sydd for Ingrid Haugen», «Frogner-kåpe · nr. 014 / 2025», og under den vaskelappen («Tåler ikke vask. Rens, eller luft og børst.», «100 % ull · fôr 100 % cupro»)',
      },
      caption: {
        en: 'Every garment is numbered and carries the name of the woman it was sewn for',
        no: 'Hvert plagg er nummerert og bærer navnet til kvinnen det er sydd for',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'The website on three phones: the front page with “Bestill prøvetime”, the Vika-kjole from 4 200 kr with four cloths to choose from, and the fitting booking with the day’s free times',
        no: 'Nettsiden på tre mobiler: forsiden med «Bestill prøvetime», Vika-kjolen fra 4 200 kr med fire stoffer å velge mellom, og timebestillingen med dagens ledige tider',
      },
      caption: {
        en: 'On the phone every garment page ends in the same button: book a fitting for this one',
        no: 'På mobilen ender hver plaggside med den samme knappen: bestill prøvetime for akkurat dette',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'The booking page “Bestill prøvetime” in a browser: a calendar for March 2025 with 13 March chosen, the times of that day, what to sew, six optional measurements in centimetres and the button “Bekreft torsdag 13. mars kl. 14.15”',
        no: 'Bestillingssiden «Bestill prøvetime» i en nettleser: en kalender for mars 2025 med 13. mars valgt, dagens tider, hva du vil sy, seks valgfrie mål i centimeter og knappen «Bekreft torsdag 13. mars kl. 14.15»',
      },
      caption: {
        en: 'The booking asks for six measurements, all optional; the other twenty-six are taken at the atelier',
        no: 'Bestillingen spør etter seks mål, alle valgfrie; de tjueseks andre tas i atelieret',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'Three garment bags in slate, oat and moss hanging from a brass rail, each printed with the NA monogram under its arch and “Nordic Atelier, Oslo”',
        no: 'Tre klestrekk i skifergrått, havre og mose som henger på en messingstang, hvert trykket med NA-monogrammet under buen og «Nordic Atelier, Oslo»',
      },
      caption: {
        en: 'Detail: garment bags in the three cloth colours, so a finished order is known by its colour on the rail',
        no: 'Detalj: klestrekk i de tre stoffargene, så en ferdig bestilling kjennes igjen på fargen på stanga',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'The Nordic Atelier fitting room: a tall arched mirror in a brass frame, a brass rail with the Vika-kjole and a blouse drawn flat on hangers, a moss stool, and a card with the monogram reading “Prøvetime”, “Torsdag 13. mars kl. 14.15” and “32 mål”',
        no: 'Prøverommet hos Nordic Atelier: et høyt buet speil i messingramme, et messingstativ med Vika-kjolen og en bluse tegnet flatt på kleshengere, en mosegrønn krakk og et kort med monogrammet og «Prøvetime», «Torsdag 13. mars kl. 14.15» og «32 mål»',
      },
      caption: {
        en: 'The fitting room the booking page leads to: the mirror’s arch is the mark’s, at full size',
        no: 'Prøverommet bestillingssiden fører til: speilets bue er merkets, i full størrelse',
      },
    },
  ]),
  hero_image_alt: {
    en: 'The Nordic Atelier website on a laptop on the cutting table: the front page with “Klær sydd for deg, ett plagg om gangen.” in Bodoni and the button “Bestill prøvetime”; beside it a phone with the product page for the Vika-kjole (“fra 4 200 kr”, four cloths to choose from), and in front pinked swatches of slate, moss and oat cloth with a swing tag bearing the NA monogram',
    no: 'Nettsiden til Nordic Atelier på en bærbar PC på tilskjæringsbordet: forsiden med «Klær sydd for deg, ett plagg om gangen.» i Bodoni og knappen «Bestill prøvetime»; ved siden av en mobil med produktsiden for Vika-kjolen («fra 4 200 kr», fire stoffer å velge mellom), og foran stoffprøver i skifer, mose og havre med taggete kant og en merkelapp med NA-monogrammet',
  },
  tags: ['branding', 'web design', 'fashion', 'luxury'],
};

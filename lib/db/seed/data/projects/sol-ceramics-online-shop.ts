import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

export const solCeramicsOnlineShop: SeedProject = {
  slug: 'sol-ceramics-online-shop',
  title: {
    en: 'Sol Ceramics Online Shop',
    no: 'Nettbutikk for Sol Ceramics',
  },
  category: 'E-commerce',
  featured: false,
  hero_image: '/images/projects/sol-ceramics-online-shop/hero.webp',
  short_description: {
    en: 'An online shop for a one-woman ceramics studio, built to sell small batches of handmade tableware without the chaos of launch day.',
    no: 'Nettbutikk for et keramikkverksted drevet av én kvinne, bygget for å selge små opplag med håndlaget servise – uten kaos hver gang en ny kolleksjon slippes.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Hanna Nilsen makes every cup, bowl and plate at Sol Ceramics by hand and releases new work in small batches a few times a year. Her drops were announced on Instagram and sold through direct messages, which meant double-sold pieces, lost orders and hours of manual invoicing after every release.</p>',
      '<h2>Our approach</h2>',
      '<p>We designed a shop that treats each release as an event: a countdown page with a waitlist, product pages with honest close-up photography and care advice, and stock levels that update in real time so nothing is sold twice. A simple wholesale catalogue gives cafés and restaurants their own way to order.</p>',
      '<ul><li>E-commerce design and Shopify setup</li><li>Collection launch pages with waitlist sign-up</li><li>Art direction for product photography</li><li>Printable wholesale catalogue (PDF)</li><li>Packaging inserts and order confirmation e-mails</li></ul>',
      '<p><strong>The result:</strong> The first release on the new shop sold out in <strong>under two hours</strong> without a single double order, and the waitlist grew to 1,800 sign-ups. Wholesale now accounts for around 30% of revenue.</p>',
      '<blockquote>“I used to dread launch days. Now I press publish, go for a walk and come back to a list of orders to pack.” – Hanna Nilsen, founder</blockquote>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Hanna Nilsen lager hver eneste kopp, bolle og tallerken hos Sol Ceramics for hånd, og slipper nye arbeider i små opplag noen ganger i året. Lanseringene ble annonsert på Instagram og solgt via direktemeldinger, noe som førte til dobbeltsalg, ordrer som forsvant og timevis med manuell fakturering etter hvert slipp.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi designet en nettbutikk som gjør hver lansering til en begivenhet: en nedtellingsside med venteliste, produktsider med ærlige nærbilder og stellråd, og lagerstatus som oppdateres fortløpende, slik at ingenting selges to ganger. En enkel grossistkatalog gir kafeer og restauranter sin egen vei inn.</p>',
      '<ul><li>Design av nettbutikk og oppsett i Shopify</li><li>Lanseringssider for kolleksjoner med påmelding til venteliste</li><li>Art direction for produktfoto</li><li>Utskriftsvennlig grossistkatalog (PDF)</li><li>Innlegg i pakkene og e-poster for ordrebekreftelse</li></ul>',
      '<p><strong>Resultatet:</strong> Den første lanseringen i den nye nettbutikken ble utsolgt på <strong>under to timer</strong>, uten en eneste dobbeltbestilling, og ventelisten vokste til 1 800 påmeldte. Grossistsalget står nå for rundt 30 % av omsetningen.</p>',
      '<blockquote>«Før gruet jeg meg til lanseringsdagene. Nå trykker jeg på publiser, går en tur og kommer hjem til en liste med ordrer som skal pakkes.» – Hanna Nilsen, grunnlegger</blockquote>',
    ].join(''),
  },
  client_name: 'Sol Ceramics',
  completion_date: '2023-11-03',
  year: 2023,
  project_timeline: {
    en: '8 weeks',
    no: '8 uker',
  },
  video_url: null,
  ...galleryOf('sol-ceramics-online-shop', [
    {
      file: 'gallery-1',
      alt: {
        en: 'Breakfast on Sol’s pieces seen from above on a linen runner over an oak table: yoghurt with berries in the sage bowl on the slate plate with a spoon beside it, coffee in the oat-white and honey cups, tea in the rust mug and coffee with milk in the slate cup, long shadows from the morning sun',
        no: 'Frokost på Sols keramikk sett ovenfra på en linløper over et eikebord: yoghurt med bær i den salviegrønne bollen på den skiferfargede asjetten med en skje ved siden av, kaffe i den havrehvite og den honningfargede koppen, te i det rustrøde kruset og kaffe med melk i den skiferfargede koppen, lange skygger fra morgensola',
      },
      caption: {
        en: 'In use: the glazes at a breakfast table, where the shop’s customers will see them every morning',
        no: 'I bruk: glasurene på frokostbordet, der kundene ser dem hver morgen',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'The Sol wordmark: SOL in a wide, heavy typeface with the O replaced by an orange sun of twelve rays; below, the round stamp with “SOL KERAMIKK · HÅNDLAGET” around the sun in cream on dark brown, the sun on its own, the wordmark in orange and reversed, and the Norwegian letters',
        no: 'Ordmerket til Sol: SOL i en bred, tung skrift der O-en er byttet ut med en oransje sol med tolv stråler; under det runde stempelet med «SOL KERAMIKK · HÅNDLAGET» rundt sola i kremhvitt på mørkebrunt, sola alene, ordmerket i oransje og negativt, og de norske bokstavene',
      },
      caption: {
        en: 'The name is the sun, so the sun takes the place of the O. On its own it becomes the stamp Hanna presses into every piece',
        no: 'Navnet er sola, så sola tar plassen til O-en. Alene blir den stempelet Hanna trykker inn i hvert eneste stykke',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'A slate-black speckled cup upside down among a sage bowl and an oat-white cup, showing its unglazed clay foot with the round stamp pressed in: the sun, “SOL · HÅNDLAGET · 2026” and the initials H.N.',
        no: 'En skiferfarget, flekkete kopp snudd opp ned mellom en salviegrønn bolle og en havrehvit kopp, med den uglaserte foten og det runde stempelet trykket inn: sola, «SOL · HÅNDLAGET · 2026» og initialene H.N.',
      },
      caption: {
        en: 'The maker’s stamp on the raw foot: the first thing a buyer turns the cup over to look for, and the brand’s smallest application',
        no: 'Stempelet på den rå foten: det første kjøperen snur koppen for å se etter, og merkevarens minste flate',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'The Sol shop’s front page at 1440 pixels in a browser: a bar reading “Fri frakt over 1 000 kr”, the menu, the heading “Vårslippet” beside three product photos rendered in 3D: Kopp «Morgen» in Havre at 420 kr, Krus med hank in Rust at 520 kr and Frokostbolle in Salvie at 480 kr, with “Bare 12 igjen” and “Bare 7 igjen” labels',
        no: 'Forsiden til Sol-butikken i 1440 piksler i en nettleser: en stripe med «Fri frakt over 1 000 kr», menyen, overskriften «Vårslippet» ved siden av tre produktbilder gjengitt i 3D: Kopp «Morgen» i Havre til 420 kr, Krus med hank i Rust til 520 kr og Frokostbolle i Salvie til 480 kr, med merkene «Bare 12 igjen» og «Bare 7 igjen»',
      },
      caption: {
        en: 'The shop opens on the current release, not a slogan: what is new, how many are left, and the pieces in hard morning light',
        no: 'Butikken åpner med slippet som gjelder nå, ikke et slagord: hva som er nytt, hvor mange som er igjen, og tingene i skarpt morgenlys',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'The product page for Kopp «Morgen» on a phone: a 3D render of the oat-white cup, the price 420 kr, an orange “Bare 12 igjen” label, five glaze swatches, a quantity stepper and a “Legg i kurven” button; beside it the glaze picker, the stock label and the button drawn large',
        no: 'Produktsiden for Kopp «Morgen» på en mobil: en 3D-gjengivelse av den havrehvite koppen, prisen 420 kr, et oransje «Bare 12 igjen»-merke, fem glasurprøver, antallvelger og knappen «Legg i kurven»; ved siden av glasurvelgeren, lagermerket og knappen i stort format',
      },
      caption: {
        en: 'On the phone, where releases sell out, the glaze is chosen by its real colour and the stock counts down live, so nothing is sold twice',
        no: 'På mobilen, der slippene blir utsolgt, velges glasuren etter sin virkelige farge, og lageret teller ned i sanntid, så ingenting selges to ganger',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'The release e-mail open in a mail app beside the inbox: subject “Vårslippet åpner torsdag kl. 19”, a honey-glazed mug, the heading “46 nye ting fra ovnen”, a short letter from Hanna, four pieces with prices and a “Sett en påminnelse” button',
        no: 'Slippe-e-posten åpen i en e-postapp ved siden av innboksen: emnet «Vårslippet åpner torsdag kl. 19», et honningglasert krus, overskriften «46 nye ting fra ovnen», et kort brev fra Hanna, fire ting med priser og knappen «Sett en påminnelse»',
      },
      caption: {
        en: 'The release e-mail is Hanna’s own letter, with the date and time up front: the waitlist knows exactly when to be there',
        no: 'Slippe-e-posten er Hannas eget brev, med dato og klokkeslett øverst: ventelisten vet nøyaktig når de skal være der',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'The shop’s cups page in a browser: the SOL wordmark with the sun as its O, the heading “Kopper” in Syne, glaze filters from Havre to Honning, and eight cups and mugs rendered in their glazes with names, prices and badges such as “Bare 3 igjen” and “Utsolgt”',
        no: 'Koppsiden i nettbutikken i en nettleser: SOL-logoen med sola som O, overskriften «Kopper» i Syne, glasurfiltre fra Havre til Honning, og åtte kopper og krus gjengitt i glasurene sine med navn, priser og merker som «Bare 3 igjen» og «Utsolgt»',
      },
      caption: {
        en: 'A collection page: one picture language for every piece, the glaze as the filter, and the stock counted down in the open',
        no: 'En kategoriside: ett bildespråk for alle stykkene, glasuren som filter, og lageret som telles ned synlig',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'An open kraft shipping box with the orange sun and “SOL – Håndlaget keramikk · Skjøres varsomt” printed on its front flap, tissue paper printed with small suns, a rust-glazed cup nested in the tissue, and a card reading “Takk for at du tok meg med hjem.”',
        no: 'En åpen pappeske med den oransje sola og «SOL – Håndlaget keramikk · Skjøres varsomt» trykt på klaffen foran, silkepapir med små soler, en rustglasert kopp i silkepapiret og et kort med teksten «Takk for at du tok meg med hjem.»',
      },
      caption: {
        en: 'Unboxing is the shop’s second front page: one stamp on plain kraft, tissue printed with suns, and the card on top',
        no: 'Utpakkingen er butikkens andre forside: ett stempel på vanlig kraftpapir, silkepapir med soler og kortet øverst',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'Both sides of the care card on linen: the front with the wordmark, “Takk for at du tok meg med hjem.” and the stamp; the back headed “Slik tar du vare på den” with four icons: Tåler oppvaskmaskin, Tåler mikrobølgeovn, Ikke i stekeovn and Unngå brå temperaturskift',
        no: 'Begge sider av stellkortet på lin: forsiden med ordmerket, «Takk for at du tok meg med hjem.» og stempelet; baksiden med overskriften «Slik tar du vare på den» og fire ikoner: Tåler oppvaskmaskin, Tåler mikrobølgeovn, Ikke i stekeovn og Unngå brå temperaturskift',
      },
      caption: {
        en: 'The care card answers the questions Hanna used to get by DM, and explains that specks in the glaze are the clay showing, not faults',
        no: 'Stellkortet svarer på spørsmålene Hanna før fikk på melding, og forklarer at prikker i glasuren er leiren som viser seg, ikke feil',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'Five glaze test tiles standing on a wooden ledge, each glazed over raw clay with its name written in oxide: Havre, Rust, Skifer, Salvie and Honning, numbered G01 to G05 and fired at 1240 °C',
        no: 'Fem glasurprøver som står på en trelist, hver glasert over rå leire med navnet skrevet i oksid: Havre, Rust, Skifer, Salvie og Honning, nummerert G01 til G05 og brent på 1240 °C',
      },
      caption: {
        en: 'The palette is the glaze chart: every brand colour is a glaze Hanna fires, named as she names it, so the shop’s swatches match the pieces',
        no: 'Paletten er glasurkartet: hver farge i merkevaren er en glasur Hanna brenner, med navnet hun selv bruker, så fargeprøvene i butikken stemmer med tingene',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'Hanna’s studio shelves before a release: two oak planks on black brackets against a clay wall, the upper with oat, honey, sage and rust cups, bowls and mugs, the lower with slate and honey plates, an oat bowl, slate cups and an oat mug, the orange sun mark on the wall above',
        no: 'Hannas verkstedhyller før et slipp: to eikehyller på svarte braketter mot en leirfarget vegg, den øverste med kopper, boller og krus i havre, honning, salvie og rust, den nederste med asjetter i skifer og honning, en havrefarget bolle, skiferkopper og et havrekrus, og den oransje solen malt på veggen over',
      },
      caption: {
        en: 'In place: a release before it goes online, sorted by glaze under the sun that is stamped into every foot',
        no: 'På plass: et slipp før det legges ut, sortert etter glasur under sola som er stemplet i hver fot',
      },
    },
  ]),
  hero_image_alt: {
    en: 'Six pieces from Sol’s spring release on three clay plinths in a low sun from the left: a rust mug, a sage bowl on a slate plate, a honey cup on the tallest plinth, an oat-white cup and a slate mug in front, and the orange twelve-ray sun painted on the wall behind',
    no: 'Seks stykker fra Sols vårslipp på tre leirfargede sokler i lav sol fra venstre: et rustrødt krus, en salviegrønn bolle på en skiferfarget asjett, en honningfarget kopp på den høyeste sokkelen, en havrehvit kopp og et skiferfarget krus foran, og den oransje solen med tolv stråler malt på veggen bak',
  },
  tags: ['ecommerce', 'web design', 'catalog design'],
};

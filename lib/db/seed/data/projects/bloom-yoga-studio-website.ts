import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

export const bloomYogaStudioWebsite: SeedProject = {
  slug: 'bloom-yoga-studio-website',
  title: {
    en: 'Bloom Yoga Studio Website',
    no: 'Nettside for Bloom Yoga Studio',
  },
  category: 'Website Design',
  featured: true,
  hero_image: '/images/projects/bloom-yoga-studio-website/hero.webp',
  short_description: {
    en: 'A warm, easy-to-book website for a women-led yoga studio in Trondheim, replacing a patchwork of direct messages and e-⁠mail sign-ups.',
    no: 'En varm og brukervennlig nettside for et kvinneledet yogastudio i Trondheim, med enkel timebestilling i stedet for påmelding via e-⁠post og direktemeldinger.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Maja Lindqvist opened Bloom Yoga Studio in 2019 and grew it almost entirely through Instagram. By 2024 she was running 22 classes a week, yet bookings still arrived through direct messages, e-mails and a shared spreadsheet. New students could not find the timetable, and Maja spent her evenings answering the same questions.</p>',
      '<h2>Our approach</h2>',
      '<p>We designed a calm, light-filled site around one goal: taking a first-time visitor from curious to booked in under a minute. The weekly timetable sits on the home page, every class has its own page with level, length and what to bring, and booking runs through the studio’s existing booking system, styled to match the site.</p>',
      '<ul><li>Website design and development (12 pages)</li><li>Class timetable and integrated booking flow</li><li>Teacher profiles and a beginner’s guide</li><li>Copywriting support and basic SEO setup</li><li>Training session so the team can update content themselves</li></ul>',
      '<p><strong>The result:</strong> In the first three months after launch, online bookings rose by <strong>42%</strong>, introductory passes sold out two months in a row, and messages asking about the timetable all but disappeared.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Maja Lindqvist åpnet Bloom Yoga Studio i 2019 og bygde det opp nesten utelukkende via Instagram. I 2024 hadde hun 22 timer i uka, men bestillingene kom fortsatt inn via direktemeldinger, e-post og et delt regneark. Nye elever fant ikke timeplanen, og Maja brukte kveldene på å svare på de samme spørsmålene om og om igjen.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi designet en rolig og lys nettside med ett mål: at en førstegangsbesøkende skal gå fra nysgjerrig til påmeldt på under ett minutt. Ukeplanen ligger rett på forsiden, hver time har sin egen side med nivå, varighet og hva du bør ta med, og bestillingen går gjennom studioets eksisterende bookingsystem, tilpasset nettsidens uttrykk.</p>',
      '<ul><li>Design og utvikling av nettside (12 sider)</li><li>Timeplan og integrert bestillingsflyt</li><li>Lærerprofiler og en nybegynnerguide</li><li>Hjelp med tekster og grunnleggende SEO-oppsett</li><li>Opplæring slik at teamet kan oppdatere innholdet selv</li></ul>',
      '<p><strong>Resultatet:</strong> De tre første månedene etter lanseringen økte nettbestillingene med <strong>42 %</strong>, introkortene ble utsolgt to måneder på rad, og meldingene med spørsmål om timeplanen forsvant nesten helt.</p>',
    ].join(''),
  },
  client_name: 'Bloom Yoga Studio',
  completion_date: '2024-05-10',
  year: 2024,
  project_timeline: {
    en: '6 weeks',
    no: '6 uker',
  },
  video_url: null,
  ...galleryOf('bloom-yoga-studio-website', [
    {
      file: 'gallery-1',
      alt: {
        en: 'Morgenflyt at seven, illustrated: five women on mats in the class colours before three arch windows with the sun coming up, in warrior, tree, lunge and seated poses, the Bloom mark and name on the peach wall above them',
        no: 'Morgenflyt klokken sju, illustrert: fem kvinner på matter i klassefargene foran tre buevinduer der sola står opp, i kriger, tre, utfall og sittende stilling, med Bloom-merket og navnet på den ferskenfargede veggen over dem',
      },
      caption: {
        en: 'The picture language at full width: the same drawn women as on the site and posters, in the colour of the hour their class runs',
        no: 'Bildespråket i full bredde: de samme tegnede kvinnene som på nettsiden og plakatene, i fargen til timen klassen går',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'Bloom’s timetable page at 1440 pixels: the heading “Timeplan”, week 11 from 10 to 16 March, filter chips, and seven day columns of colour-coded classes such as “Morgenflyt 07:00–08:00 med Ingrid”, “Gravidyoga”, “Yin” and a full Vinyasa class, with a “Ny hos oss?” offer of three classes for 390 kr',
        no: 'Timeplansiden til Bloom i 1440 piksler: overskriften «Timeplan», uke 11 fra 10. til 16. mars, filterknapper og sju dagkolonner med fargekodede klasser som «Morgenflyt 07:00–08:00 med Ingrid», «Gravidyoga», «Yin» og en full vinyasatime, og tilbudet «Ny hos oss?» med tre klasser for 390 kr',
      },
      caption: {
        en: 'The timetable is the page regulars open every week, so it leads: a whole week at a glance, each class in its colour of the day, a full class greyed out before anyone taps it',
        no: 'Timeplanen er siden de faste åpner hver uke, så den får hovedrollen: en hel uke med ett blikk, hver klasse i sin farge, og en full time er nedtonet før noen trykker på den',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'The booking flow as three phone screens side by side under the heading “Fra «send meg en DM» til tre trykk”: choosing Yin on Tuesday, confirming it with the class pass, and the confirmation “Du er påmeldt!” with an illustration of a woman in a low lunge',
        no: 'Bookingflyten som tre mobilskjermer ved siden av hverandre under overskriften «Fra «send meg en DM» til tre trykk»: Yin velges på tirsdag, bekreftes med klippekortet, og bekreftelsen «Du er påmeldt!» med en illustrasjon av en kvinne i lav utfall',
      },
      caption: {
        en: 'Booking that used to take an evening of DMs now takes three taps: choose, confirm, done, with the class pass paying for it',
        no: 'Booking som før tok en kveld med meldinger, tar nå tre trykk: velg, bekreft, ferdig, og klippekortet betaler',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'The construction of the Bloom mark: six petals, each drawn as the overlap of two circles, around a dark centre; the mark beside the word “bloom” in three versions; and six colour swatches named after the classes, from Morgenflyt at 07:00 to Yin at 19:30',
        no: 'Konstruksjonen av Bloom-merket: seks blader, hvert tegnet som overlappen mellom to sirkler, rundt et mørkt midtpunkt; merket ved ordet «bloom» i tre versjoner; og seks fargeprøver oppkalt etter klassene, fra Morgenflyt kl. 07:00 til Yin kl. 19:30',
      },
      caption: {
        en: 'One petal per class type, and one colour per petal: the palette follows the day, warm in the morning and cool at night, so the mark and the timetable speak the same language',
        no: 'Ett blad per klassetype og én farge per blad: paletten følger dagen, varm om morgenen og kjølig om kvelden, så merket og timeplanen snakker samme språk',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'Four illustrated class cards: a woman in a low lunge with her arms raised for Morgenflyt, a woman in warrior II for Vinyasa, a pregnant woman seated with a hand on her belly for Gravidyoga, and a woman in child’s pose for Yin',
        no: 'Fire illustrerte klassekort: en kvinne i lav utfall med armene løftet for Morgenflyt, en kvinne i kriger II for Vinyasa, en gravid kvinne som sitter med en hånd på magen for Gravidyoga, og en kvinne i barnestilling for Yin',
      },
      caption: {
        en: 'The illustrations replace stock photos: each class has its pose and its person, drawn from one skeleton so the set can grow with new classes',
        no: 'Illustrasjonene erstatter bildebyråbilder: hver klasse har sin stilling og sin person, tegnet fra samme skjelett, så settet kan vokse med nye klasser',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'An A3 poster for the workshop “Rot og balanse” on Saturday 15 March, 13:00–16:00, with Amina Yusuf, 450 kr: a woman in tree pose in front of a large orange sun, with leaves and a green hill',
        no: 'En A3-plakat for workshopen «Rot og balanse» lørdag 15. mars kl. 13:00–16:00 med Amina Yusuf, 450 kr: en kvinne i treet foran en stor oransje sol, med blader og en grønn ås',
      },
      caption: {
        en: 'Workshop posters for the studio window and the cafés on Bakklandet: one figure, one sun, and every fact a passer-by needs in the lower half',
        no: 'Workshopplakater til studiovinduet og kafeene på Bakklandet: én figur, én sol og alt en forbipasserende trenger å vite i nedre halvdel',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'The class page for Yin in a browser: a lavender panel with “Kveld · Rolig”, the heading “Yin”, what the class is for and tags for 75 minutes and all levels, a woman in child’s pose on the violet side, and below it this week’s four Yin classes with teachers and Book buttons and what to bring',
        no: 'Klassesiden for Yin i en nettleser: et lavendelfarget felt med «Kveld · Rolig», overskriften «Yin», hva klassen er for og merkelapper for 75 minutter og alle nivåer, en kvinne i barnestilling på den fiolette siden, og under ukens fire yintimer med lærere, Book-knapper og hva du bør ta med',
      },
      caption: {
        en: 'Every class type has its own page in its own colour: what it feels like, who it suits, and this week’s times a tap away',
        no: 'Hver klassetype har sin egen side i sin egen farge: hvordan den kjennes, hvem den passer for, og ukens timer ett trykk unna',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'Two printed class passes on linen: the front reads “Klippekort, 10 klipp · alle klasser · 1 900 kr”, the back is made out to Ane Berg and has ten numbered circles in the class colours, four of them punched through, with the punched-out dots beside it',
        no: 'To trykte klippekort på lin: forsiden viser «Klippekort, 10 klipp · alle klasser · 1 900 kr», baksiden står på Ane Berg og har ti nummererte sirkler i klassefargene, fire av dem klippet ut, med de utstansede prikkene ved siden av',
      },
      caption: {
        en: 'The paper class pass stays for those who like it: the same ten clips as in the app, punched at the desk, each circle in a class colour',
        no: 'Klippekortet på papir beholdes for dem som liker det: de samme ti klippene som i appen, klippet i resepsjonen, hver sirkel i en klassefarge',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'A rolled terracotta yoga mat on an oak floor, held by a cream cotton strap printed with the Bloom mark and the word “bloom”, its carrying loop lying on the floor',
        no: 'En sammenrullet terrakottafarget yogamatte på et eikegulv, holdt av en kremhvit bomullsstropp med Bloom-merket og ordet «bloom», med bærestroppen liggende på gulvet',
      },
      caption: {
        en: 'The mat strap members get with their first class pass: the studio’s name carried through Trondheim, one mat at a time',
        no: 'Mattestroppen medlemmene får med sitt første klippekort: studioets navn båret gjennom Trondheim, én matte om gangen',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'A painted green wayfinding sign on the studio’s plaster wall: the Bloom mark and name, then “Sal 1 Morgensol” with an arrow left, “Sal 2 Kveldslys” with an arrow right and “Garderober og dusj” with an arrow down, each with a dot in its class colour',
        no: 'Et grønnmalt skilt på studioets pussede vegg: Bloom-merket og navnet, så «Sal 1 Morgensol» med pil til venstre, «Sal 2 Kveldslys» med pil til høyre og «Garderober og dusj» med pil ned, hver med en prikk i sin klassefarge',
      },
      caption: {
        en: 'The rooms are named after the time of day they are used most, and the sign carries the same colour dots as the timetable',
        no: 'Salene er oppkalt etter tiden på døgnet de brukes mest, og skiltet har de samme fargeprikkene som timeplanen',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'The studio from the street on a winter evening: the Bloom mark and name over a lit window where a pregnant woman sits on a lavender mat and another rests in child’s pose, the six-petal mark on the glass, and a green door marked Nedre Bakklandet 12 with the “Rot og balanse” workshop poster on it',
        no: 'Studioet fra gaten en vinterkveld: Bloom-merket og navnet over et opplyst vindu der en gravid kvinne sitter på en lavendelfarget matte og en annen hviler i barnestilling, seksbladsmerket på glasset, og en grønn dør merket Nedre Bakklandet 12 med workshopplakaten «Rot og balanse» på',
      },
      caption: {
        en: 'In place on Bakklandet: the evening colour in the window, the mark on the glass and the poster on the door where passers-by stop',
        no: 'På plass på Bakklandet: kveldsfargen i vinduet, merket på glasset og plakaten på døra der de forbipasserende stopper',
      },
    },
  ]),
  hero_image_alt: {
    en: 'Bloom’s studio at dusk, illustrated: a woman in the tree pose on a lavender mat under an arch window with the evening sky and the sun going down, a plant beside her, and a phone showing Tuesday’s timetable with the 19:30 Yin class chosen, the six-petal mark above it',
    no: 'Bloom-studioet i skumringen, illustrert: en kvinne i trestilling på en lavendelfarget matte under et buevindu med kveldshimmel og solnedgang, en plante ved siden av, og en mobil som viser tirsdagens timeplan med yintimen kl. 19:30 valgt, seksbladsmerket over',
  },
  tags: ['web design', 'healthcare'],
};

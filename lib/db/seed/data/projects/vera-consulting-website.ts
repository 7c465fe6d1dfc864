import type { SeedProject } from '../../types';
import { galleryOf } from './gallery';

export const veraConsultingWebsite: SeedProject = {
  slug: 'vera-consulting-website',
  title: {
    en: 'Vera Consulting Website',
    no: 'Nettside for Vera Consulting',
  },
  category: 'Website Design',
  featured: false,
  hero_image: '/images/projects/vera-consulting-website/hero.webp',
  short_description: {
    en: 'A clear, confident website for a leadership consultancy that helps women step into senior roles, turning word of mouth into a steady flow of enquiries.',
    no: 'En tydelig og selvsikker nettside for et rådgivningsselskap som hjelper kvinner inn i lederroller – og gjør jungeltelegrafen om til jevn pågang av henvendelser.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Vera Consulting runs leadership programmes and one-to-one coaching for women moving into senior management. Almost all of its work came through referrals, and the old one-page site did little to convince HR directors who had never heard of the company. It needed to look as credible as the large consultancies it competes with, without losing its personal tone.</p>',
      '<h2>Our approach</h2>',
      '<p>We structured the site around the three questions buyers ask: what do you offer, who have you worked with, and what does it take to get started? Programme pages share one layout with outcomes, format and duration, and a resources section with articles and a downloadable guide gives visitors a reason to come back and subscribe.</p>',
      '<ul><li>Website design and development (9 pages)</li><li>Page templates for programmes and services</li><li>Client stories and resources sections</li><li>A 12-page leadership guide (PDF) to grow the mailing list</li><li>Newsletter sign-up and contact flow</li></ul>',
      '<p><strong>The result:</strong> Inbound enquiries doubled in the first six months, and the leadership guide has been downloaded more than <strong>2,400 times</strong>, feeding a newsletter that now fills most open programmes.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Vera Consulting holder lederprogrammer og individuell coaching for kvinner på vei inn i toppledelsen. Nesten alle oppdragene kom via anbefalinger, og den gamle nettsiden, som bare besto av én side, gjorde lite for å overbevise HR-direktører som aldri hadde hørt om selskapet. Den nye måtte fremstå like troverdig som de store konsulentselskapene, uten å miste den personlige tonen.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi bygde nettsiden rundt de tre spørsmålene kjøperne stiller: Hva tilbyr dere, hvem har dere jobbet med, og hva skal til for å komme i gang? Programsidene følger samme oppsett med mål, format og varighet, og en ressursdel med artikler og en nedlastbar guide gir de besøkende en grunn til å komme tilbake og melde seg på nyhetsbrevet.</p>',
      '<ul><li>Design og utvikling av nettside (9 sider)</li><li>Sidemaler for programmer og tjenester</li><li>Kundehistorier og ressursdel</li><li>Lederguide på 12 sider (PDF) for å bygge e-postlisten</li><li>Påmelding til nyhetsbrev og kontaktskjema</li></ul>',
      '<p><strong>Resultatet:</strong> Antallet henvendelser ble doblet de første seks månedene, og lederguiden er lastet ned over <strong>2 400 ganger</strong>. Den har gitt et nyhetsbrev som nå fyller de fleste åpne programmene.</p>',
    ].join(''),
  },
  client_name: null,
  completion_date: '2023-03-21',
  year: 2023,
  project_timeline: {
    en: '5 weeks',
    no: '5 uker',
  },
  video_url: null,
  ...galleryOf('vera-consulting-website', [
    {
      file: 'gallery-1',
      alt: {
        en: 'The report’s launch at a breakfast seminar: in a dim plum room the screen shows “Kvinner i ledelse 2026”, the figure 36 % in rose beside a column chart from 2016 to 2026 with the last column in rose, and a plum lectern carries the Vera wordmark',
        no: 'Lanseringen av rapporten på et frokostseminar: i et dunkelt plommefarget rom viser lerretet «Kvinner i ledelse 2026», tallet 36 % i rosa ved et søylediagram fra 2016 til 2026 der den siste søylen er rosa, og en plommefarget talerstol bærer Vera-logoen',
      },
      caption: {
        en: 'The figure of the year at the size of a stage: one number, one chart, the rose that means women',
        no: 'Årets tall i scenestørrelse: ett tall, ett diagram og rosa som betyr kvinner',
      },
    },
    {
      file: 'artefact-1',
      alt: {
        en: 'The Vera website’s front page at 1440 pixels in a browser: the headline “Du er klar for neste steg. Vi hjelper deg å ta det.”, a “Book en samtale” button, the figure 36 % with a column chart, and the three programmes Neste steg, Styrerommet and Coaching 1:1',
        no: 'Forsiden til Vera i 1440 piksler i en nettleser: overskriften «Du er klar for neste steg. Vi hjelper deg å ta det.», knappen «Book en samtale», tallet 36 % med et søylediagram, og de tre programmene Neste steg, Styrerommet og Coaching 1:1',
      },
      caption: {
        en: 'The front page reads like a newspaper’s: a headline, a lead, one figure from the report, and the programmes as a ruled index rather than cards',
        no: 'Forsiden leses som en avisforside: en overskrift, en ingress, ett tall fra rapporten og programmene som en linjert oversikt i stedet for kort',
      },
    },
    {
      file: 'artefact-2',
      alt: {
        en: 'The programme page for Neste steg on two phones: the title, a table with duration, format, group and the price 48 000 kr, a “Meld interesse” button, the four sessions and a quote',
        no: 'Programsiden for Neste steg på to mobiler: tittelen, en tabell med varighet, format, gruppe og prisen 48 000 kr, knappen «Meld interesse», de fire samlingene og et sitat',
      },
      caption: {
        en: 'Every programme page answers the buyer’s questions in the same order: what it is, how long, for whom, what it costs',
        no: 'Hver programside svarer på kjøperens spørsmål i samme rekkefølge: hva det er, hvor lenge, for hvem og hva det koster',
      },
    },
    {
      file: 'artefact-3',
      alt: {
        en: 'The Vera wordmark large with its guides for cap height, x-height and baseline, and the rose rule beneath it that steps up under the a; the V monogram on plum and on rose; the wordmark at 72, 40 and 22 points and as a favicon',
        no: 'Ordmerket Vera i stort format med hjelpelinjer for versalhøyde, x-høyde og grunnlinje, og den rosa streken under som tar et trinn opp under a-en; V-monogrammet på plomme og på rosa; ordmerket i 72, 40 og 22 punkt og som favikon',
      },
      caption: {
        en: 'A type-led mark: the name in Newsreader and a rule that steps up once, as a career does. No symbol to explain',
        no: 'Et typografisk merke: navnet i Newsreader og en strek som tar ett trinn opp, slik en karriere gjør. Ikke noe symbol som må forklares',
      },
    },
    {
      file: 'artefact-4',
      alt: {
        en: 'The cover of the report “Kvinner i ledelse 2026”: a plum cover with the title, the question it asks, and eleven columns rising from 22 % in 2016 to 36 % in 2026, the last one in rose',
        no: 'Omslaget til rapporten «Kvinner i ledelse 2026»: et plommefarget omslag med tittelen, spørsmålet rapporten stiller, og elleve søyler som stiger fra 22 % i 2016 til 36 % i 2026, den siste i rosa',
      },
      caption: {
        en: 'The yearly report is the firm’s best salesperson, so its cover is its finding: ten years of data as the only image',
        no: 'Årsrapporten er firmaets beste selger, så omslaget er selve funnet: ti års tall som eneste bilde',
      },
    },
    {
      file: 'artefact-5',
      alt: {
        en: 'A spread of the report: on the left the heading “Fire av ti ledergrupper har færre enn tre kvinner”, two paragraphs, a quote and three key figures; on the right a bar chart of women’s share of top management by sector, from 47 % in the public sector to 19 % in technology, with the 36 % average marked',
        no: 'Et oppslag i rapporten: til venstre overskriften «Fire av ti ledergrupper har færre enn tre kvinner», to avsnitt, et sitat og tre nøkkeltall; til høyre et stolpediagram over andelen kvinner i toppledergrupper etter sektor, fra 47 % i offentlig sektor til 19 % i teknologi, med snittet på 36 % markert',
      },
      caption: {
        en: 'One rule for every chart: figures about women are rose, everything else is ink. Readers learn it on the cover and never need a legend',
        no: 'Én regel for alle diagrammer: tall om kvinner er rosa, alt annet er blekk. Leseren lærer det på omslaget og trenger aldri en tegnforklaring',
      },
    },
    {
      file: 'gallery-2',
      alt: {
        en: 'An article in the Innsikt section in a browser: the headline “Ti år, fjorten prosentpoeng. Hva var det som virket?”, an italic lead, the byline Hanne Vera Lie, a link to download the report, the body text with a rose-ruled quote and a column chart of women’s share from 2016 to 2026 in the margin',
        no: 'En artikkel i Innsikt-delen i en nettleser: overskriften «Ti år, fjorten prosentpoeng. Hva var det som virket?», en ingress i kursiv, bylinen Hanne Vera Lie, en lenke for å laste ned rapporten, brødtekst med et sitat med rosa strek og et søylediagram over kvinneandelen fra 2016 til 2026 i margen',
      },
      caption: {
        en: 'Innsikt, where the report lives on between editions: Newsreader for the argument, Plex for the reading, the chart in the margin',
        no: 'Innsikt, der rapporten lever videre mellom utgavene: Newsreader for poenget, Plex for lesingen, diagrammet i margen',
      },
    },
    {
      file: 'artefact-6',
      alt: {
        en: 'Four slides of Vera’s talk “Fra mellomleder til toppleder”: the plum title slide with a rose step, an agenda with three questions, the figure 36 % beside a column chart, and a quote slide',
        no: 'Fire lysbilder fra Veras foredrag «Fra mellomleder til toppleder»: tittelbildet i plomme med et rosa trinn, en agenda med tre spørsmål, tallet 36 % ved et søylediagram, og et sitatbilde',
      },
      caption: {
        en: 'The keynote template: few words per slide and the step from the mark at full width, so the deck is recognisable from the back of the room',
        no: 'Foredragsmalen: få ord per bilde og trinnet fra merket i full bredde, så presentasjonen er gjenkjennelig fra bakerste rad',
      },
    },
    {
      file: 'artefact-7',
      alt: {
        en: 'Printed workbooks on a table with a rose pencil: a plum one titled “Neste steg – Din lederplan, uke for uke”, a paper-white one titled “Samtalen med styret”, and an open copy with the exercise “Hvor står du?” filled in by hand and a “Synlighet og innflytelse” matrix marking “Nå” and “For et år siden”',
        no: 'Trykte arbeidsbøker på et bord med en rosa blyant: en plommefarget med tittelen «Neste steg – Din lederplan, uke for uke», en papirhvit med tittelen «Samtalen med styret», og et åpent eksemplar med øvelsen «Hvor står du?» fylt ut for hånd og en matrise for «Synlighet og innflytelse» som markerer «Nå» og «For et år siden»',
      },
      caption: {
        en: 'The workbooks participants fill in between sessions: one per programme, one per session, a line for the owner’s name on every cover',
        no: 'Arbeidsbøkene deltakerne fyller ut mellom samlingene: én per program, én per samling, og en linje for navnet på hvert omslag',
      },
    },
    {
      file: 'artefact-8',
      alt: {
        en: 'Vera’s LinkedIn page: a plum banner announcing “Kvinner i ledelse 2026” with a small column chart and the link vera.no/rapport, the V monogram as the profile picture, and the line “Lederprogrammer og coaching for kvinner på vei inn i toppledelsen”',
        no: 'LinkedIn-siden til Vera: et plommefarget banner som lanserer «Kvinner i ledelse 2026» med et lite søylediagram og lenken vera.no/rapport, V-monogrammet som profilbilde og linjen «Lederprogrammer og coaching for kvinner på vei inn i toppledelsen»',
      },
      caption: {
        en: 'Where HR directors meet Vera first: the banner changes with each report, the monogram stays',
        no: 'Der HR-direktørene møter Vera først: banneret skifter med hver rapport, monogrammet blir stående',
      },
    },
    {
      file: 'gallery-3',
      alt: {
        en: 'Booking a first conversation, on plum: in a browser the page “Book en samtale med Hanne” with the call’s length, place and what to bring beside a week of free times in March, 11:30 on Thursday chosen; on a phone in front the confirmation “Vi snakkes torsdag.”',
        no: 'Å booke en første samtale, på plomme: i en nettleser siden «Book en samtale med Hanne» med samtalens lengde, sted og hva du kan ta med ved siden av en uke med ledige tider i mars, der torsdag 11:30 er valgt; på en mobil foran bekreftelsen «Vi snakkes torsdag.»',
      },
      caption: {
        en: 'The call to action as a page of its own: who you meet, for how long, and a time you can take in two taps',
        no: 'Handlingen som en egen side: hvem du møter, hvor lenge, og en tid du kan ta med to trykk',
      },
    },
  ]),
  hero_image_alt: {
    en: 'The Vera website’s front page on a laptop, with the headline “Du er klar for neste steg. Vi hjelper deg å ta det.” and the figure 36 % in rose, and the programme page “Neste steg” on a phone in front, on a plum desk in window light',
    no: 'Forsiden til Vera på en bærbar PC, med overskriften «Du er klar for neste steg. Vi hjelper deg å ta det.» og tallet 36 % i rosa, og programsiden «Neste steg» på en mobil foran, på et plommefarget skrivebord i vinduslys',
  },
  tags: ['web design', 'corporate'],
};

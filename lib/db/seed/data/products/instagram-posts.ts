import { CANVA_LINKS, type ProductInput } from './deliverable';

export const instagramPostTemplates: ProductInput[] = [
  {
    key: 'ig-posts-minimal-beauty',
    title: {
      en: 'Minimal Beauty Instagram Posts',
      no: 'Minimalistiske innleggsmaler for skjønnhetsmerker',
    },
    description: {
      en: '30 clean, editorial post templates for skincare, beauty and nail brands in soft neutral tones. Editable in Canva and Photoshop (PSD), in 1080×1350 and 1080×1080.',
      no: '30 rene, redaksjonelle innleggsmaler for hudpleie-, skjønnhets- og neglemerker i myke, nøytrale toner. Redigeres i Canva og Photoshop (PSD), i formatene 1080×1350 og 1080×1080.',
    },
    price_cents: 2900,
    category: 'Instagram Post Templates',
    subcategory: {
      en: 'Beauty',
      no: 'Skjønnhet',
    },
    included: {
      en: '30 post templates (1080×1350 and 1080×1080), Canva templates, layered PSD files, PNG previews.',
      no: '30 innleggsmaler (1080×1350 og 1080×1080), Canva-maler, PSD-filer med lag, forhåndsvisninger i PNG.',
    },
    files: [CANVA_LINKS, ['PSD files', 'minimal-beauty-psd.zip'], ['PNG previews', 'previews-png.zip']],
    contents: {
      en: [
        'Canva template · 30 posts (1080×1350 and 1080×1080)',
        'Layered PSD files · 30 posts',
        'PNG previews of every post',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 30 innlegg (1080×1350 og 1080×1080)',
        'PSD-filer med lag · 30 innlegg',
        'Forhåndsvisninger av hvert innlegg (PNG)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro, and Photoshop CC 2020 or newer',
      no: 'Fungerer med Canva Free og Pro, og Photoshop CC 2020 eller nyere',
    },
    customize: {
      en: 'Open the PDF and click a link to copy the templates into your own Canva account, or open the PSD files in Photoshop. Replace the photos, then change colors and fonts to match your brand.',
      no: 'Åpne PDF-en og klikk på en lenke for å kopiere malene til din egen Canva-konto, eller åpne PSD-filene i Photoshop. Bytt ut bildene, og endre farger og skrifter så de passer merkevaren din.',
    },
  },
  {
    key: 'ig-posts-wellness-coach',
    title: {
      en: 'Wellness Coach Instagram Posts',
      no: 'Innleggsmaler for helsecoacher',
    },
    description: {
      en: '40 calm, on-brand posts for coaches and therapists: quotes, client wins, offers and carousel tips. Includes Canva templates, PSD files and 10 matching story frames.',
      no: '40 rolige innleggsmaler for coacher og terapeuter: sitater, kundeerfaringer, tilbud og karuseller med tips. Med Canva-maler, PSD-filer og 10 tilhørende story-rammer.',
    },
    price_cents: 3400,
    category: 'Instagram Post Templates',
    subcategory: {
      en: 'Coaching',
      no: 'Coaching',
    },
    included: {
      en: '40 post templates, 10 story frames (1080×1920), Canva templates, layered PSD files, PNG previews.',
      no: '40 innleggsmaler, 10 story-rammer (1080×1920), Canva-maler, PSD-filer med lag, forhåndsvisninger i PNG.',
    },
    files: [CANVA_LINKS, ['PSD files', 'wellness-coach-psd.zip'], ['PNG previews', 'previews-png.zip']],
    contents: {
      en: [
        'Canva template · 40 posts (1080×1350)',
        'Canva template · 10 story frames (1080×1920)',
        'Layered PSD files',
        'PNG previews of every post',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 40 innlegg (1080×1350)',
        'Canva-mal · 10 story-rammer (1080×1920)',
        'PSD-filer med lag',
        'Forhåndsvisninger av hvert innlegg (PNG)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro, and Photoshop CC 2020 or newer',
      no: 'Fungerer med Canva Free og Pro, og Photoshop CC 2020 eller nyere',
    },
    customize: {
      en: 'Copy the templates into Canva from the links in the PDF, then use the brand color panel to recolor the whole set at once. Swap in your own photos and write your captions on the text layers.',
      no: 'Kopier malene til Canva fra lenkene i PDF-en, og bruk fargepanelet for merkevaren til å gi hele settet nye farger på én gang. Sett inn dine egne bilder, og skriv tekstene dine i tekstlagene.',
    },
  },
  {
    key: 'ig-posts-boutique-launch',
    title: {
      en: 'Boutique Launch Instagram Posts',
      no: 'Innleggsmaler for butikklansering',
    },
    description: {
      en: '25 posts that take a clothing or accessories boutique from first teaser to opening day, with countdown, new-in and sale layouts. Editable in Canva, with PNG previews.',
      no: '25 innleggsmaler som tar en kles- eller tilbehørsbutikk fra første teaser til åpningsdagen, med nedtelling, nyheter og salg. Redigeres i Canva, med PNG-forhåndsvisninger.',
    },
    price_cents: 2400,
    category: 'Instagram Post Templates',
    subcategory: {
      en: 'Fashion',
      no: 'Mote',
    },
    included: {
      en: '25 post templates (1080×1350), a suggested four-week launch posting plan, Canva templates, PNG previews.',
      no: '25 innleggsmaler (1080×1350), et forslag til publiseringsplan for fire ukers lansering, Canva-maler, forhåndsvisninger i PNG.',
    },
    files: [CANVA_LINKS, ['Launch posting plan (PDF)', 'launch-posting-plan.pdf'], ['PNG previews', 'previews-png.zip']],
    contents: {
      en: [
        'Canva template · 25 posts (1080×1350)',
        'Launch posting plan · 4 weeks (PDF)',
        'PNG previews of every post',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 25 innlegg (1080×1350)',
        'Publiseringsplan for lanseringen · 4 uker (PDF)',
        'Forhåndsvisninger av hvert innlegg (PNG)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro',
      no: 'Fungerer med Canva Free og Pro',
    },
    customize: {
      en: 'Copy the templates into Canva, add your logo and product photos, and follow the posting plan to schedule the countdown. Dates and prices are editable text.',
      no: 'Kopier malene til Canva, legg inn logoen og produktbildene dine, og følg publiseringsplanen når du planlegger nedtellingen. Datoer og priser er tekst du kan endre.',
    },
  },
];

import type { SeedTestimonial } from '../types';

export const testimonialSeeds: SeedTestimonial[] = [
  {
    client_name: 'Ingrid Solberg',
    role: {
      en: 'Founder & CEO',
      no: 'Gründer og daglig leder',
    },
    company: 'Luna Skincare',
    project_type: {
      en: 'Brand identity',
      no: 'Merkeidentitet',
    },
    testimonial: {
      en: 'Nordlys took the time to understand the chemistry behind our serums before they drew a single line, and it shows. The new labels make our ingredients the hero, and three concept stores said yes within months of the relaunch. I still smile every time I spot one of our bottles on a shelf.',
      no: 'Nordlys tok seg tid til å forstå kjemien bak serumene våre før de tegnet en eneste strek, og det merkes. De nye etikettene lar ingrediensene få hovedrollen, og tre konseptbutikker sa ja bare måneder etter relanseringen. Jeg blir like glad hver gang jeg ser en av flaskene våre i hylla.',
    },
    rating: 5,
    featured: true,
  },
  {
    client_name: 'Maja Lindqvist',
    role: {
      en: 'Founder & yoga teacher',
      no: 'Grunnlegger og yogalærer',
    },
    company: 'Bloom Yoga Studio',
    project_type: {
      en: 'Website design',
      no: 'Nettsidedesign',
    },
    testimonial: {
      en: 'I used to spend my evenings answering messages about the timetable. Now students find a class, book and pay on their own, and our intro passes have sold out two months in a row. The site feels exactly like walking into the studio: calm, bright and welcoming.',
      no: 'Før brukte jeg kveldene på å svare på meldinger om timeplanen. Nå finner elevene en time, bestiller og betaler helt på egen hånd, og introkortene har vært utsolgt to måneder på rad. Nettsiden føles akkurat som å gå inn i studioet: rolig, lys og imøtekommende.',
    },
    rating: 5,
    featured: false,
  },
  {
    client_name: 'Sofie Berg',
    role: {
      en: 'Founder & creative director',
      no: 'Grunnlegger og kreativ leder',
    },
    company: 'Nordic Atelier',
    project_type: {
      en: 'Branding & website',
      no: 'Merkevare og nettside',
    },
    testimonial: {
      en: 'Working with Nordlys felt like working with a good tailor: they measured carefully, listened closely and delivered something that fits us perfectly. Customers now understand how made-to-order works before they book a fitting, and our average order value has grown by more than a quarter. It is the best investment we have made in the business.',
      no: 'Å jobbe med Nordlys var som å jobbe med en dyktig skredder: De tok nøyaktige mål, lyttet godt og leverte noe som passer oss perfekt. Kundene forstår nå hvordan bestilling fungerer før de booker en prøvetime, og den gjennomsnittlige ordreverdien har økt med over en fjerdedel. Det er den beste investeringen vi har gjort i virksomheten.',
    },
    rating: 5,
    featured: true,
  },
  {
    client_name: 'Emma Johansen',
    role: {
      en: 'Wellness coach & founder',
      no: 'Helsecoach og grunnlegger',
    },
    company: 'Aura Wellness',
    project_type: {
      en: 'Instagram templates',
      no: 'Instagram-maler',
    },
    testimonial: {
      en: 'The wellness coach post pack saves me at least three hours a week. I swap in my own colors and photos in Canva, and my feed finally looks consistent without hiring a designer every month. I would love a few more carousel layouts in the next version, but for the price it is excellent value.',
      no: 'Malpakken for helsecoacher sparer meg for minst tre timer i uka. Jeg bytter inn mine egne farger og bilder i Canva, og feeden min ser endelig helhetlig ut uten at jeg må leie inn en designer hver måned. Jeg skulle gjerne hatt noen flere karusellmaler i neste versjon, men til den prisen er det veldig god valuta for pengene.',
    },
    rating: 4,
    featured: false,
  },
  {
    client_name: 'Hanna Nilsen',
    role: {
      en: 'Ceramicist & owner',
      no: 'Keramiker og eier',
    },
    company: 'Sol Ceramics',
    project_type: {
      en: 'E-commerce website',
      no: 'Nettbutikk',
    },
    testimonial: {
      en: 'Launch days used to mean double-sold bowls and a week of invoicing. With the new shop my last collection sold out in under two hours without a single mix-up, and cafés can finally order wholesale without e-⁠mailing me first. Nordlys made the whole process feel easy, even for someone who would rather be at the potter’s wheel than at a computer.',
      no: 'Før betydde lanseringsdager dobbeltsolgte boller og en uke med fakturering. Med den nye nettbutikken ble den siste kolleksjonen utsolgt på under to timer uten en eneste feil, og kafeene kan endelig bestille som grossister uten å sende meg e-⁠post først. Nordlys gjorde hele prosessen enkel, selv for en som heller vil sitte ved dreieskiva enn foran datamaskinen.',
    },
    rating: 5,
    featured: false,
  },
];

import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const termsOfServicePage: StoredPage<'terms-of-service'> = {
  title: {
    en: 'Terms of service',
    no: 'Vilkår for bruk',
  },
  intro: {
    en: 'These terms apply when you use the Nordlys Studio website, hire us for design services or buy our digital products. Please read them carefully before you place an order.',
    no: 'Disse vilkårene gjelder når du bruker nettsiden til Nordlys Studio, engasjerer oss til designtjenester eller kjøper de digitale produktene våre. Les dem nøye før du bestiller.',
  },
  lastUpdated: '2021-05-03',
  sections: [
    {
      id: 'acceptance',
      title: {
        en: 'Acceptance of these terms',
        no: 'Aksept av vilkårene',
      },
      body: {
        en: '<p>By using our website, ordering design services or buying a digital product, you agree to these terms. If you do not agree, please do not use the website or our services.</p><p>If you accept these terms on behalf of a business, you confirm that you are authorized to bind that business. Some rules in these terms apply only if you are a consumer, meaning that you buy mainly for purposes outside your trade or business. Nothing in these terms limits the rights you have under mandatory consumer law.</p><p>You must be at least 18 years old, or have the consent of a parent or guardian, to buy from us.</p>',
        no: '<p>Ved å bruke nettsiden, bestille designtjenester eller kjøpe et digitalt produkt godtar du disse vilkårene. Godtar du dem ikke, ber vi deg la være å bruke nettsiden og tjenestene våre.</p><p>Godtar du vilkårene på vegne av en virksomhet, bekrefter du at du har fullmakt til å forplikte virksomheten. Enkelte regler i vilkårene gjelder bare hvis du er forbruker, det vil si at du handler hovedsakelig for formål som ligger utenfor næringsvirksomhet. Ingenting i vilkårene begrenser rettigheter du har etter ufravikelig forbrukerlovgivning.</p><p>Du må være minst 18 år, eller ha samtykke fra foreldre eller verge, for å handle hos oss.</p>',
      },
    },
    {
      id: 'about-us',
      title: {
        en: 'About us and our services',
        no: 'Om oss og tjenestene våre',
      },
      body: {
        en: '<p>The website is operated by Nordlys Studio, a design studio based in Norway that works with female entrepreneurs and women-owned businesses worldwide. We offer:</p><ul><li><p><strong>Design services:</strong> website design, branding, and branding and website as one package, as described on our services page.</p></li><li><p><strong>Digital products:</strong> ready-made templates for download, such as Instagram post templates, Instagram reels templates and brand identity template collections.</p></li></ul><p>You can reach us at <a href="mailto:{email}">{email}</a>.</p>',
        no: '<p>Nettsiden drives av Nordlys Studio, et designstudio i Norge som jobber med kvinnelige gründere og kvinneeide bedrifter over hele verden. Vi tilbyr:</p><ul><li><p><strong>Designtjenester:</strong> nettsidedesign, merkevare og en samlet pakke med merkevare og nettside, slik det er beskrevet på tjenestesiden vår.</p></li><li><p><strong>Digitale produkter:</strong> ferdige maler for nedlasting, for eksempel maler for Instagram-innlegg, maler for Instagram-reels og malsamlinger for merkevareidentitet.</p></li></ul><p>Du når oss på <a href="mailto:{email}">{email}</a>.</p>',
      },
    },
    {
      id: 'design-services',
      title: {
        en: 'Design services',
        no: 'Designtjenester',
      },
      body: {
        en: '<p>Every design project starts with a conversation about your needs. Based on it, we send you a written quote that describes the scope, deliverables, number of revision rounds, timeline and price. The quote is valid for 30 days, and our agreement is made when you accept the quote in writing.</p><p>Typical timelines once a project has started:</p><ul><li><p><strong>Website projects:</strong> 4–6 weeks.</p></li><li><p><strong>Branding projects:</strong> 2–3 weeks.</p></li></ul><p>Timelines are estimates and depend on you providing content, access and feedback on time. If feedback or material is delayed, the timeline moves accordingly.</p><p>A project is complete when we deliver the final files or launch the website. Changes you request after completion, and work outside the agreed scope, are quoted and billed separately. The exception is support included in your package, such as the support period that comes with our website packages.</p>',
        no: '<p>Alle designprosjekter starter med en samtale om behovene dine. På bakgrunn av den sender vi deg et skriftlig tilbud som beskriver omfang, leveranser, antall revisjonsrunder, tidsplan og pris. Tilbudet gjelder i 30 dager, og avtalen er inngått når du har godtatt tilbudet skriftlig.</p><p>Vanlig tidsbruk etter at et prosjekt har startet:</p><ul><li><p><strong>Nettsideprosjekter:</strong> 4–6 uker.</p></li><li><p><strong>Merkevareprosjekter:</strong> 2–3 uker.</p></li></ul><p>Tidsplanene er anslag og forutsetter at du leverer innhold, tilganger og tilbakemeldinger i tide. Blir tilbakemeldinger eller materiell forsinket, forskyves tidsplanen tilsvarende.</p><p>Et prosjekt er ferdig når vi leverer de endelige filene eller lanserer nettsiden. Endringer du ønsker etter at prosjektet er ferdig, og arbeid utenfor det avtalte omfanget, prises og faktureres separat. Unntaket er støtte som inngår i pakken din, for eksempel støtteperioden som følger med nettsidepakkene våre.</p>',
      },
    },
    {
      id: 'service-payment',
      title: {
        en: 'Payment for design services',
        no: 'Betaling for designtjenester',
      },
      body: {
        en: '<p>The price of design services is stated in the quote, in US dollars (USD) unless the quote says otherwise. Unless we agree otherwise:</p><ul><li><p>50% of the price is invoiced when you accept the quote, and work starts when this deposit has been paid.</p></li><li><p>The remaining 50% is invoiced on completion and must be paid before we hand over the final files or transfer the website to you.</p></li><li><p>Invoices are due 14 days after the invoice date. If payment is late, we may charge interest under the Norwegian Late Payment Interest Act and pause work until the invoice has been paid.</p></li></ul><p>If you cancel a project after work has started, you pay for the work done up to the cancellation. If you are a consumer and asked us to start within the 14-day withdrawal period (angrerett) that applies to services bought at a distance, the same applies if you withdraw from the agreement.</p>',
        no: '<p>Prisen for designtjenester står i tilbudet og er oppgitt i amerikanske dollar (USD) hvis ikke tilbudet sier noe annet. Med mindre annet er avtalt, gjelder følgende:</p><ul><li><p>50 % av prisen faktureres når du godtar tilbudet, og arbeidet starter når forskuddet er betalt.</p></li><li><p>De resterende 50 % faktureres når prosjektet er ferdig, og må være betalt før vi overleverer de endelige filene eller overfører nettsiden til deg.</p></li><li><p>Betalingsfristen er 14 dager fra fakturadato. Ved forsinket betaling kan vi kreve forsinkelsesrente etter forsinkelsesrenteloven og stanse arbeidet til fakturaen er betalt.</p></li></ul><p>Avbestiller du et prosjekt etter at arbeidet har startet, betaler du for arbeidet som er utført frem til avbestillingen. Er du forbruker og har bedt oss starte i løpet av angrefristen på 14 dager som gjelder for tjenester kjøpt på avstand, gjelder det samme hvis du bruker angreretten.</p>',
      },
    },
    {
      id: 'digital-products',
      title: {
        en: 'Digital products, prices and payment',
        no: 'Digitale produkter, priser og betaling',
      },
      body: {
        en: '<p>Our digital products are templates delivered as files for download. Each product page describes what is included and which file formats you receive. Some files require software that you must have yourself, such as Adobe Photoshop or Illustrator.</p><p>Prices are shown in US dollars (USD) on our English pages and in Norwegian kroner (NOK) on our Norwegian pages, and you pay in the currency the page showed. Prices include VAT where VAT applies: Norwegian VAT (25 %) for buyers in Norway, the VAT of your country for consumers in the EU, and none for EU businesses that give a valid VAT number (reverse charge) or for buyers outside Norway and the EU. The checkout shows the price, the VAT and the total before you pay, and the total is the amount you are charged. If your card is in another currency, your bank converts the amount and may charge a fee for doing so.</p><p>Payments are processed securely by Stripe. Stripe’s own terms apply to the payment, and we never see or store your card details. Your purchase is complete when Stripe has confirmed the payment.</p><p>We may change our prices at any time. A price change does not affect orders that have already been paid.</p>',
        no: '<p>De digitale produktene våre er maler som leveres som filer for nedlasting. Hver produktside beskriver hva som er inkludert, og hvilke filformater du får. Enkelte filer krever programvare som du selv må ha, for eksempel Adobe Photoshop eller Illustrator.</p><p>Prisene vises i norske kroner (NOK) på de norske sidene og i amerikanske dollar (USD) på de engelske, og du betaler i valutaen siden viste. Prisene er inkludert merverdiavgift der det skal betales avgift: norsk merverdiavgift (25 %) for kjøpere i Norge, merverdiavgiften i ditt land for forbrukere i EU, og ingen for bedrifter i EU som oppgir et gyldig MVA-nummer (omvendt avgiftsplikt) eller for kjøpere utenfor Norge og EU. Kassen viser pris, merverdiavgift og totalbeløp før du betaler, og totalbeløpet er det du blir belastet. Er kortet ditt i en annen valuta, veksler banken din beløpet og kan ta et gebyr for det.</p><p>Betalingen behandles sikkert av Stripe. Stripes egne vilkår gjelder for betalingen, og vi ser eller lagrer aldri kortopplysningene dine. Kjøpet er gjennomført når Stripe har bekreftet betalingen.</p><p>Vi kan endre prisene når som helst. En prisendring påvirker ikke ordrer som allerede er betalt.</p>',
      },
    },
    {
      id: 'delivery',
      title: {
        en: 'Delivery',
        no: 'Levering',
      },
      body: {
        en: '<p>Digital products are delivered instantly. As soon as your payment has been confirmed, you are taken to a download page where you can download your product. The download is linked to your checkout session, so keep the files in a safe place once you have downloaded them.</p><p>If the download does not work, or you have lost your files, contact us at <a href="mailto:{email}">{email}</a> with the email address you used for the purchase, and we will help you get your files.</p>',
        no: '<p>Digitale produkter leveres umiddelbart. Så snart betalingen er bekreftet, kommer du til en nedlastingsside der du kan laste ned produktet. Nedlastingen er knyttet til betalingsøkten din, så ta godt vare på filene når du har lastet dem ned.</p><p>Fungerer ikke nedlastingen, eller har du mistet filene, kan du kontakte oss på <a href="mailto:{email}">{email}</a> og oppgi e-⁠postadressen du brukte ved kjøpet, så hjelper vi deg å få filene.</p>',
      },
    },
    {
      id: 'refunds',
      title: {
        en: 'Refunds and right of withdrawal',
        no: 'Refusjon og angrerett',
      },
      body: {
        en: '<p>Because digital products are delivered immediately and cannot be returned, <strong>all sales of digital products are final and non-refundable</strong>.</p><p>Consumers normally have a 14-day right of withdrawal (angrerett) for purchases made online. Under the Norwegian Cancellation Act (angrerettloven) and the corresponding EU rules, this right does not apply to digital content once delivery has started with your express consent. At checkout you therefore agree that delivery starts immediately, and you acknowledge that you lose your right of withdrawal when the download becomes available.</p><p>This does not affect your statutory rights if a product is faulty. If a file is damaged, cannot be opened or does not match the product description, contact us within a reasonable time after you discovered the problem, and we will fix or replace the product. If we cannot, you are entitled to a price reduction, or to cancel the purchase and get your money back, as the law provides.</p>',
        no: '<p>Fordi digitale produkter leveres umiddelbart og ikke kan leveres tilbake, er <strong>alle kjøp av digitale produkter endelige, og kjøpesummen refunderes ikke</strong>.</p><p>Forbrukere har vanligvis 14 dagers angrerett ved kjøp på nett. Etter angrerettloven og tilsvarende EU-regler gjelder angreretten ikke for digitalt innhold når leveringen har startet med ditt uttrykkelige samtykke. I kassen samtykker du derfor i at leveringen starter umiddelbart, og du bekrefter at angreretten går tapt når nedlastingen blir tilgjengelig.</p><p>Dette begrenser ikke de lovfestede rettighetene dine hvis et produkt har mangler. Er en fil skadet, lar den seg ikke åpne eller stemmer den ikke med produktbeskrivelsen, kan du kontakte oss innen rimelig tid etter at du oppdaget feilen, så retter eller erstatter vi produktet. Klarer vi ikke det, har du rett til prisavslag eller til å heve kjøpet og få pengene tilbake, slik loven bestemmer.</p>',
      },
    },
    {
      id: 'license',
      title: {
        en: 'License for digital products',
        no: 'Lisens for digitale produkter',
      },
      body: {
        en: '<p>When you buy a digital product, you receive a non-exclusive, non-transferable license to use it. You may:</p><ul><li><p>use the product for personal purposes or in your own business, including commercial use such as social media posts, marketing material and products you sell under your own brand</p></li><li><p>customize the product: change colors, fonts, texts, images and layout to fit your brand</p></li></ul><p>You may not:</p><ul><li><p>resell, share, give away, sublicense or otherwise redistribute the product or its files, in their original or a modified form</p></li><li><p>offer the product, or templates based on it, as a template, design asset or part of a product that others can download or edit</p></li><li><p>present the design of the template as your own original work, for example in a design portfolio or competition</p></li></ul><p>Each purchase covers one person or one business. If you want to use a product for several businesses or for your clients, buy a license for each of them or contact us about an extended license. Fonts and images shown in previews are not necessarily included and may be subject to their own licenses.</p>',
        no: '<p>Når du kjøper et digitalt produkt, får du en ikke-eksklusiv lisens til å bruke det. Lisensen kan ikke overdras. Du kan:</p><ul><li><p>bruke produktet til personlige formål eller i din egen virksomhet, også kommersielt, for eksempel i innlegg i sosiale medier, markedsføringsmateriell og produkter du selger under ditt eget merke</p></li><li><p>tilpasse produktet: endre farger, skrifttyper, tekster, bilder og oppsett slik at det passer merkevaren din</p></li></ul><p>Du kan ikke:</p><ul><li><p>selge videre, dele, gi bort, gi underlisens til eller på annen måte spre produktet eller filene, verken i original eller endret form</p></li><li><p>tilby produktet, eller maler basert på det, som mal, designelement eller del av et produkt som andre kan laste ned eller redigere</p></li><li><p>utgi designet i malen som ditt eget originale arbeid, for eksempel i en designportefølje eller en konkurranse</p></li></ul><p>Hvert kjøp gjelder for én person eller én virksomhet. Vil du bruke et produkt for flere virksomheter eller for kundene dine, må du kjøpe en lisens for hver av dem eller kontakte oss om en utvidet lisens. Skrifttyper og bilder som vises i forhåndsvisninger, følger ikke nødvendigvis med og kan ha egne lisensvilkår.</p>',
      },
    },
    {
      id: 'intellectual-property',
      title: {
        en: 'Intellectual property',
        no: 'Immaterielle rettigheter',
      },
      body: {
        en: '<p>All content on this website, including texts, images, designs, templates, logos and code, belongs to Nordlys Studio or our licensors and is protected by copyright and other intellectual property laws. You may not copy or use it beyond what these terms or the law allow.</p><p>For design services, you receive the right to use, change and register the final deliverables, such as your logo and brand identity, once the project has been paid in full. We keep the rights to sketches, rejected concepts and our general working methods, and third-party material such as fonts and stock images is subject to its own licenses. Unless you ask us not to, we may show the finished work in our portfolio and on social media.</p>',
        no: '<p>Alt innhold på nettsiden, inkludert tekster, bilder, design, maler, logoer og kode, tilhører Nordlys Studio eller våre lisensgivere og er beskyttet av åndsverkloven og annen lovgivning om immaterielle rettigheter. Du kan ikke kopiere eller bruke innholdet utover det disse vilkårene eller loven tillater.</p><p>For designtjenester får du rett til å bruke, endre og registrere de endelige leveransene, for eksempel logoen og merkevareidentiteten din, når prosjektet er betalt i sin helhet. Vi beholder rettighetene til skisser, forkastede konsepter og våre generelle arbeidsmetoder, og materiell fra tredjeparter, som skrifttyper og stockbilder, er underlagt egne lisenser. Med mindre du ber oss la være, kan vi vise det ferdige arbeidet i porteføljen vår og i sosiale medier.</p>',
      },
    },
    {
      id: 'user-conduct',
      title: {
        en: 'Use of the website',
        no: 'Bruk av nettsiden',
      },
      body: {
        en: '<p>We want the website to be a safe place for everyone. When you use it, you must not:</p><ul><li><p>break the law or infringe the rights of others</p></li><li><p>try to gain unauthorized access to the website, its admin area, servers or databases</p></li><li><p>disrupt or overload the website, or spread malicious software</p></li><li><p>send spam, false information or offensive content through the contact form</p></li><li><p>collect content from the website automatically (scraping) for commercial purposes without our permission</p></li></ul><p>We may block access for anyone who breaks these rules.</p>',
        no: '<p>Vi vil at nettsiden skal være et trygt sted for alle. Når du bruker den, må du ikke:</p><ul><li><p>bryte loven eller krenke andres rettigheter</p></li><li><p>forsøke å skaffe deg uautorisert tilgang til nettsiden, administrasjonsområdet, servere eller databaser</p></li><li><p>forstyrre eller overbelaste nettsiden eller spre skadelig programvare</p></li><li><p>sende spam, uriktige opplysninger eller støtende innhold via kontaktskjemaet</p></li><li><p>hente innhold fra nettsiden automatisk (skraping) til kommersielle formål uten vår tillatelse</p></li></ul><p>Vi kan nekte tilgang for alle som bryter disse reglene.</p>',
      },
    },
    {
      id: 'liability',
      title: {
        en: 'Limitation of liability',
        no: 'Ansvarsbegrensning',
      },
      body: {
        en: '<p>We work hard to keep the website, our services and our products accurate and available, but the website is provided “as is”, and we cannot guarantee that it will always be available or free of errors.</p><p>To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost revenue, loss of data or lost business opportunities. Our total liability for a product or project is limited to the amount you paid for it.</p><p>You are responsible for how you use our templates and designs, including making sure that the texts and images you add do not infringe the rights of others.</p><p>Nothing in these terms limits our liability for damage caused intentionally or through gross negligence, or your rights under mandatory consumer law.</p>',
        no: '<p>Vi gjør vårt beste for at nettsiden, tjenestene og produktene våre skal være korrekte og tilgjengelige, men nettsiden leveres «som den er», og vi kan ikke garantere at den alltid er tilgjengelig eller feilfri.</p><p>I den utstrekning loven tillater det, er vi ikke ansvarlige for indirekte tap eller følgetap, som tapt fortjeneste, tapte inntekter, tap av data eller tapte forretningsmuligheter. Vårt samlede ansvar for et produkt eller prosjekt er begrenset til beløpet du har betalt for det.</p><p>Du er selv ansvarlig for hvordan du bruker malene og designene våre, blant annet for at tekster og bilder du legger til, ikke krenker andres rettigheter.</p><p>Ingenting i disse vilkårene begrenser ansvaret vårt for skade som er voldt forsettlig eller grovt uaktsomt, eller rettighetene dine etter ufravikelig forbrukerlovgivning.</p>',
      },
    },
    {
      id: 'governing-law',
      title: {
        en: 'Governing law, changes and contact',
        no: 'Lovvalg, endringer og kontakt',
      },
      body: {
        en: '<p>These terms are governed by Norwegian law. If you are a consumer living in another country, you also keep the protection of the mandatory consumer rules of the country where you live.</p><p>If a disagreement arises, please contact us first so that we can try to find a solution together. Consumers can also get guidance and mediation from the Norwegian Consumer Council, <a href="https://www.forbrukerradet.no/">Forbrukerrådet</a>. If we cannot agree, the dispute is settled by the ordinary Norwegian courts, unless mandatory law gives you the right to bring it before the courts where you live.</p><p>We may update these terms. The version published on this page when you place an order applies to that order, and the date at the top of the page shows when the terms were last changed.</p><p>Questions about these terms? Contact us at <a href="mailto:{email}">{email}</a>.</p>',
        no: '<p>Vilkårene er underlagt norsk rett. Er du forbruker og bor i et annet land, beholder du i tillegg vernet i de ufravikelige forbrukerreglene i landet der du bor.</p><p>Oppstår det uenighet, ber vi deg kontakte oss først, slik at vi kan prøve å finne en løsning sammen. Forbrukere kan også få veiledning og mekling hos <a href="https://www.forbrukerradet.no/">Forbrukerrådet</a>. Blir vi ikke enige, avgjøres tvisten av de alminnelige norske domstolene, med mindre ufravikelig lovgivning gir deg rett til å bringe saken inn for domstolene der du bor.</p><p>Vi kan oppdatere vilkårene. Versjonen som er publisert på denne siden når du bestiller, gjelder for bestillingen din, og datoen øverst på siden viser når vilkårene sist ble endret.</p><p>Har du spørsmål om vilkårene? Kontakt oss på <a href="mailto:{email}">{email}</a>.</p>',
      },
    },
  ],
  seo: {
    title: {
      en: 'Terms of service',
      no: 'Vilkår for bruk',
    },
    description: {
      en: 'The terms for using the Nordlys Studio website, our design services and our digital products.',
      no: 'Vilkårene for bruk av nettsiden til Nordlys Studio, designtjenestene våre og de digitale produktene våre.',
    },
    keywords: {
      en: 'terms of service, terms and conditions, digital products license, refunds',
      no: 'vilkår for bruk, salgsbetingelser, lisens for digitale produkter, refusjon',
    },
    image: '',
  },
};

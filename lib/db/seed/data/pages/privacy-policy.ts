import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const privacyPolicyPage: StoredPage<'privacy-policy'> = {
  title: {
    en: 'Privacy policy',
    no: 'Personvernerklæring',
  },
  intro: {
    en: 'What personal data Nordlys Studio collects when you visit our website, contact us, hire us or buy our digital products, why we collect it, and the rights you have under the General Data Protection Regulation (GDPR).',
    no: 'Hvilke personopplysninger Nordlys Studio samler inn når du besøker nettsiden vår, kontakter oss, engasjerer oss eller kjøper de digitale produktene våre, hvorfor vi gjør det, og hvilke rettigheter du har etter personvernforordningen (GDPR).',
  },
  lastUpdated: '2021-05-03',
  sections: [
    {
      id: 'controller',
      title: {
        en: 'Who is responsible for your data',
        no: 'Behandlingsansvarlig',
      },
      body: {
        en: '<p>Nordlys Studio (“we”, “us”) is a design studio based in Norway. We are the controller of the personal data described in this policy, which means that we decide why and how it is processed.</p><p>If you have questions about this policy or about your data, write to us at <a href="mailto:{email}">{email}</a>. We are a small studio and are not required to appoint a data protection officer, so your message goes straight to the people who handle your data.</p>',
        no: '<p>Nordlys Studio («vi», «oss») er et designstudio i Norge. Vi er behandlingsansvarlig for personopplysningene som er beskrevet i denne erklæringen. Det betyr at vi bestemmer formålet med behandlingen og hvordan den skal skje.</p><p>Har du spørsmål om erklæringen eller om opplysningene dine, kan du skrive til oss på <a href="mailto:{email}">{email}</a>. Vi er et lite studio og har ikke plikt til å ha personvernombud, så henvendelsen din går direkte til dem som behandler opplysningene dine.</p>',
      },
    },
    {
      id: 'data-we-collect',
      title: {
        en: 'Personal data we collect',
        no: 'Hvilke personopplysninger vi samler inn',
      },
      body: {
        en: '<p>We only collect the data we need. Depending on how you use our website and services, this can be:</p><ul><li><p><strong>When you contact us:</strong> your name, email address, the service you are interested in and your message. The contact form stores this in our database and sends us a copy by email.</p></li><li><p><strong>When you buy a digital product:</strong> Payment is handled by Stripe. You enter your card details directly with Stripe, and we never see or store your card number. Stripe sends us the order (which product you bought), the amount and currency paid, the payment status and the email address you gave at checkout, and we store these to deliver your download and keep our accounts.</p></li><li><p><strong>When you hire us for a design project:</strong> your contact details, billing details and the material you share with us during the project, such as texts, images and feedback.</p></li><li><p><strong>When you accept analytics:</strong> information about how you use the website, such as the pages you visit, how you found us, your type of device, browser, approximate location and actions such as starting a checkout or sending the contact form. This is collected with Google Analytics 4 (see section 4).</p></li><li><p><strong>When you visit the website:</strong> technical data that your browser sends with every request, such as IP address, browser type and time of the visit. Our hosting provider records this in server logs that are kept for a short time.</p></li></ul><p>We do not ask for sensitive data (the special categories of GDPR article 9). Please do not include such data in your messages to us.</p>',
        no: '<p>Vi samler bare inn de opplysningene vi trenger. Avhengig av hvordan du bruker nettsiden og tjenestene våre, kan det gjelde:</p><ul><li><p><strong>Når du kontakter oss:</strong> navn, e-⁠postadresse, hvilken tjeneste du er interessert i, og meldingen din. Kontaktskjemaet lagrer dette i databasen vår og sender oss en kopi på e-⁠post.</p></li><li><p><strong>Når du kjøper et digitalt produkt:</strong> Betalingen håndteres av Stripe. Du oppgir kortopplysningene direkte til Stripe, og vi ser eller lagrer aldri kortnummeret ditt. Stripe sender oss ordren (hvilket produkt du har kjøpt), beløpet og valutaen du har betalt i, betalingsstatusen og e-⁠postadressen du oppga i kassen. Dette lagrer vi for å levere nedlastingen og føre regnskap.</p></li><li><p><strong>Når du engasjerer oss til et designprosjekt:</strong> kontaktopplysninger, fakturaopplysninger og materialet du deler med oss underveis i prosjektet, for eksempel tekster, bilder og tilbakemeldinger.</p></li><li><p><strong>Når du godtar analyse:</strong> opplysninger om hvordan du bruker nettsiden, for eksempel hvilke sider du besøker, hvordan du fant oss, enhetstype, nettleser, omtrentlig geografisk plassering og handlinger som å starte et kjøp eller sende kontaktskjemaet. Dette samles inn med Google Analytics 4 (se punkt 4).</p></li><li><p><strong>Når du besøker nettsiden:</strong> tekniske opplysninger som nettleseren sender med hver forespørsel, for eksempel IP-adresse, nettlesertype og tidspunkt for besøket. Driftsleverandøren vår registrerer dette i serverlogger som lagres i kort tid.</p></li></ul><p>Vi ber ikke om sensitive personopplysninger (særlige kategorier etter GDPR artikkel 9). Vi ber deg derfor om ikke å ta med slike opplysninger i meldinger til oss.</p>',
      },
    },
    {
      id: 'purposes',
      title: {
        en: 'How we use your data and our legal bases',
        no: 'Formål og rettslig grunnlag',
      },
      body: {
        en: '<p>We use personal data only for the purposes below, each with a legal basis in GDPR article 6:</p><ul><li><p><strong>Answering your inquiries and preparing quotes:</strong> taking steps at your request before entering into a contract (article 6(1)(b)), or our legitimate interest in replying to the messages we receive (article 6(1)(f)).</p></li><li><p><strong>Delivering design services and digital products, including downloads and customer support:</strong> performing our contract with you (article 6(1)(b)).</p></li><li><p><strong>Bookkeeping and accounting:</strong> complying with our legal obligations under the Norwegian Bookkeeping Act (article 6(1)(c)).</p></li><li><p><strong>Understanding how the website is used so that we can improve it:</strong> your consent (article 6(1)(a)), which you can withdraw at any time.</p></li><li><p><strong>Keeping the website secure and working, and establishing, exercising or defending legal claims:</strong> our legitimate interest (article 6(1)(f)).</p></li></ul><p>We do not sell your data, we do not use it for automated decision-making or profiling with legal effects, and we only send you newsletters or marketing emails if you have asked for them.</p>',
        no: '<p>Vi bruker personopplysninger bare til formålene nedenfor, og hvert av dem har et rettslig grunnlag i GDPR artikkel 6:</p><ul><li><p><strong>Besvare henvendelser og utarbeide tilbud:</strong> tiltak du har bedt om før en avtale inngås (artikkel 6 nr. 1 bokstav b), eller vår berettigede interesse i å svare på henvendelser vi mottar (artikkel 6 nr. 1 bokstav f).</p></li><li><p><strong>Levere designtjenester og digitale produkter, inkludert nedlasting og kundestøtte:</strong> oppfyllelse av avtalen med deg (artikkel 6 nr. 1 bokstav b).</p></li><li><p><strong>Bokføring og regnskap:</strong> oppfyllelse av rettslige forpliktelser etter bokføringsloven (artikkel 6 nr. 1 bokstav c).</p></li><li><p><strong>Forstå hvordan nettsiden brukes, slik at vi kan forbedre den:</strong> ditt samtykke (artikkel 6 nr. 1 bokstav a), som du når som helst kan trekke tilbake.</p></li><li><p><strong>Holde nettsiden sikker og i drift, og fastsette, gjøre gjeldende eller forsvare rettskrav:</strong> vår berettigede interesse (artikkel 6 nr. 1 bokstav f).</p></li></ul><p>Vi selger ikke personopplysningene dine, vi bruker dem ikke til automatiserte avgjørelser eller profilering med rettsvirkning, og vi sender deg bare nyhetsbrev eller markedsføring på e-⁠post hvis du har bedt om det.</p>',
      },
    },
    {
      id: 'cookies',
      title: {
        en: 'Cookies and similar technologies',
        no: 'Informasjonskapsler og lignende teknologi',
      },
      body: {
        en: '<p>Cookies are small files that a website stores in your browser. We use as few as possible:</p><ul><li><p><strong>Necessary storage:</strong> Your choice in the cookie banner is saved in your browser, so that we do not have to ask again on every page. This storage is needed for the website to work as you expect and does not require consent.</p></li><li><p><strong>Analytics cookies, only with your consent:</strong> Google Analytics 4 sets cookies whose names begin with _ga to recognize returning visitors. We use Google Consent Mode: analytics storage is “denied” by default, and Google Analytics only stores cookies and collects data about your visit after you have accepted analytics in the cookie banner.</p></li><li><p><strong>Payment pages:</strong> When you go to checkout, Stripe may set its own cookies on its payment page to process the payment and prevent fraud. These are covered by Stripe’s privacy policy.</p></li></ul><p>You can withdraw your consent at any time: choose “Cookie settings” at the bottom of any page and decline analytics, or delete the cookies and site data for this website in your browser settings, and the cookie banner appears again on your next visit. Withdrawing consent does not affect the lawfulness of processing that took place before.</p>',
        no: '<p>Informasjonskapsler (cookies) er små filer som et nettsted lagrer i nettleseren din. Vi bruker så få som mulig:</p><ul><li><p><strong>Nødvendig lagring:</strong> Valget ditt i samtykkebanneret lagres i nettleseren, slik at vi ikke trenger å spørre på nytt på hver side. Denne lagringen er nødvendig for at nettsiden skal fungere slik du forventer, og krever ikke samtykke.</p></li><li><p><strong>Analysekapsler, bare med samtykke:</strong> Google Analytics 4 setter informasjonskapsler med navn som begynner på _ga, for å kjenne igjen besøkende som kommer tilbake. Vi bruker Google Consent Mode: Analyselagring er avslått («denied») som standard, og Google Analytics lagrer informasjonskapsler og samler inn opplysninger om besøket ditt først når du har godtatt analyse i samtykkebanneret.</p></li><li><p><strong>Betalingssider:</strong> Når du går til kassen, kan Stripe sette egne informasjonskapsler på betalingssiden for å gjennomføre betalingen og forhindre svindel. Disse omfattes av Stripes personvernerklæring.</p></li></ul><p>Du kan når som helst trekke tilbake samtykket ditt: Velg «Innstillinger for informasjonskapsler» nederst på en hvilken som helst side og avslå analyse, eller slett informasjonskapsler og nettstedsdata for denne nettsiden i innstillingene i nettleseren din, så vises samtykkebanneret igjen ved neste besøk. Tilbaketrekkingen påvirker ikke lovligheten av behandling som skjedde før samtykket ble trukket tilbake.</p>',
      },
    },
    {
      id: 'sharing',
      title: {
        en: 'Who we share your data with',
        no: 'Hvem vi deler opplysninger med',
      },
      body: {
        en: '<p>We never sell personal data. We share it only with service providers that help us run the studio, and only as much as each of them needs:</p><ul><li><p><strong>Stripe</strong> processes the payments for our digital products. For some purposes, such as fraud prevention and financial regulation, Stripe is an independent controller under <a href="https://stripe.com/privacy">Stripe’s privacy policy</a>.</p></li><li><p><strong>Google</strong> provides Google Analytics, which only receives data if you have given your consent. See <a href="https://policies.google.com/privacy">Google’s privacy policy</a>.</p></li><li><p><strong>Our email provider</strong> delivers and stores the emails we exchange with you, including copies of contact form messages.</p></li><li><p><strong>Our hosting and database providers</strong> run the servers where the website and its database are stored.</p></li></ul><p>Service providers that process data on our behalf do so under a data processing agreement and may only use the data to provide their service to us. We may also disclose data to public authorities, our accountant or our auditor when the law requires it, or when it is needed to establish, exercise or defend legal claims.</p>',
        no: '<p>Vi selger aldri personopplysninger. Vi deler dem bare med tjenesteleverandører som hjelper oss å drive studioet, og bare så mye som hver av dem trenger:</p><ul><li><p><strong>Stripe</strong> behandler betalingene for de digitale produktene våre. For enkelte formål, som forebygging av svindel og etterlevelse av finansregelverket, er Stripe selvstendig behandlingsansvarlig etter <a href="https://stripe.com/privacy">Stripes personvernerklæring</a>.</p></li><li><p><strong>Google</strong> leverer Google Analytics, som bare mottar opplysninger hvis du har gitt samtykke. Se <a href="https://policies.google.com/privacy">Googles personvernerklæring</a>.</p></li><li><p><strong>E-⁠postleverandøren vår</strong> leverer og lagrer e-⁠postene vi utveksler med deg, inkludert kopier av meldinger fra kontaktskjemaet.</p></li><li><p><strong>Drifts- og databaseleverandørene våre</strong> driver serverne der nettsiden og databasen er lagret.</p></li></ul><p>Tjenesteleverandører som behandler opplysninger på våre vegne, gjør det etter en databehandleravtale og kan bare bruke opplysningene til å levere tjenesten sin til oss. Vi kan også utlevere opplysninger til offentlige myndigheter, regnskapsfører eller revisor når loven krever det, eller når det er nødvendig for å fastsette, gjøre gjeldende eller forsvare rettskrav.</p>',
      },
    },
    {
      id: 'transfers',
      title: {
        en: 'International transfers',
        no: 'Overføring til land utenfor EU/EØS',
      },
      body: {
        en: '<p>We prefer providers that store data within the EU/EEA. Some of our providers, such as Stripe and Google, are based in or have affiliates in the United States or other countries outside the EU/EEA, so personal data may be transferred there.</p><p>We only allow such transfers when your data stays protected to the standard the GDPR requires, for example because the recipient is certified under the EU-U.S. Data Privacy Framework, because the European Commission has found that the country ensures an adequate level of protection, or because we have agreed to the European Commission’s Standard Contractual Clauses, with additional safeguards where needed. Contact us if you would like to know more about the safeguards we use.</p>',
        no: '<p>Vi foretrekker leverandører som lagrer opplysninger i EU/EØS. Noen av leverandørene våre, som Stripe og Google, har hovedsete eller tilknyttede selskaper i USA eller andre land utenfor EU/EØS, og personopplysninger kan derfor bli overført dit.</p><p>Vi tillater bare slike overføringer når opplysningene dine fortsatt er beskyttet slik GDPR krever, for eksempel fordi mottakeren er sertifisert under EU–US Data Privacy Framework, fordi EU-kommisjonen har fastslått at landet har et tilstrekkelig beskyttelsesnivå, eller fordi vi har inngått EU-kommisjonens standard personvernbestemmelser (Standard Contractual Clauses), med ytterligere sikkerhetstiltak der det trengs. Kontakt oss hvis du vil vite mer om hvilke garantier vi bruker.</p>',
      },
    },
    {
      id: 'retention',
      title: {
        en: 'How long we keep your data',
        no: 'Hvor lenge vi lagrer opplysningene',
      },
      body: {
        en: '<p>We keep personal data only as long as we need it for the purpose it was collected for:</p><ul><li><p><strong>Contact form messages:</strong> as long as we need to answer and follow up your inquiry, and no longer than 12 months after our last contact, unless the inquiry leads to a project.</p></li><li><p><strong>Orders and client projects:</strong> as long as the project or customer relationship lasts. Accounting records, such as orders and invoices, are kept for five years after the end of the financial year, as Norwegian bookkeeping law requires.</p></li><li><p><strong>Analytics data:</strong> Google Analytics keeps data about your visits for up to 14 months.</p></li><li><p><strong>Server logs:</strong> a short time, normally no more than 30 days, unless we need them to investigate a security incident.</p></li><li><p><strong>Your cookie choice:</strong> stored in your browser until you delete it.</p></li></ul><p>When the retention period ends, we delete or anonymize the data.</p>',
        no: '<p>Vi lagrer personopplysninger bare så lenge vi trenger dem til formålet de ble samlet inn for:</p><ul><li><p><strong>Meldinger fra kontaktskjemaet:</strong> så lenge vi trenger for å besvare og følge opp henvendelsen, og ikke lenger enn 12 måneder etter siste kontakt, med mindre henvendelsen fører til et prosjekt.</p></li><li><p><strong>Ordrer og kundeprosjekter:</strong> så lenge prosjektet eller kundeforholdet varer. Regnskapsopplysninger, som ordrer og fakturaer, oppbevares i fem år etter regnskapsårets slutt, slik bokføringsloven krever.</p></li><li><p><strong>Analysedata:</strong> Google Analytics lagrer opplysninger om besøkene dine i inntil 14 måneder.</p></li><li><p><strong>Serverlogger:</strong> en kort periode, normalt ikke mer enn 30 dager, med mindre vi trenger dem for å undersøke en sikkerhetshendelse.</p></li><li><p><strong>Samtykkevalget ditt:</strong> lagres i nettleseren til du sletter det.</p></li></ul><p>Når lagringstiden er ute, sletter eller anonymiserer vi opplysningene.</p>',
      },
    },
    {
      id: 'rights',
      title: {
        en: 'Your rights',
        no: 'Dine rettigheter',
      },
      body: {
        en: '<p>Under the GDPR you have the following rights over your personal data:</p><ul><li><p><strong>Access:</strong> You can ask which data we hold about you and receive a copy.</p></li><li><p><strong>Rectification:</strong> You can ask us to correct data that is wrong or incomplete.</p></li><li><p><strong>Erasure:</strong> You can ask us to delete your data, unless we are required to keep it, for example under bookkeeping law.</p></li><li><p><strong>Restriction:</strong> You can ask us to limit how we use your data while a question about it is being settled.</p></li><li><p><strong>Data portability:</strong> You can receive the data you have given us in a structured, machine-readable format, or have it sent to someone else.</p></li><li><p><strong>Objection:</strong> You can object to processing that is based on our legitimate interests.</p></li><li><p><strong>Withdrawal of consent:</strong> You can withdraw a consent, such as your consent to analytics, at any time.</p></li></ul><p>To use your rights, email us at <a href="mailto:{email}">{email}</a>. It is free of charge, and we reply within one month. We may ask you to confirm your identity before we act on your request.</p><p>If you believe that we process your data unlawfully, you have the right to complain to the Norwegian Data Protection Authority, <a href="https://www.datatilsynet.no/">Datatilsynet</a>, or to the data protection authority in the EU/EEA country where you live or work. We would appreciate the chance to sort things out with you first.</p>',
        no: '<p>Etter GDPR har du disse rettighetene når det gjelder personopplysningene dine:</p><ul><li><p><strong>Innsyn:</strong> Du kan be om å få vite hvilke opplysninger vi har om deg, og få en kopi av dem.</p></li><li><p><strong>Retting:</strong> Du kan be oss rette opplysninger som er feil eller ufullstendige.</p></li><li><p><strong>Sletting:</strong> Du kan be oss slette opplysningene dine, med mindre vi er pålagt å beholde dem, for eksempel etter bokføringsloven.</p></li><li><p><strong>Begrensning:</strong> Du kan be oss begrense bruken av opplysningene mens et spørsmål om dem blir avklart.</p></li><li><p><strong>Dataportabilitet:</strong> Du kan få utlevert opplysningene du har gitt oss, i et strukturert og maskinlesbart format, eller få dem overført til noen andre.</p></li><li><p><strong>Protest:</strong> Du kan protestere mot behandling som bygger på vår berettigede interesse.</p></li><li><p><strong>Tilbaketrekking av samtykke:</strong> Du kan når som helst trekke tilbake et samtykke, for eksempel samtykket til analyse.</p></li></ul><p>For å bruke rettighetene dine kan du sende en e-⁠post til <a href="mailto:{email}">{email}</a>. Det er gratis, og vi svarer innen én måned. Vi kan be deg bekrefte identiteten din før vi behandler forespørselen.</p><p>Mener du at vi behandler personopplysningene dine i strid med regelverket, har du rett til å klage til <a href="https://www.datatilsynet.no/">Datatilsynet</a> eller til tilsynsmyndigheten i EU/EØS-landet der du bor eller arbeider. Vi setter pris på om du kontakter oss først, slik at vi kan prøve å løse saken sammen.</p>',
      },
    },
    {
      id: 'security',
      title: {
        en: 'Security',
        no: 'Informasjonssikkerhet',
      },
      body: {
        en: '<p>We protect your data with technical and organizational measures suited to the risk, including:</p><ul><li><p>encrypted connections (HTTPS) across the whole website</p></li><li><p>access to personal data only for the people in the studio who need it, protected by strong passwords</p></li><li><p>card payments handled entirely by Stripe, which is certified to the PCI DSS security standard for payment cards</p></li><li><p>careful selection of service providers, with data processing agreements</p></li></ul><p>No system is completely secure. If a breach affects your data, we will notify Datatilsynet and, where the law requires it, you.</p>',
        no: '<p>Vi beskytter opplysningene dine med tekniske og organisatoriske tiltak som er tilpasset risikoen, blant annet:</p><ul><li><p>kryptert forbindelse (HTTPS) på hele nettsiden</p></li><li><p>tilgang til personopplysninger bare for dem i studioet som trenger det, beskyttet med sterke passord</p></li><li><p>kortbetalinger som håndteres fullt ut av Stripe, som er sertifisert etter sikkerhetsstandarden PCI DSS for betalingskort</p></li><li><p>nøye utvalg av tjenesteleverandører og databehandleravtaler med dem</p></li></ul><p>Ingen systemer er helt sikre. Hvis et sikkerhetsbrudd rammer opplysningene dine, varsler vi Datatilsynet og, når loven krever det, deg.</p>',
      },
    },
    {
      id: 'children',
      title: {
        en: 'Children’s privacy',
        no: 'Barn',
      },
      body: {
        en: '<p>Our website, services and products are intended for adults and businesses. We do not knowingly collect personal data from children under 16. If you believe that a child has sent us personal data, please contact us and we will delete it.</p>',
        no: '<p>Nettsiden, tjenestene og produktene våre er beregnet på voksne og bedrifter. Vi samler ikke bevisst inn personopplysninger om barn under 16 år. Tror du at et barn har sendt oss personopplysninger, ber vi deg kontakte oss, så sletter vi dem.</p>',
      },
    },
    {
      id: 'changes',
      title: {
        en: 'Changes and contact',
        no: 'Endringer og kontakt',
      },
      body: {
        en: '<p>We may update this policy when our services, the tools we use or the law change. The date at the top of this page shows when it was last updated, and we will give clear notice on the website of significant changes.</p><p>Questions about privacy are always welcome. Contact Nordlys Studio at <a href="mailto:{email}">{email}</a>.</p>',
        no: '<p>Vi kan oppdatere denne erklæringen når tjenestene våre, verktøyene vi bruker eller regelverket endres. Datoen øverst på siden viser når den sist ble oppdatert, og vi gir tydelig beskjed på nettsiden om vesentlige endringer.</p><p>Spørsmål om personvern er alltid velkomne. Kontakt Nordlys Studio på <a href="mailto:{email}">{email}</a>.</p>',
      },
    },
  ],
  seo: {
    title: {
      en: 'Privacy policy',
      no: 'Personvernerklæring',
    },
    description: {
      en: 'How Nordlys Studio collects, uses and protects your personal data.',
      no: 'Hvordan Nordlys Studio samler inn, bruker og beskytter personopplysningene dine.',
    },
    keywords: {
      en: 'privacy policy, personal data, GDPR, cookies',
      no: 'personvernerklæring, personopplysninger, GDPR, informasjonskapsler',
    },
    image: '',
  },
};

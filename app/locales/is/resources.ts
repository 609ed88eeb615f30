import type { Namespaces } from "../types";

/** Icelandic strings of the Resources page (complete). */
export default {
  meta: {
    title: "Fræðsluefni — GeoCert",
    description:
      "Námsleiðbeiningar, samantektir staðla, leslistar, sniðmát og upptökur vefnámskeiða fyrir fagfólk í jarðvarma, eftir hæfnisviði og stigi.",
  },
  header: {
    eyebrow: "Fræðslusafn",
    title: "Fræðsluefni",
    lead: "Leiðbeiningar, samantektir staðla, leslistar, sniðmát og upptökur vefnámskeiða til að undirbúa vottun og halda færninni við.",
  },
  filters: {
    heading: "Finna efni",
    search: "Leit",
    searchHint: "Orð í titli eða lýsingu",
    type: "Tegund",
    topic: "Hæfnisvið",
    allTypes: "Allar tegundir",
    allTopics: "Öll hæfnisvið",
  },
  results: {
    heading: "Safnið",
    summary_one: "{{count}} af {{total}} atriðum",
    summary_other: "{{count}} af {{total}} atriðum",
    empty: "Ekkert efni passar við þessar síur. Prófaðu annað hæfnisvið eða færri orð.",
  },
  types: {
    guide: "Leiðbeiningar",
    standard: "Samantekt staðals",
    readingList: "Leslisti",
    template: "Sniðmát",
    webinar: "Vefnámskeið",
  },
  levels: {
    all: "Öll stig",
    associate: "Byrjunarstig",
    professional: "Fagmaður",
    senior: "Reyndur fagmaður",
    expert: "Sérfræðifélagi",
  },
  card: {
    level: "Stig",
    topics: "Hæfnisvið",
    languages: "Tungumál",
    edition: "Útgáfa {{year}}",
    download: "Sækja",
    downloadLabel: "Sækja {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: { markdown: "Markdown", csv: "CSV", text: "Hreinn texti" },
    recording: "Upptaka, {{minutes}} mínútur, haldið {{date}}",
    recordingNote: "Upptökum er deilt með skráðum umsækjendum sé þess óskað.",
    requestRecording: "Óska eftir upptökunni",
    onRequest: "Prentuð útgáfa eða útgáfa fyrir félaga, send að beiðni.",
    requestCopy: "Óska eftir eintaki",
  },
  date: {
    pattern: "{{day}}. {{month}} {{year}}",
    months: [
      "janúar",
      "febrúar",
      "mars",
      "apríl",
      "maí",
      "júní",
      "júlí",
      "ágúst",
      "september",
      "október",
      "nóvember",
      "desember",
    ],
  },
  framework: {
    heading: "Tengdu námið við hæfnirammann",
    text: "Allt efni er merkt hæfnisviðum og stigum hæfniramma GeoCert, svo þú sérð hvers hver vottun krefst og getur skipulagt næstu skref í náminu.",
    link: "Skoða vottunarrammann",
  },
  items: {
    associateStudyGuide: {
      title: "Námsleiðbeiningar fyrir grunnvottun",
      description:
        "Hvað prófið fyrir grunnvottun nær yfir á hverju hæfnisviðanna átta, dæmigerðar spurningar og fjögurra vikna námsáætlun.",
    },
    glossary: {
      title: "Orðasafn um jarðvarma",
      description:
        "Skýrar skilgreiningar á hugtökum sem notuð eru við borun, í virkjunum og í skýrslum, frá tvívökvavirkjun til holutoppsþrýstings.",
    },
    ceuLog: {
      title: "Sniðmát fyrir símenntunarskrá (klukkustundir)",
      description:
        "Töflureiknir til að skrá námskeið, vefnámskeið, þjálfun á vettvangi og sjálfsnám vegna endurvottunar, með útfylltum dæmum.",
    },
    coreReadingList: {
      title: "Grunnleslisti",
      description:
        "Helstu kennslubækur og opinberar skýrslur um forðafræði, virkjanir, fjármögnun verkefna og skýrslugjöf um auðlindir.",
    },
    h2sChecklist: {
      title: "Gátlisti um öryggi gegn brennisteinsvetni (H₂S) á borstað",
      description:
        "Fyrir borun, á hverri vakt, viðvörunarmerki um innstreymi og viðbrögð þegar viðvörun fer í gang: gátlisti til útprentunar.",
    },
    wellTestWebinar: {
      title: "Að lesa holupróf: þrýstibreytingar fyrir rekstrarteymi",
      description:
        "Hvernig prófanir í lok borunar og þrýstiuppbygging lýsa holu, útskýrt fyrir vélstjóra og verkfræðinga sem nota niðurstöðurnar.",
    },
    scalingWebinar: {
      title: "Útfellingar og tæring í tvívökvavirkjunum",
      description: "Kísil- og kalkútfellingar, tæring varmaskipta og vöktunin sem greinir hvort tveggja snemma.",
    },
    baselineWebinar: {
      title: "Grunnástandsvöktun umhverfis fyrir borun",
      description:
        "Hvaða mælingar á vatni, gasi, hávaða og jarðhreyfingum á að hefja fyrir fyrstu holuna, og hve lengi.",
    },
    financingWebinar: {
      title: "Fjármögnun rannsóknarstigsins",
      description:
        "Hvers vegna rannsóknarborun er áhættusamasti hluti verkefnis, og hvernig styrkir, áhættusjóðir og tryggingar dreifa áhættunni.",
    },
    seismicityWebinar: {
      title: "Örvuð skjálftavirkni og umferðarljósaviðmið",
      description: "Hönnun skjálftanets og viðmiðunarmarka fyrir niðurdælingu, með lærdómi af örvunarverkefnum.",
    },
    permitsWebinar: {
      title: "Leyfi í ólíkum lögsögum: samanburður",
      description: "Rannsóknarleyfi, vatnsréttindi, borleyfi og umhverfisleyfi borin saman í fimm réttarkerfum.",
    },
    unfcSummary: {
      title: "Samantekt: UNFC-flokkun jarðvarmaauðlinda",
      description:
        "Sex blaðsíðna samantekt um hvernig jarðvarmaverkefni eru flokkuð eftir hagkvæmni, þroska verkefnis og þekkingu á auðlindinni.",
    },
    wellControlSummary: {
      title: "Samantekt: holustjórnun við jarðhitaborun",
      description:
        "Helstu kröfur um holustjórnun í heitum holum: hönnun fóðringa, prófun öryggisloka, greining innstreymis og lokun holu.",
    },
    reportingCodeSummary: {
      title: "Samantekt: reglur um opinbera skýrslugjöf um auðlindir og forða",
      description: "Hlutverk hæfs aðila og hugtök um auðlindir og forða í reglum um opinbera skýrslugjöf um jarðvarma.",
    },
    esiaSummary: {
      title: "Samantekt: mat á umhverfis- og samfélagsáhrifum",
      description:
        "Skref umhverfismats fyrir jarðvarmaverkefni, frá matsáætlun til vöktunaráætlunar og samráðs við samfélagið.",
    },
    steamFieldGuide: {
      title: "Vettvangshandbók um gufuveitur",
      description: "Skiljur, lagnir, gildrur og lokar gufuveitunnar, með daglegum athugunum fyrir nýja vélstjóra.",
    },
    mudLoggingGuide: {
      title: "Svarfgreining og lýsing borsvarfs",
      description: "Lýsing á svarfi og ummyndunarsteindum við borun, og hvað þær segja um hitastig og lekt.",
    },
    riskRegister: {
      title: "Sniðmát að áhættuskrá fyrir jarðvarmaverkefni",
      description:
        "Skrá yfir dæmigerða tæknilega, fjárhagslega og samfélagslega áhættu á hverju stigi verkefnis, ábyrgðaraðila og mótvægisaðgerðir.",
    },
    seismicityReadingList: {
      title: "Leslisti: örvuð skjálftavirkni og örvun jarðhitakerfa",
      description:
        "Lykilgreinar og leiðbeiningar um skjálftavirkni vegna niðurdælingar, hættumat og jarðvarmakerfi með örvun.",
    },
    directUseReadingList: {
      title: "Leslisti: bein nýting og hitaveitur",
      description: "Heimildir um hitaveitur, gróðurhús, þurrkun og þrepaskipta nýtingu jarðvarma.",
    },
  },
} satisfies Namespaces["resources"];

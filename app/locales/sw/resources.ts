import type { Namespaces } from "../types";

const resources = {
  meta: {
    title: "Rasilimali — GeoCert",
    description:
      "Miongozo ya kujisomea, muhtasari wa viwango, orodha za kusoma, violezo na rekodi za semina za mtandaoni kwa wataalamu wa jotoardhi, kwa eneo la ujuzi na ngazi.",
  },
  header: {
    eyebrow: "Maktaba ya rasilimali",
    title: "Rasilimali",
    lead: "Miongozo, muhtasari wa viwango, orodha za kusoma, violezo na semina za mtandaoni zilizorekodiwa ili kujiandaa kwa uthibitisho na kudumisha ujuzi wako.",
  },
  filters: {
    heading: "Tafuta rasilimali",
    search: "Tafuta",
    searchHint: "Maneno katika kichwa au maelezo",
    type: "Aina",
    topic: "Eneo la ujuzi",
    allTypes: "Aina zote",
    allTopics: "Maeneo yote ya ujuzi",
  },
  results: {
    heading: "Maktaba",
    summary_one: "{{count}} kati ya rasilimali {{total}}",
    summary_other: "{{count}} kati ya rasilimali {{total}}",
    empty: "Hakuna rasilimali inayolingana na vichujio hivi. Jaribu eneo lingine la ujuzi au maneno machache.",
  },
  types: {
    guide: "Mwongozo",
    standard: "Muhtasari wa kiwango",
    readingList: "Orodha ya kusoma",
    template: "Kiolezo",
    webinar: "Semina ya mtandaoni",
  },
  levels: {
    all: "Ngazi zote",
    associate: "Ngazi ya Mwanzo",
    professional: "Mtaalamu",
    senior: "Mtaalamu Mwandamizi",
    expert: "Mtaalamu Bingwa",
  },
  card: {
    level: "Ngazi",
    topics: "Maeneo ya ujuzi",
    languages: "Lugha",
    edition: "Toleo la {{year}}",
    download: "Pakua",
    downloadLabel: "Pakua {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Maandishi matupu",
    },
    recording: "Rekodi ya dakika {{minutes}}, ilifanyika {{date}}",
    recordingNote: "Rekodi hutolewa kwa watahiniwa waliosajiliwa wanapoziomba.",
    requestRecording: "Omba rekodi",
    onRequest: "Toleo lililochapishwa au la wanachama, hutumwa kwa ombi.",
    requestCopy: "Omba nakala",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
    months: [
      "Januari",
      "Februari",
      "Machi",
      "Aprili",
      "Mei",
      "Juni",
      "Julai",
      "Agosti",
      "Septemba",
      "Oktoba",
      "Novemba",
      "Desemba",
    ],
  },
  framework: {
    heading: "Linganisha masomo yako na mfumo",
    text: "Kila rasilimali imewekewa alama ya maeneo ya ujuzi na ngazi ya mfumo wa umahiri wa GeoCert, ili uweze kuona kile kila cheti kinachotarajia na kupanga utakachojifunza baadaye.",
    link: "Tazama mfumo wa uthibitisho",
  },
  items: {
    associateStudyGuide: {
      title: "Mwongozo wa kujisomea wa Ngazi ya Mwanzo",
      description:
        "Kile ambacho tathmini ya Ngazi ya Mwanzo inashughulikia katika kila moja ya maeneo manane ya ujuzi, maswali ya kawaida na mpango wa kujisomea wa wiki nne.",
    },
    glossary: {
      title: "Kamusi ya istilahi za jotoardhi",
      description:
        "Fasili zilizo wazi za maneno yanayotumika kwenye mitambo ya uchimbaji, vituo vya umeme na katika ripoti, kuanzia kituo cha mzunguko pacha hadi shinikizo la kichwa cha kisima.",
    },
    ceuLog: {
      title: "Kiolezo cha kumbukumbu za elimu endelevu (saa za CPD)",
      description:
        "Lahajedwali ya kurekodi kozi, semina za mtandaoni, mafunzo ya uwandani na kujisomea kwa ajili ya kuhuisha uthibitisho, pamoja na mistari ya mifano iliyojazwa.",
    },
    coreReadingList: {
      title: "Orodha kuu ya kusoma",
      description:
        "Vitabu vya kiada vya kawaida na ripoti za umma kuhusu uhandisi wa hifadhi ya jotoardhi, vituo vya umeme, ufadhili wa miradi na utoaji wa taarifa za rasilimali.",
    },
    h2sChecklist: {
      title: "Orodha hakiki ya usalama wa H₂S kwa maeneo ya uchimbaji",
      description:
        "Kabla ya kuanza kuchimba, kila zamu, dalili za onyo za msukumo wa kisima na cha kufanya kengele inapolia: orodha hakiki inayoweza kuchapishwa.",
    },
    wellTestWebinar: {
      title: "Kusoma jaribio la kisima: mabadiliko ya shinikizo kwa timu za vituo",
      description:
        "Jinsi majaribio ya ukamilishaji na data ya kupanda kwa shinikizo yanavyoeleza kisima, yakielezwa kwa waendeshaji na wahandisi wanaotumia matokeo.",
    },
    scalingWebinar: {
      title: "Ukoko na kutu katika vituo vya mzunguko pacha",
      description: "Ukoko wa silika na kalisi, kutu ya vibadilisha joto, na ufuatiliaji unaogundua yote mawili mapema.",
    },
    baselineWebinar: {
      title: "Ufuatiliaji wa hali ya awali ya mazingira kabla ya uchimbaji",
      description:
        "Vipimo vipi vya maji, gesi, kelele na mwendo wa ardhi vianzishwe kabla ya kisima cha kwanza, na kwa muda gani.",
    },
    financingWebinar: {
      title: "Kufadhili awamu ya utafutaji",
      description:
        "Kwa nini uchimbaji wa utafutaji ndio hatua yenye hatari kubwa zaidi ya mradi, na jinsi ruzuku, mifuko ya kugawana hatari na bima zinavyosambaza hatari hiyo.",
    },
    seismicityWebinar: {
      title: "Matetemeko yanayosababishwa na binadamu na itifaki za taa za trafiki",
      description:
        "Kubuni mitandao ya ufuatiliaji na viwango vya tahadhari kwa uingizaji wa maji, pamoja na mafunzo kutoka kwa miradi ya uchocheaji.",
    },
    permitsWebinar: {
      title: "Vibali katika mamlaka mbalimbali: ziara ya kulinganisha",
      description:
        "Leseni za utafutaji, haki za maji, vibali vya uchimbaji na vya mazingira vikilinganishwa katika mifumo mitano ya kisheria.",
    },
    unfcSummary: {
      title: "Muhtasari: uainishaji wa UNFC wa rasilimali za jotoardhi",
      description:
        "Muhtasari wa kurasa sita wa jinsi miradi ya jotoardhi inavyoainishwa kwa uwezekano wa kiuchumi, ukomavu wa mradi na ujuzi kuhusu rasilimali.",
    },
    wellControlSummary: {
      title: "Muhtasari: udhibiti wa kisima katika uchimbaji wa jotoardhi",
      description:
        "Mahitaji makuu ya udhibiti wa kisima kwa visima vya joto: usanifu wa mabomba ya kisima, upimaji wa BOP, kugundua msukumo na kufunga kisima.",
    },
    reportingCodeSummary: {
      title: "Muhtasari: kanuni za utoaji taarifa za umma za rasilimali na akiba",
      description:
        "Wajibu wa mtu mwenye sifa stahiki na lugha ya rasilimali na akiba katika kanuni za utoaji taarifa za umma za jotoardhi.",
    },
    esiaSummary: {
      title: "Muhtasari: tathmini ya athari za kimazingira na kijamii",
      description:
        "Hatua za tathmini ya athari kwa mradi wa jotoardhi, kuanzia kubainisha wigo hadi mpango wa usimamizi na mashauriano na jamii.",
    },
    steamFieldGuide: {
      title: "Mwongozo wa uwandani wa mifumo ya kukusanya mvuke",
      description:
        "Vitenganishi, mabomba, mitego na vali za uwanja wa mvuke, pamoja na ukaguzi wa kila siku kwa waendeshaji wapya.",
    },
    mudLoggingGuide: {
      title: "Kumbukumbu za tope na maelezo ya vipande vya miamba",
      description:
        "Kueleza vipande vya miamba na madini yaliyobadilika wakati wa uchimbaji, na kile yanachofichua kuhusu joto na upenyezaji.",
    },
    riskRegister: {
      title: "Kiolezo cha rejista ya hatari kwa miradi ya jotoardhi",
      description:
        "Rejista yenye hatari za kawaida za kiufundi, kifedha na kijamii za kila awamu ya mradi, wamiliki wake na hatua za kupunguza.",
    },
    seismicityReadingList: {
      title: "Orodha ya kusoma: matetemeko yanayosababishwa na binadamu na uchocheaji",
      description:
        "Makala na miongozo muhimu kuhusu matetemeko yanayosababishwa na uingizaji wa maji, tathmini ya hatari na mifumo ya jotoardhi iliyoboreshwa.",
    },
    directUseReadingList: {
      title: "Orodha ya kusoma: matumizi ya moja kwa moja na joto la wilaya",
      description:
        "Marejeo kuhusu joto la wilaya, vitalu nyumba, ukaushaji na matumizi ya mfululizo ya joto la jotoardhi.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;

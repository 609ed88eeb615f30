import type { Namespaces } from "../types";

const partners = {
  meta: {
    title: "Washirika — GeoCert",
    description:
      "Taasisi zinazofadhili, kukagua na kujaribu programu ya GeoCert, manufaa ya kila ngazi, jinsi ya kuwa mshirika na zana za kuhakiki vyeti.",
  },
  header: {
    eyebrow: "Washirika",
    title: "Washirika na wachangiaji",
    lead: "Waajiri, waendelezaji na taasisi za mafunzo zinazofadhili, kukagua na kujaribu programu, bila sauti yoyote kuhusu nani anathibitishwa.",
  },
  tiers: {
    heading: "Wachangiaji wetu",
    lead: "Ngazi tatu za msaada. Kila mchangiaji hukubali kanuni zilezile za kutopendelea, bila kujali ngazi yake.",
    tierLabel: "Wachangiaji wa ngazi ya {{tier}}",
    names: {
      platinum: "Platinamu",
      gold: "Dhahabu",
      silver: "Fedha",
    },
    fictionalNote: "Taasisi zote zilizotajwa kwenye ukurasa huu ni mifano ya kubuni.",
  },
  benefits: {
    heading: "Manufaa ya washirika",
    lead: "Kile ambacho kila ngazi inajumuisha, kila mwaka wa ushirikiano.",
    caption: "Manufaa kwa ngazi ya ushirika",
    benefit: "Manufaa",
    included: "Imejumuishwa",
    notIncluded: "Haijajumuishwa",
    perYear: "{{value}} kwa mwaka",
    rows: {
      listing: "Kuorodheshwa kwenye tovuti hii na katika ripoti ya mwaka",
      bulkVerification: "Uhakiki wa pamoja wa vyeti vya waombaji",
      examVouchers: "Vocha za mitihani kwa wafanyakazi",
      eventPlaces: "Nafasi za bure kwenye matukio ya GeoCert",
      reviewPanels: "Viti kwenye jopo za ukaguzi wa kiufundi",
      coHostedEvents: "Matukio ya kikanda yanayoandaliwa pamoja",
      pilotAccess: "Kufikia mapema mitihani ya majaribio",
      workingGroup: "Mjumbe mmoja kwenye kikundi kazi cha mfumo",
    },
    note: "Jopo za ukaguzi hutoa maoni kuhusu mfumo; kamwe hawaoni maswali ya mitihani inayotumika wala matokeo ya watahiniwa.",
  },
  join: {
    heading: "Jinsi ya kuwa mshirika",
    lead: "Kuanzia ombi la kwanza hadi mkataba uliosainiwa kwa kawaida huchukua wiki nne hadi sita.",
    steps: {
      apply: {
        title: "Tuma ombi",
        text: "Tueleze kuhusu taasisi yako na ngazi unayoifikiria kupitia fomu ya mtandaoni.",
      },
      conversation: {
        title: "Zungumza nasi",
        text: "Timu yetu ya ushirikiano inakupigia simu ili kukubaliana kuhusu malengo, manufaa na mchango wa ngazi yako.",
      },
      agreement: {
        title: "Saini mkataba",
        text: "Mkataba unajumuisha ahadi zetu za kutopendelea, ambazo kila mshirika huzikubali.",
      },
      onboarding: {
        title: "Anza",
        text: "Tunakuongeza kwenye tovuti, tunaandaa akaunti yako ya uhakiki na kukutumia vocha zako za mitihani.",
      },
    },
    apply: "Omba kuwa mshirika",
  },
  tools: {
    heading: "Zana za uhakiki",
    lead: "Hakikisha watu unaowaajiri wana vyeti wanavyodai kuwa navyo.",
    items: {
      verify: {
        title: "Hakiki cheti",
        text: "Weka namba ya cheti kuona mmiliki wake, ngazi na hali yake.",
        link: "Hakiki cheti",
      },
      bulkVerify: {
        title: "Uhakiki wa pamoja",
        text: "Pakia orodha ya namba za vyeti na uzihakiki zote kwa mara moja: imeundwa kwa timu za uajiri na wakandarasi.",
        link: "Hakiki vyeti vingi",
      },
    },
  },
  faq: {
    heading: "Maswali kutoka kwa washirika",
    lead: "Majibu ambayo taasisi huomba kabla ya kujiunga.",
    items: {
      who: {
        question: "Ni taasisi zipi zinaweza kuwa washirika?",
        answer:
          "Waajiri, waendelezaji, waendeshaji, watengenezaji wa vifaa, kampuni za ushauri, vyuo vikuu na watoa mafunzo wanaojihusisha na nishati ya jotoardhi, katika nchi yoyote.",
      },
      influence: {
        question: "Je, ushirikiano huathiri maamuzi ya uthibitisho?",
        answer:
          "Hapana. Washirika kamwe hawaoni maswali ya mitihani, hawashiriki katika usahihishaji wala hawajui matokeo ya watahiniwa. Kamati yetu ya kutopendelea hukagua kila ushirikiano mara moja kwa mwaka.",
      },
      contribution: {
        question: "Ushirikiano unagharimu kiasi gani?",
        answer:
          "Mchango wa kila mwaka hutegemea ngazi na ukubwa wa taasisi yako; tunakubaliana kuhusu kiasi hicho katika mazungumzo ya kwanza na kuchapisha viwango katika ripoti yetu ya mwaka.",
      },
      changeTier: {
        question: "Je, tunaweza kubadilisha ngazi baadaye?",
        answer: "Ndiyo, katika kila uhuishaji wa mwaka. Manufaa ya ngazi mpya huanza tarehe ya uhuishaji.",
      },
      nonprofits: {
        question: "Je, kuna masharti maalum kwa taasisi ndogo na zisizo za faida?",
        answer:
          "Ndiyo. Vyuo vikuu, mashirika yasiyo ya faida na kampuni zenye wafanyakazi chini ya 50 hulipa mchango uliopunguzwa kwa ngazi ya Fedha.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;

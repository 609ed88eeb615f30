import type { PartialMessages } from "../types";

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
    names: { platinum: "Platinamu", gold: "Dhahabu", silver: "Fedha" },
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
      apply: { title: "Tuma ombi" },
      conversation: { title: "Zungumza nasi" },
      agreement: { title: "Saini mkataba" },
      onboarding: { title: "Anza" },
    },
    apply: "Omba kuwa mshirika",
  },
  tools: {
    heading: "Zana za uhakiki",
    lead: "Hakikisha watu unaowaajiri wana vyeti wanavyodai kuwa navyo.",
    items: {
      verify: { title: "Hakiki cheti", link: "Hakiki cheti" },
      bulkVerify: { title: "Uhakiki wa pamoja", link: "Hakiki vyeti vingi" },
    },
  },
  faq: {
    heading: "Maswali kutoka kwa washirika",
    lead: "Majibu ambayo taasisi huomba kabla ya kujiunga.",
    items: {
      who: { question: "Ni taasisi zipi zinaweza kuwa washirika?" },
      influence: { question: "Je, ushirikiano huathiri maamuzi ya uthibitishaji?" },
      contribution: { question: "Ushirikiano unagharimu kiasi gani?" },
      changeTier: { question: "Je, tunaweza kubadilisha ngazi baadaye?" },
      nonprofits: { question: "Je, kuna masharti maalum kwa taasisi ndogo na zisizo za faida?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;

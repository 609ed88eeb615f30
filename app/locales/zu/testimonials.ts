import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "Izindaba — GeoCert",
    description:
      "Izindaba zochwepheshe bezokushisa komhlaba abanezitifiketi abavela ezifundeni ezinhlanu nakuwo wonke amazinga, kusukela kochwepheshe basensimini kuya ezazini ezihloniphekile.",
  },
  header: {
    eyebrow: "Izindaba",
    title: "Izindaba zochwepheshe abanezitifiketi",
    lead: "Ochwepheshe, onjiniyela, abaphathi nososayensi baxoxa ngokuthi isitifiketi sawushintsha kanjani umsebenzi wabo wezokushisa komhlaba.",
  },
  filters: {
    heading: "Hlunga izindaba",
    level: "Izinga lesitifiketi",
    region: "Isifunda",
    allLevels: "Onke amazinga",
    allRegions: "Zonke izifunda",
  },
  results: {
    heading: "Izindaba",
    showing: "Kuboniswa izindaba ezingu-{{shown}} kwezingu-{{total}}",
    empty: "Ayikabikho indaba ehambisana naleli zinga nalesi sifunda.",
    showAll: "Bonisa zonke izindaba",
  },
  levels: {
    associate: "Izinga Lokuqala",
    professional: "Uchwepheshe",
    senior: "Uchwepheshe Omkhulu",
    expert: "Isazi Esihloniphekile",
  },
  regions: {
    africa: "I-Afrika",
    americas: "AmaMelika",
    asiaPacific: "I-Asia nePacific",
    europe: "IYurophu",
    westAsia: "I-Asia eseNtshonalanga",
  },
  fictionalNote: "Abantu, izinhlangano nezindaba ezikuleli khasi yizibonelo eziqanjiwe.",
  stories: {
    wanjiru: { role: "Uchwepheshe wasensimini" },
    guorun: { role: "Unjiniyela wokuqhuba isiteshi" },
    mehmet: { role: "Umphathi wokubhola" },
    hana: { role: "Umqondisi wezobuchwepheshe" },
    rosa: { role: "Usosayensi wekhemistri yomhlaba" },
    ayu: { role: "Isikhulu sezemvelo" },
    joseph: { role: "Unjiniyela wendawo egcina ukushisa" },
    miguel: { role: "Umphathi wokusebenza" },
    elif: { role: "Umqeqeshwa oqhuba isiteshi" },
    lars: { role: "Umphathi wephrojekthi yokushisisa isifunda" },
    tama: { role: "Usosayensi omkhulu wesayensi yomhlaba" },
    samuel: { role: "Umeluleki wenqubomgomo yabasebenzi" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;

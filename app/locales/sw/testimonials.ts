import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "Simulizi — GeoCert",
    description:
      "Simulizi za wataalamu wa jotoardhi waliothibitishwa kutoka kanda tano na ngazi zote, kuanzia mafundi wa uwandani hadi wataalamu mabingwa.",
  },
  header: {
    eyebrow: "Simulizi",
    title: "Simulizi za wataalamu waliothibitishwa",
    lead: "Mafundi, wahandisi, mameneja na wanasayansi wanasimulia jinsi uthibitishaji ulivyobadilisha taaluma zao katika jotoardhi.",
  },
  filters: {
    heading: "Chuja simulizi",
    level: "Ngazi ya cheti",
    region: "Kanda",
    allLevels: "Ngazi zote",
    allRegions: "Kanda zote",
  },
  results: {
    heading: "Simulizi",
    showing: "Inaonyesha simulizi {{shown}} kati ya {{total}}",
    empty: "Bado hakuna simulizi inayolingana na ngazi na kanda hii.",
    showAll: "Onyesha simulizi zote",
  },
  levels: {
    associate: "Ngazi ya Mwanzo",
    professional: "Mtaalamu",
    senior: "Mtaalamu Mwandamizi",
    expert: "Mtaalamu Bingwa",
  },
  regions: {
    africa: "Afrika",
    americas: "Amerika",
    asiaPacific: "Asia na Pasifiki",
    europe: "Ulaya",
    westAsia: "Asia Magharibi",
  },
  fictionalNote: "Watu, taasisi na simulizi kwenye ukurasa huu ni mifano ya kubuni.",
  stories: {
    wanjiru: { role: "Fundi wa uwandani" },
    guorun: { role: "Mhandisi wa uendeshaji wa mitambo" },
    mehmet: { role: "Msimamizi wa uchimbaji" },
    hana: { role: "Mkurugenzi wa ufundi" },
    rosa: { role: "Mtaalamu wa jiokemia" },
    ayu: { role: "Afisa wa mazingira" },
    joseph: { role: "Mhandisi wa hifadhi ya jotoardhi" },
    miguel: { role: "Meneja wa uendeshaji" },
    elif: { role: "Mwanafunzi mwendeshaji wa mtambo" },
    lars: { role: "Meneja wa mradi wa joto la wilaya" },
    tama: { role: "Mwanasayansi mkuu wa jiosayansi" },
    samuel: { role: "Mshauri wa sera za wafanyakazi" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;

import type { Namespaces } from "../types";

/** Tagalog strings of the learningNeeds namespace (complete). */
const learningNeeds = {
  meta: {
    title: "Survey sa mga pangangailangan sa pagsasanay — GeoCert",
    description:
      "Sabihin sa amin kung saan kayo nangangailangan ng pagsasanay sa geothermal at paano ninyo gustong matuto: limang maikling hakbang na humuhubog sa mga kurso at pagsusulit ng GeoCert.",
  },
  header: {
    eyebrow: "Survey sa mga pangangailangan sa pagsasanay",
    title: "Tumulong sa paghubog ng pagsasanay sa geothermal",
    lead: "Limang maikling hakbang tungkol sa inyong trabaho, mga kakulangan sa pagsasanay at paraan ng pagkatuto; hinuhubog ng inyong mga sagot ang mga susunod naming kurso at pagsusulit.",
  },
  intro: {
    duration: "Mga 6 na minuto · 14 na tanong · nase-save ang mga sagot sa bawat hakbang",
    privacy:
      "Ginagamit lamang ang mga sagot nang pinagsama-sama. Hinihingi lamang ang inyong email address kung papayag kayong makontak, at hindi ito kailanman ibinabahagi.",
  },
  progress: {
    label: "Hakbang {{step}} sa {{total}}",
    steps: "Mga hakbang ng survey",
    done: "tapos na",
    current: "kasalukuyang hakbang",
  },
  steps: {
    about: {
      title: "Tungkol sa inyo",
      lead: "Ang inyong tungkulin, karanasan at lugar ng trabaho.",
    },
    certification: {
      title: "Sertipikasyon",
      lead: "Nasaan kayo ngayon at saan kayo patungo.",
    },
    skills: {
      title: "Mga kakulangan sa pagsasanay",
      lead: "Tayahin kung gaano karaming pagsasanay ang kailangan ninyo sa bawat larangan ng kasanayan.",
    },
    learning: {
      title: "Paano kayo natututo",
      lead: "Ang mga format, wika at oras na angkop sa inyo.",
    },
    contact: {
      title: "Patuloy na ugnayan",
      lead: "Opsyonal: kung maaari namin kayong kontakin tungkol sa mga resulta.",
    },
  },
  questions: {
    role: {
      label: "Ano ang kasalukuyan ninyong tungkulin?",
    },
    experience: {
      label: "Ilang taon na kayong nagtatrabaho sa geothermal o kaugnay na larangan?",
    },
    region: {
      label: "Saan kayo pangunahing nagtatrabaho?",
      placeholder: "Pumili ng rehiyon",
    },
    country: {
      label: "Bansa",
      hint: "Opsyonal, halimbawa Kenya o Iceland.",
    },
    currentLevel: {
      label: "Anong antas ng GeoCert ang hawak ninyo ngayon?",
    },
    targetLevel: {
      label: "Anong antas ang gusto ninyong maabot sa susunod na dalawang taon?",
    },
    gaps: {
      label: "Gaano kalaki ang kakulangan ninyo sa pagsasanay sa bawat larangan?",
      hint: "Ang 1 ay walang kakulangan (kumpiyansa kayo), ang 5 ay malaking kakulangan (kailangan ninyo ng malawak na pagsasanay).",
    },
    formats: {
      label: "Aling mga format ng pag-aaral ang angkop sa inyo?",
      hint: "Piliin ang lahat ng naaangkop.",
    },
    barriers: {
      label: "Ano ang nagpapahirap sa inyong pagsasanay?",
      hint: "Opsyonal. Piliin ang lahat ng naaangkop.",
    },
    languages: {
      label: "Sa anong mga wika ninyo gustong matuto?",
      hint: "Piliin ang lahat ng naaangkop.",
    },
    hours: {
      label: "Ilang oras bawat buwan ang maibibigay ninyo sa pagsasanay?",
    },
    contact: {
      label: "Maaari ba namin kayong kontakin tungkol sa mga resulta o para sa isang panayam?",
    },
    email: {
      label: "Email address",
      hint: "Kung oo lamang ang sagot ninyo sa itaas.",
    },
    comments: {
      label: "May iba pa ba kaming dapat malaman?",
      hint: "Opsyonal, hanggang 1,000 character: paksang kulang, kursong nagustuhan, o hadlang.",
    },
  },
  options: {
    roles: {
      student: "Estudyante o trainee",
      fieldTechnician: "Technician sa field",
      drillingCrew: "Kasapi o superbisor ng drilling crew",
      plantOperator: "Operator ng planta",
      engineer: "Inhinyero",
      geoscientist: "Geoscientist",
      projectManager: "Developer o manager ng proyekto",
      regulator: "Regulator o opisyal ng pamahalaan",
      educator: "Guro o tagapagsanay",
      other: "Iba pa",
    },
    experience: {
      lessThan1: "Mababa sa 1 taon",
      "1to3": "1 hanggang 3 taon",
      "4to7": "4 hanggang 7 taon",
      "8to15": "8 hanggang 15 taon",
      moreThan15: "Higit sa 15 taon",
    },
    regions: {
      eastAfrica: "Silangang Africa",
      otherAfrica: "Iba pang bahagi ng Africa",
      europe: "Europa",
      middleEast: "Gitnang Silangan at Gitnang Asya",
      southeastAsia: "Timog-Silangang Asya",
      eastAsia: "Silangang Asya",
      oceania: "Oseaniya",
      northAmerica: "Hilagang Amerika",
      latinAmerica: "Latin America at Caribbean",
    },
    currentLevels: {
      none: "Wala pa",
      associate: "Panimulang Antas",
      professional: "Propesyonal",
      senior: "Senior na Propesyonal",
      expert: "Expert Fellow",
    },
    targetLevels: {
      associate: "Panimulang Antas",
      professional: "Propesyonal",
      senior: "Senior na Propesyonal",
      expert: "Expert Fellow",
      undecided: "Hindi pa tiyak",
    },
    scale: {
      "1": "Walang kakulangan",
      "2": "Maliit na kakulangan",
      "3": "Katamtamang kakulangan",
      "4": "Malaking kakulangan",
      "5": "Napakalaking kakulangan",
    },
    formats: {
      selfPaced: "Online na kurso sa sariling bilis",
      liveOnline: "Live na online na klase",
      classroom: "Kurso sa silid-aralan",
      fieldTraining: "Pagsasanay sa field",
      mentoring: "Pagmementor",
      microLearning: "Maiikling aralin sa telepono",
      simulation: "Mga simulator at virtual lab",
    },
    barriers: {
      cost: "Gastos",
      time: "Kakulangan sa oras",
      employerSupport: "Kaunting suporta ng employer",
      travel: "Pagbiyahe sa mga training center",
      language: "Walang kurso sa aking wika",
      connectivity: "Mabagal o mahal na internet",
      recognition: "Hindi kinikilala ng mga employer ang pagsasanay",
    },
    hours: {
      upTo2: "Hanggang 2 oras",
      "3to5": "3 hanggang 5 oras",
      "6to10": "6 hanggang 10 oras",
      moreThan10: "Higit sa 10 oras",
    },
    contact: {
      yes: "Oo, maaari ninyo akong kontakin",
      no: "Hindi, salamat",
    },
  },
  buttons: {
    back: "Bumalik",
    next: "I-save at magpatuloy",
    finish: "Isumite ang mga sagot",
    saving: "Nagse-save…",
  },
  errors: {
    chooseOne: "Pumili ng isang sagot.",
    chooseAtLeastOne: "Pumili ng kahit isang sagot.",
    invalidChoice: "Ang sagot na ito ay wala sa mga pagpipilian.",
    tooLong: "Masyadong mahaba ang sagot na ito.",
    email: "Maglagay ng wastong email address, halimbawa pangalan@example.com.",
    emailRequired: "Ilagay ang inyong email address, o piliing huwag kontakin.",
    rateLimited:
      "Masyadong maraming pagsumite mula sa inyong koneksyon. Maghintay ng {{seconds}} segundo at subukang muli; nananatili ang mga na-save na sagot.",
    tampered:
      "Hindi matanggap ang hakbang na ito ng survey. Buksan muli ang pahina ng survey at magpatuloy kung saan kayo huminto.",
    failed: "Hindi ma-save ang inyong mga sagot ngayon. Pakisubukang muli.",
  },
  resumed:
    "Maligayang pagbabalik: ipinapakita ang inyong mga na-save na sagot at maaari kayong magpatuloy kung saan kayo huminto.",
  aside: {
    heading: "Bakit kami nagtatanong",
    text: "Binubuo ng GeoCert ang mga materyales sa pag-aaral at mga pagsusulit nito batay sa pangangailangan ng mga manggagawa sa geothermal. Ipinapakita ng inyong mga sagot kung aling mga larangan ng kasanayan ang unang nangangailangan ng kurso, at sa anong mga wika at anyo.",
    resources: "Tingnan ang aklatan ng sanggunian",
  },
  thanks: {
    heading: "Salamat sa inyong paglahok",
    text: "Nai-save na ang inyong mga sagot. Maglalathala kami ng buod ng mga resulta sa pahina ng balita kapag nagsara na ang survey.",
    summary: "Ang inyong mga sagot",
    gapsCaption: "Mga kakulangan sa pagsasanay ayon sa larangan (1 = wala, 5 = napakalaki)",
    domain: "Larangan ng kasanayan",
    rating: "Marka",
    none: "Wala",
    notGiven: "Walang sagot",
    contactAt: "Oo, sa {{email}}",
    resources: "Tingnan ang aklatan ng sanggunian",
    framework: "Tingnan ang balangkas ng sertipikasyon",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;

import type { Namespaces } from "../types";

/** Zulu strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Indawo yabasebenzi — GeoCert",
    conflictsTitle: "Ukungqubuzana kwezithakazelo — Indawo yabasebenzi — GeoCert",
    adminTitle: "Imisebenzi yabasebenzi — Ukuphatha — GeoCert",
  },
  title: "Indawo yabasebenzi",
  lead: "Lokho imisebenzi yakho ekuvumela ukuthi ukwenze. Umsebenzi ngamunye uvula umsebenzi wawo; imithetho yokungakhethi ihlanganisa konke.",
  nav: {
    label: "Indawo yabasebenzi",
    home: "Uhlolojikelele",
    conflicts: "Ukungqubuzana kwezithakazelo",
    complaints: "Izikhalazo",
    applications: "Izicelo",
    appeals: "Izikhalazo zokudlulisa",
    overview: "Izibalo zezicelo",
  },
  duties: {
    applicationReviewer: "Umhloli wezicelo",
    certificationDecision: "Umthathi-sinqumo sokugunyaza",
    appealsPanel: "Iphaneli yokudlulisa amacala",
    examAdministration: "Ukuphathwa kwezivivinyo",
    invigilation: "Umgadi wokuhlolwa",
    assessment: "Umhloli",
    finance: "Ezezimali",
  },
  dutyText: {
    applicationReviewer: "Hlola izicelo zokugunyazwa: ubufakazi, abaqinisekisi kanye nohlu lokuhlola lwezinga.",
    certificationDecision: "Nquma ngezicelo ezihloliwe: vuma, cela okwengeziwe, noma wenqabe unikeze isizathu.",
    appealsPanel:
      "Phatha ukudluliswa kwamacala nezikhalazo mayelana nabaphethe izitifiketi noma nge-GeoCert, kuze kube nomphumela.",
    examAdministration: "Qhuba izikhathi zezivivinyo futhi urekhode imiphumela yazo.",
    invigilation:
      "Hlola ubunikazi babahlolwa ezikhathini zakho, ubangenise, ubhale izigameko, umise noma uqede umzamo.",
    assessment:
      "Hlola amaphothifoliyo nezingxoxo zephaneli ngokwezindlela zokuhlola zezinga, ngaphandle komunye umhloli.",
    finance: "Rekhoda izinkokhelo nokubuyiselwa kwemali yezimali ezikhokhwayo.",
  },
  home: {
    yourDuties: "Imisebenzi yakho",
    none: "Awukabi nawo umsebenzi. Umlawuli unikeza imisebenzi ngaphansi kokuthi Ukuphatha › Imisebenzi yabasebenzi.",
    open: "Vula",
    notYet: "Amakhasi awo awakabi sesizeni.",
    conflictsHeading: "Ukungakhethi",
    conflictsText:
      "Memezela noma yikuphi ukungqubuzana kwezithakazelo nomfakizicelo, umphathi wesitifiketi noma uzakwenu. Ngeke usebenze emacaleni abo, noma ecaleni lakho, noma ekudluliseni icala ngesinqumo sakho.",
    conflictsLink: "Izimemezelo zakho",
    adminLink: "Nikeza futhi ususe imisebenzi",
  },
  conflicts: {
    heading: "Ukungqubuzana kwezithakazelo",
    text: "Memezela ukungqubuzana nanoma ubani one-akhawunti lapha: ngekheli le-imeyili noma ngegama. Hoxisa isimemezelo lapho singasasebenzi.",
    declareHeading: "Memezela ukungqubuzana",
    person: "Umuntu (ikheli le-imeyili noma igama)",
    personHint: "Ikheli le-imeyili eliqondile, noma ingxenye yegama ene-akhawunti eyodwa kuphela.",
    reason: "Isizathu",
    reasonHint: "Isibonelo: isihlobo, owayengumqashi, umlingani webhizinisi.",
    declare: "Memezela",
    mineHeading: "Izimemezelo zakho ezisasebenza",
    allHeading: "Zonke izimemezelo ezisasebenza",
    none: "Azikho izimemezelo ezisasebenza.",
    staffMember: "Ilungu labasebenzi",
    personColumn: "Umuntu",
    reasonColumn: "Isizathu",
    declaredColumn: "Kumenyezelwe",
    withdraw: "Hoxisa",
    withdrawLabel: "Hoxisa isimemezelo mayelana no-{{name}}",
  },
  admin: {
    heading: "Imisebenzi yabasebenzi",
    text: "Ama-akhawunti anendima yabasebenzi nemisebenzi yawo. Qala unikeze i-akhawunti indima yabasebenzi ngaphansi kokuthi Abasebenzisi; abalawuli baphethe yonke imisebenzi.",
    none: "Awekho ama-akhawunti abasebenzi okwamanje. Nikeza i-akhawunti indima yabasebenzi ngaphansi kokuthi Abasebenzisi.",
    name: "Ilungu labasebenzi",
    dutiesColumn: "Imisebenzi",
    grant: "Nikeza",
    remove: "Susa",
    grantLabel: "Nikeza u-{{name}} umsebenzi othi {{duty}}",
    removeLabel: "Susa umsebenzi othi {{duty}} ku-{{name}}",
    held: "unawo",
    notHeld: "akanawo",
  },
  done: {
    declared: "Ukungqubuzana kwakho kwezithakazelo no-{{name}} kurekhodiwe.",
    alreadyDeclared: "Sekuvele kunesimemezelo esisebenzayo mayelana no-{{name}}.",
    withdrawn: "Isimemezelo sihoxisiwe.",
    granted: "U-{{name}} manje uphethe umsebenzi othi {{duty}}.",
    removed: "U-{{name}} akasawuphethe umsebenzi othi {{duty}}.",
  },
  errors: {
    personRequired: "Faka ikheli le-imeyili noma igama.",
    personNone: "Ayikho i-akhawunti enaleli kheli le-imeyili noma leli gama.",
    personSeveral: "Ama-akhawunti amaningana afana naleli gama: faka ikheli le-imeyili esikhundleni salokho.",
    personSelf: "Awukwazi ukumemezela ukungqubuzana nawe uqobo.",
    reasonShort: "Nikeza isizathu esinezinhlamvu okungenani ezi-5.",
    reasonLong: "Isizathu masingedluli izinhlamvu eziyi-1,000.",
    notStaff: "Ama-akhawunti anendima yabasebenzi kuphela aphethe imisebenzi.",
    notFound: "Lesi simemezelo asisebenzi (futhi).",
  },
  impartiality: {
    own: "Leli yicala lakho: kuzolibamba omunye umuntu.",
    conflict: "Umemezele ukungqubuzana kwezithakazelo nomuntu kuleli cala (noma yena nawe): kuzolibamba omunye umuntu.",
    sameDecider: "Nguwe owenza isinqumo okukhulunywa ngaso: kuzolibamba omunye umuntu.",
  },
} satisfies Namespaces["staff"];

export default staff;

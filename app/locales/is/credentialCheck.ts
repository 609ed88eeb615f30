import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Staðfesta vottunarskrá",
    lead: "Fékkstu GeoCert-vottun senda sem skrá? Kannaðu hana hér: undirskriftina, undirritunarlykil okkar, stöðuna núna og dagsetningarnar.",
    fileLabel: "Vottunarskrá",
    fileHint: "Vottunin sem JSON (.json) eða merkismyndin með vottunina innbyggða (.svg), að hámarki {{size}}.",
    dropHint: "eða slepptu skránni hér",
    chosen: "Valin: {{name}}",
    submit: "Kanna skrána",
    checking: "Kanna…",
    privacy: "Skráin er könnuð á netþjóni okkar og ekki geymd.",
    apiNote: "Kerfi vinnuveitenda geta sent sömu skrá á POST /api/credentials/verify og fengið svarið sem JSON.",
  },
  result: {
    heading: "Niðurstaða könnunar",
    checksHeading: "Athuganir",
    summaryHeading: "Það sem vottunin segir",
    holder: "Handhafi",
    achievement: "Vottun",
    issuer: "Útgefandi",
    validFrom: "Gildir frá",
    validUntil: "Gildir til",
    id: "Slóð vottunar",
  },
  outcome: { pass: "Stóðst", fail: "Stóðst ekki", skipped: "Ekki kannað" },
  verdicts: {
    valid: {
      title: "Gild vottun",
      text: "Skráin er ósvikin GeoCert-vottun, óbreytt frá því við undirrituðum hana, hvorki afturkölluð né í biðstöðu og innan gildistíma.",
    },
    revoked: {
      title: "Afturkölluð",
      text: "Vottunin er ósvikin en GeoCert hefur afturkallað hana. Hún er ekki lengur í gildi.",
    },
    suspended: {
      title: "Í biðstöðu",
      text: "Vottunin er ósvikin en GeoCert hefur sett hana í biðstöðu í bili. Hún er ekki í gildi á meðan.",
    },
    expired: { title: "Útrunnin", text: "Vottunin er ósvikin en gildistími hennar er liðinn." },
    notYetValid: { title: "Ekki enn í gildi", text: "Vottunin er ósvikin en gildistími hennar er ekki hafinn." },
    tampered: {
      title: "Breytt eða ógild undirskrift",
      text: "Skránni hefur verið breytt frá því GeoCert undirritaði hana, eða undirskriftin er ekki frá okkur. Treystu henni ekki.",
    },
    otherIssuer: {
      title: "Ekki gefin út af GeoCert",
      text: "Þessi vottun nefnir annan útgefanda. Við getum aðeins ábyrgst vottanir sem við gefum út: biddu útgefandann að staðfesta hana.",
    },
    statusUnavailable: {
      title: "Ekki tókst að kanna stöðuna",
      text: "Undirskriftin stenst en ekki tókst að lesa stöðu vottunarinnar í augnablikinu. Reyndu aftur eftir smástund.",
    },
    notCredential: {
      title: "Ekki vottun",
      text: "Þessi skrá inniheldur ekki Open Badges 3.0-vottun sem við getum lesið.",
    },
  },
  checks: {
    schema: {
      label: "Snið",
      ok: "Open Badges 3.0-vottun",
      notJson: "Skráin er hvorki gilt JSON né SVG-mynd",
      noBakedCredential: "SVG-myndin inniheldur enga vottun",
      notCredential: "Gögnin eru ekki sannreynanleg vottun",
      notOpenBadge: "Sannreynanleg vottun, en ekki heil Open Badges 3.0-vottun",
      tooLarge: "Skráin er stærri en {{size}}",
      empty: "Skráin er tóm",
      skipped: "Ekki kannað",
    },
    issuer: {
      label: "Útgefandi og lykill",
      currentKey: "Gefin út af GeoCert, undirrituð með núverandi lykli okkar",
      retiredKey: "Gefin út af GeoCert, undirrituð með eldri lykli okkar (enn í gildi)",
      otherIssuer: "Gefin út af öðrum en GeoCert",
      unknownKey: "Segist gefin út af GeoCert en undirritunarlykillinn er ekki okkar",
      skipped: "Ekki kannað",
    },
    proof: {
      label: "Undirskrift",
      ok: "Undirskriftin passar: engu var breytt",
      invalid: "Undirskriftin passar ekki við innihaldið",
      skipped: "Ekki kannað",
    },
    status: {
      label: "Staða",
      active: "Hvorki afturkölluð né í biðstöðu",
      revoked: "Afturkölluð af GeoCert",
      suspended: "Sett í biðstöðu af GeoCert",
      unavailable: "Ekki tókst að lesa stöðulistann",
      skipped: "Ekki kannað",
    },
    dates: {
      label: "Dagsetningar",
      current: "Innan gildistíma",
      expired: "Gildistíminn er liðinn",
      notYetValid: "Gildistíminn er ekki hafinn",
      skipped: "Ekki kannað",
    },
  },
  adminKeys: {
    meta: "Undirritunarlyklar — GeoCert",
    heading: "Undirritunarlyklar vottana",
    text: "Ed25519-lyklar útgefanda undirrita Open Badges-vottanir og stöðulista þeirra. Lyklar sem teknir eru úr notkun eru áfram birtir, svo vottanir sem þeir undirrituðu standast áfram.",
    did: "DID útgefanda",
    didDocument: "Birtir lyklar (DID-skjal)",
    caption: "Undirritunarlyklar, sá nýjasti síðast",
    columns: {
      id: "Lykill",
      created: "Búinn til",
      retired: "Tekinn úr notkun",
      state: "Ástand",
      storage: "Geymsla",
    },
    states: { current: "Núverandi", retired: "Úr notkun" },
    storage: { sealed: "Innsiglaður með ISSUER_KEY_SECRET", plain: "Ekki innsiglaður" },
    sealWarning:
      "ISSUER_KEY_SECRET er ekki stillt: nýir leynilyklar eru geymdir óinnsiglaðir í gagnagrunninum (sjá ákvörðun 022).",
    rotate: {
      heading: "Skipta um undirritunarlykil",
      text: "Nýr lykill undirritar héðan í frá; núverandi lykill er tekinn úr notkun en er áfram birtur. Vottanir sem voru undirritaðar áður standast áfram.",
      confirm: "Já, taka núverandi lykil úr notkun og búa til nýjan",
      submit: "Skipta um undirritunarlykil",
    },
    done: {
      rotated: "Skipt var um undirritunarlykil: {{id}} undirritar héðan í frá.",
      alreadyRotated: "Einhver annar var rétt í þessu að skipta um lykil: {{id}} undirritar héðan í frá.",
    },
    errors: { confirm: "Hakaðu í reitinn til að staðfesta skiptin." },
  },
  errors: {
    fileRequired: "Veldu vottunarskrá (.json eða .svg).",
    tooLarge: "Skráin er stærri en {{size}}.",
    rateLimited_one: "Of margar kannanir frá tengingunni þinni. Reyndu aftur eftir {{count}} mínútu.",
    rateLimited_other: "Of margar kannanir frá tengingunni þinni. Reyndu aftur eftir {{count}} mínútur.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;

import type { Namespaces } from "../types";

const verify = {
  meta: {
    title: "Thibitisha cheti — GeoCert",
    description:
      "Hakikisha kuwa mtu ana cheti cha GeoCert: weka namba ya cheti na jina la ukoo la mwenye cheti ili kuona hali yake, kiwango, tarehe na nyanja.",
  },
  header: {
    eyebrow: "Kwa waajiri na washirika",
    title: "Thibitisha cheti",
    lead: "Weka namba ya cheti na jina la ukoo la mwenye cheti ili kuona kutoka kwenye rejista hai kama cheti ni halali.",
  },
  trail: {
    partners: "Washirika",
  },
  form: {
    heading: "Tafuta cheti",
    id: "Namba ya cheti",
    idHint: "Kama ilivyochapishwa kwenye cheti, k.m. GCF-2026-7KQ4-XM. Herufi kubwa, nafasi na vistari havijalishi.",
    name: "Jina la ukoo la mwenye cheti",
    nameHint: "Kama lilivyo kwenye cheti; alama za lafudhi na herufi kubwa hazijalishi.",
    submit: "Thibitisha",
    checking: "Inakagua…",
    privacy: "Vyote viwili vinahitajika ili rejista isiweze kupekuliwa. Tunaonyesha tu kile ambacho cheti kinaonyesha.",
  },
  errors: {
    idRequired: "Weka namba ya cheti.",
    idFormat:
      "Hii si namba ya cheti. Inaonekana kama GCF-2026-7KQ4-XM: mwaka na herufi au tarakimu sita (kamwe si O, I, L, 0 wala 1).",
    idCheck:
      "Namba hii ina kosa la kuandika: herufi moja si sahihi au mbili zimebadilishana nafasi. Ilinganishe na cheti.",
    nameRequired: "Weka jina la ukoo la mwenye cheti.",
    nameLong: "Jina la ukoo ni refu mno.",
    rateLimited_one: "Utafutaji mwingi mno kutoka kwenye muunganisho wako. Jaribu tena baada ya dakika {{count}}.",
    rateLimited_other: "Utafutaji mwingi mno kutoka kwenye muunganisho wako. Jaribu tena baada ya dakika {{count}}.",
  },
  statuses: {
    valid: "Halali",
    expired: "Muda umeisha",
    suspended: "Limesimamishwa",
    revoked: "Limefutwa",
    notFound: "Halikupatikana",
  },
  statusText: {
    valid: "Cheti hiki ni halali: mwenye cheti amethibitishwa katika kiwango kilicho hapa chini.",
    expired: "Muda wa cheti hiki umeisha. Mwenye cheti alithibitishwa, lakini hajakihuisha.",
    suspended: "Cheti hiki kimesimamishwa. Mwenye cheti hawezi kukitegemea hadi kirejeshwe.",
    revoked: "Cheti hiki kimefutwa. Si halali tena.",
    notFound:
      "Hakuna cheti kinacholingana na namba hii na jina hili la ukoo. Vilinganishe vyote viwili na cheti, au mwombe mwenye cheti nakala.",
  },
  result: {
    heading: "Matokeo",
    credentialId: "Namba ya cheti",
    holder: "Mwenye cheti",
    level: "Kiwango",
    issued: "Kilitolewa",
    expires: "Halali hadi",
    expired: "Muda uliisha",
    domains: "Nyanja za umahiri",
    domainsHint: "Kila nyanja inaunganisha na umahiri wake katika mfumo.",
    checked: "Imekaguliwa kwenye rejista hai tarehe {{date}}.",
  },
  share: {
    heading: "Shiriki uthibitisho huu",
    text: "Kiungo hukagua rejista upya kila kinapofunguliwa, kwa hiyo huonyesha hali ya sasa kila wakati.",
    link: "Kiungo cha uthibitisho",
    copy: "Nakili kiungo",
    copied: "Kiungo kimenakiliwa",
    qr: "Msimbo wa QR wa kiungo cha uthibitisho",
    print: "Chapisha",
  },
  aside: {
    heading: "Jinsi uthibitisho unavyofanya kazi",
    items: {
      live: "Majibu yanatoka kwenye rejista hai, si kwenye nakala.",
      minimal: "Tunaonyesha hali, jina la mwenye cheti, kiwango, tarehe na nyanja — kamwe si maelezo ya mawasiliano.",
      limit: "Utafutaji umewekewa kikomo cha mara 30 kila dakika 10 kwa kila muunganisho, ili kuzuia kubahatisha.",
    },
    bulkHeading: "Una vyeti vingi vya kukagua?",
    bulkText: "Washirika wanaweza kukagua hadi vyeti 5,000 kwa mara moja kutoka kwenye lahajedwali.",
    bulkLink: "Uthibitisho wa jumla",
  },
} satisfies Namespaces["verify"];

export default verify;

import type { PartialMessages } from "../types";

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
    name: "Jina la ukoo la mwenye cheti",
    submit: "Thibitisha",
    checking: "Inakagua…",
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
  result: {
    heading: "Matokeo",
    credentialId: "Namba ya cheti",
    holder: "Mwenye cheti",
    level: "Kiwango",
    issued: "Kilitolewa",
    expires: "Halali hadi",
    expired: "Muda uliisha",
    domains: "Nyanja za umahiri",
  },
  share: {
    heading: "Shiriki uthibitisho huu",
    link: "Kiungo cha uthibitisho",
    copy: "Nakili kiungo",
    copied: "Kiungo kimenakiliwa",
    qr: "Msimbo wa QR wa kiungo cha uthibitisho",
    print: "Chapisha",
  },
} satisfies PartialMessages<"verify">;

export default verify;

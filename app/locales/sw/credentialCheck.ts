import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Thibitisha faili la cheti",
    lead: "Umepewa cheti cha GeoCert kama faili? Kikague hapa: sahihi yake, ufunguo wetu wa kutia sahihi, hali yake ya sasa na tarehe zake.",
    fileLabel: "Faili la cheti",
    fileHint: "Cheti katika JSON (.json) au picha ya beji iliyo na cheti ndani (.svg), isiyozidi {{size}}.",
    dropHint: "au dondosha faili hapa",
    chosen: "Limechaguliwa: {{name}}",
    submit: "Kagua faili",
    checking: "Inakagua…",
    privacy: "Faili linakaguliwa kwenye seva yetu na halihifadhiwi.",
    apiNote:
      "Mifumo ya waajiri inaweza kutuma faili hilohilo kwa POST /api/credentials/verify na kupata jibu kama JSON.",
  },
  result: {
    heading: "Matokeo ya ukaguzi wa faili",
    checksHeading: "Ukaguzi",
    summaryHeading: "Kile cheti kinasema",
    holder: "Mmiliki",
    achievement: "Uthibitisho",
    issuer: "Mtoaji",
    validFrom: "Halali kuanzia",
    validUntil: "Halali hadi",
    id: "Anwani ya cheti",
  },
  outcome: { pass: "Imepita", fail: "Imeshindwa", skipped: "Haikukaguliwa" },
  verdicts: {
    valid: {
      title: "Cheti halali",
      text: "Faili ni cheti halisi cha GeoCert, hakijabadilishwa tangu tulipokitia sahihi, hakijafutwa wala kusimamishwa, na kiko ndani ya tarehe zake.",
    },
    revoked: { title: "Kimefutwa", text: "Cheti ni halisi, lakini GeoCert imekifuta. Si halali tena." },
    suspended: {
      title: "Kimesimamishwa",
      text: "Cheti ni halisi, lakini GeoCert imekisimamisha kwa sasa. Si halali kikiwa kimesimamishwa.",
    },
    expired: { title: "Kimeisha muda", text: "Cheti ni halisi, lakini muda wake wa uhalali umeisha." },
    notYetValid: { title: "Bado si halali", text: "Cheti ni halisi, lakini muda wake wa uhalali bado haujaanza." },
    tampered: {
      title: "Kimebadilishwa au sahihi si sahihi",
      text: "Faili limebadilishwa tangu GeoCert ilipolitia sahihi, au sahihi yake si yetu. Usilitegemee.",
    },
    otherIssuer: {
      title: "Hakikutolewa na GeoCert",
      text: "Cheti hiki kinamtaja mtoaji mwingine. Tunaweza kudhamini tu vyeti tulivyotoa sisi: mwombe mtoaji wake akithibitishe.",
    },
    statusUnavailable: {
      title: "Hali haikuweza kukaguliwa",
      text: "Sahihi ni sahihi, lakini hali ya cheti haikuweza kusomwa kwa sasa. Jaribu tena baada ya muda mfupi.",
    },
    notCredential: {
      title: "Si cheti",
      text: "Faili hili halina cheti cha Open Badges 3.0 tunachoweza kusoma.",
    },
  },
  checks: {
    schema: {
      label: "Muundo",
      ok: "Cheti cha Open Badges 3.0",
      notJson: "Faili si JSON halali wala picha ya SVG",
      noBakedCredential: "Picha ya SVG haina cheti",
      notCredential: "Data si kitambulisho kinachothibitishika",
      notOpenBadge: "Kitambulisho kinachothibitishika, lakini si cheti kamili cha Open Badges 3.0",
      tooLarge: "Faili ni kubwa kuliko {{size}}",
      empty: "Faili ni tupu",
      skipped: "Haikukaguliwa",
    },
    issuer: {
      label: "Mtoaji na ufunguo",
      currentKey: "Kimetolewa na GeoCert, kimetiwa sahihi kwa ufunguo wetu wa sasa",
      retiredKey: "Kimetolewa na GeoCert, kimetiwa sahihi kwa mmoja wa funguo zetu za awali (bado halali)",
      otherIssuer: "Kimetolewa na mtu mwingine, si GeoCert",
      unknownKey: "Kinadai GeoCert ndiye mtoaji, lakini ufunguo wa sahihi si wetu",
      skipped: "Haikukaguliwa",
    },
    proof: {
      label: "Sahihi",
      ok: "Sahihi inalingana: hakuna kilichobadilishwa",
      invalid: "Sahihi hailingani na maudhui",
      skipped: "Haikukaguliwa",
    },
    status: {
      label: "Hali",
      active: "Hakijafutwa wala kusimamishwa",
      revoked: "Kimefutwa na GeoCert",
      suspended: "Kimesimamishwa na GeoCert",
      unavailable: "Orodha ya hali haikuweza kusomwa",
      skipped: "Haikukaguliwa",
    },
    dates: {
      label: "Tarehe",
      current: "Ndani ya tarehe zake za uhalali",
      expired: "Muda wa uhalali umeisha",
      notYetValid: "Muda wa uhalali bado haujaanza",
      skipped: "Haikukaguliwa",
    },
  },
  adminKeys: {
    meta: "Funguo za kutia sahihi — GeoCert",
    heading: "Funguo za kutia sahihi vyeti",
    text: "Funguo za Ed25519 za mtoaji hutia sahihi vyeti vya Open Badges na orodha zake za hali. Funguo zilizostaafishwa zinaendelea kuchapishwa, hivyo vyeti vilivyotiwa sahihi nazo vinaendelea kuthibitishwa.",
    did: "DID ya mtoaji",
    didDocument: "Funguo zilizochapishwa (hati ya DID)",
    caption: "Funguo za kutia sahihi, mpya zaidi mwishoni",
    columns: {
      id: "Ufunguo",
      created: "Uliundwa",
      retired: "Ulistaafishwa",
      state: "Hali ya ufunguo",
      storage: "Uhifadhi",
    },
    states: { current: "Wa sasa", retired: "Umestaafishwa" },
    storage: { sealed: "Umefungwa kwa ISSUER_KEY_SECRET", plain: "Haujafungwa" },
    sealWarning:
      "ISSUER_KEY_SECRET haijawekwa: funguo mpya za siri zinahifadhiwa bila kufungwa kwenye hifadhidata (tazama uamuzi 022).",
    rotate: {
      heading: "Badilisha ufunguo wa kutia sahihi",
      text: "Ufunguo mpya utatia sahihi kuanzia sasa; ufunguo wa sasa unastaafishwa lakini unaendelea kuchapishwa. Vyeti vilivyotiwa sahihi awali vinaendelea kuthibitishwa.",
      confirm: "Ndiyo, staafisha ufunguo wa sasa na uunde mpya",
      submit: "Badilisha ufunguo wa kutia sahihi",
    },
    done: {
      rotated: "Ufunguo wa kutia sahihi umebadilishwa: {{id}} utatia sahihi kuanzia sasa.",
      alreadyRotated: "Mtu mwingine alikuwa amebadilisha ufunguo sasa hivi: {{id}} utatia sahihi kuanzia sasa.",
    },
    errors: { confirm: "Weka alama kwenye kisanduku ili kuthibitisha ubadilishaji." },
  },
  errors: {
    fileRequired: "Chagua faili la cheti (.json au .svg).",
    tooLarge: "Faili ni kubwa kuliko {{size}}.",
    rateLimited_one:
      "Ukaguzi mwingi mno kutoka kwenye muunganisho wako. Tafadhali jaribu tena baada ya dakika {{count}}.",
    rateLimited_other:
      "Ukaguzi mwingi mno kutoka kwenye muunganisho wako. Tafadhali jaribu tena baada ya dakika {{count}}.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;

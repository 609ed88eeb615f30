import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "I-verify ang isang file ng kredensyal",
    lead: "May nagbigay ba sa iyo ng kredensyal ng GeoCert bilang file? Suriin ito rito: ang lagda nito, ang aming susi sa paglagda, ang kasalukuyang katayuan nito at ang mga petsa nito.",
    fileLabel: "File ng kredensyal",
    fileHint:
      "Ang kredensyal bilang JSON (.json) o ang larawan ng badge na may kredensyal sa loob (.svg), hanggang {{size}}.",
    dropHint: "o i-drop dito ang file",
    chosen: "Napili: {{name}}",
    submit: "Suriin ang file",
    checking: "Sinusuri…",
    privacy: "Sinusuri ang file sa aming server at hindi ito itinatago.",
    apiNote:
      "Maaaring ipadala ng mga sistema ng employer ang parehong file sa POST /api/credentials/verify at matanggap ang sagot bilang JSON.",
  },
  result: {
    heading: "Resulta ng pagsusuri sa file",
    checksHeading: "Mga pagsusuri",
    summaryHeading: "Ang nakasaad sa kredensyal",
    holder: "May-hawak",
    achievement: "Sertipikasyon",
    issuer: "Nagbigay",
    validFrom: "May bisa mula",
    validUntil: "May bisa hanggang",
    id: "Address ng kredensyal",
  },
  outcome: { pass: "Pumasa", fail: "Hindi pumasa", skipped: "Hindi nasuri" },
  verdicts: {
    valid: {
      title: "Balidong kredensyal",
      text: "Ang file ay tunay na kredensyal ng GeoCert, hindi nabago mula nang lagdaan namin, hindi binawi o sinuspinde, at nasa loob ng mga petsa nito.",
    },
    revoked: { title: "Binawi", text: "Tunay ang kredensyal, ngunit binawi ito ng GeoCert. Wala na itong bisa." },
    suspended: {
      title: "Sinuspinde",
      text: "Tunay ang kredensyal, ngunit pansamantala itong sinuspinde ng GeoCert. Wala itong bisa habang sinuspinde.",
    },
    expired: { title: "Paso na", text: "Tunay ang kredensyal, ngunit natapos na ang bisa nito." },
    notYetValid: { title: "Wala pang bisa", text: "Tunay ang kredensyal, ngunit hindi pa nagsisimula ang bisa nito." },
    tampered: {
      title: "Binago o hindi balidong lagda",
      text: "Nabago ang file mula nang lagdaan ito ng GeoCert, o hindi sa amin ang lagda nito. Huwag itong pagkatiwalaan.",
    },
    otherIssuer: {
      title: "Hindi ibinigay ng GeoCert",
      text: "Ibang nagbigay ang nakasaad sa kredensyal na ito. Ang mga kredensyal lamang na ibinigay namin ang aming mapananagutan: hilingin sa nagbigay nito na i-verify ito.",
    },
    statusUnavailable: {
      title: "Hindi masuri ang katayuan",
      text: "Tama ang lagda, ngunit hindi mabasa ngayon ang katayuan ng kredensyal. Subukang muli maya-maya.",
    },
    notCredential: {
      title: "Hindi kredensyal",
      text: "Walang lamang kredensyal na Open Badges 3.0 na mababasa namin ang file na ito.",
    },
  },
  checks: {
    schema: {
      label: "Anyo",
      ok: "Isang kredensyal na Open Badges 3.0",
      notJson: "Ang file ay hindi balidong JSON at hindi rin larawang SVG",
      noBakedCredential: "Walang kredensyal sa larawang SVG",
      notCredential: "Ang datos ay hindi nabe-verify na kredensyal",
      notOpenBadge: "Nabe-verify na kredensyal, ngunit hindi kumpletong kredensyal na Open Badges 3.0",
      tooLarge: "Mas malaki sa {{size}} ang file",
      empty: "Walang laman ang file",
      skipped: "Hindi nasuri",
    },
    issuer: {
      label: "Nagbigay at susi",
      currentKey: "Ibinigay ng GeoCert, nilagdaan gamit ang aming kasalukuyang susi",
      retiredKey: "Ibinigay ng GeoCert, nilagdaan gamit ang isa sa aming mga naunang susi (may bisa pa rin)",
      otherIssuer: "Ibinigay ng iba, hindi ng GeoCert",
      unknownKey: "Sinasabing GeoCert ang nagbigay, ngunit hindi sa amin ang susi sa paglagda",
      skipped: "Hindi nasuri",
    },
    proof: {
      label: "Lagda",
      ok: "Tugma ang lagda: walang binago",
      invalid: "Hindi tugma ang lagda sa nilalaman",
      skipped: "Hindi nasuri",
    },
    status: {
      label: "Katayuan",
      active: "Hindi binawi at hindi sinuspinde",
      revoked: "Binawi ng GeoCert",
      suspended: "Sinuspinde ng GeoCert",
      unavailable: "Hindi mabasa ang listahan ng katayuan",
      skipped: "Hindi nasuri",
    },
    dates: {
      label: "Mga petsa",
      current: "Nasa loob ng mga petsa ng bisa",
      expired: "Natapos na ang bisa",
      notYetValid: "Hindi pa nagsisimula ang bisa",
      skipped: "Hindi nasuri",
    },
  },
  adminKeys: {
    meta: "Mga susi sa paglagda — GeoCert",
    heading: "Mga susi sa paglagda ng kredensyal",
    text: "Nilalagdaan ng mga Ed25519 na susi ng nagbigay ang mga kredensyal na Open Badges at ang mga listahan ng katayuan nito. Nananatiling nakalathala ang mga retiradong susi, kaya nabe-verify pa rin ang mga kredensyal na nilagdaan gamit ang mga ito.",
    did: "DID ng nagbigay",
    didDocument: "Mga nakalathalang susi (dokumentong DID)",
    caption: "Mga susi sa paglagda, pinakabago sa huli",
    columns: {
      id: "Susi",
      created: "Ginawa",
      retired: "Iniretiro",
      state: "Kalagayan",
      storage: "Pag-iimbak",
    },
    states: { current: "Kasalukuyan", retired: "Retirado" },
    storage: { sealed: "Selyado gamit ang ISSUER_KEY_SECRET", plain: "Hindi selyado" },
    sealWarning:
      "Hindi nakatakda ang ISSUER_KEY_SECRET: iniimbak nang hindi selyado sa database ang mga bagong lihim na susi (tingnan ang desisyon 022).",
    rotate: {
      heading: "Palitan ang susi sa paglagda",
      text: "Isang bagong susi ang lalagda mula ngayon; iniretiro ang kasalukuyang susi ngunit nananatili itong nakalathala. Nabe-verify pa rin ang mga kredensyal na nilagdaan dati.",
      confirm: "Oo, iretiro ang kasalukuyang susi at gumawa ng bago",
      submit: "Palitan ang susi sa paglagda",
    },
    done: {
      rotated: "Napalitan ang susi sa paglagda: {{id}} ang lalagda mula ngayon.",
      alreadyRotated: "Kapapalit lang ng iba ng susi: {{id}} ang lalagda mula ngayon.",
    },
    errors: { confirm: "Lagyan ng tsek ang kahon para kumpirmahin ang pagpapalit." },
  },
  errors: {
    fileRequired: "Pumili ng file ng kredensyal (.json o .svg).",
    tooLarge: "Mas malaki sa {{size}} ang file.",
    rateLimited_one:
      "Masyadong maraming pagsusuri mula sa iyong koneksyon. Subukang muli pagkalipas ng {{count}} minuto.",
    rateLimited_other:
      "Masyadong maraming pagsusuri mula sa iyong koneksyon. Subukang muli pagkalipas ng {{count}} minuto.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;

import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Mga alerto sa trabaho · GeoCert",
    description:
      "Ang mga paghahanap sa job board na ipinapadala namin sa iyo sa email: baguhin kung gaano kadalas, o burahin.",
  },
  save: {
    heading: "Matanggap ang mga trabahong ito sa email",
    lead: "I-save ang kasalukuyang mga filter ng board bilang alerto: ipapadala namin ang mga tugmang trabaho sa sandaling mailathala.",
    frequency: "Gaano kadalas",
    email: "Ang iyong email address",
    emailHint:
      "Magpapadala muna kami ng link para kumpirmahin ang address na ito; walang ibang ipapadala hangga't hindi mo ito binubuksan.",
    memberNote: "Ipinapadala ang mga alerto sa address ng iyong account.",
    submit: "I-save ang alerto",
    manage: "Ang iyong mga alerto sa trabaho",
  },
  frequencies: {
    instant: "Sa sandaling mailathala",
    daily: "Pang-araw-araw na buod",
    weekly: "Lingguhang buod",
  },
  filters: {
    all: "Lahat ng trabaho",
    keyword: "Susing salita: {{value}}",
    salary: "Sahod mula {{value}}",
  },
  page: {
    heading: "Mga alerto sa trabaho",
    lead: "Ang mga paghahanap sa job board na ipinapadala namin sa iyo sa email. May link din ang bawat email para ihinto ito.",
    empty: "Wala ka pang alerto sa trabaho. Mag-save ng isa mula sa mga filter ng job board.",
    board: "Talaan ng trabaho",
    filters: "Paghahanap",
    frequency: "Gaano kadalas",
    change: "Baguhin",
    delete: "Burahin ang alerto",
    deleteNamed: "Burahin ang alerto: {{name}}",
    open: "Ipakita sa job board",
    guestHeading: "Ang iyong alerto sa trabaho",
    pending:
      "Naghihintay ang alertong ito ng iyong kumpirmasyon: walang email na ipapadala hangga't hindi mo ito kinukumpirma.",
    confirm: "Kumpirmahin ang alerto",
    invalid: "Hindi na valid ang link na ito: nabura ang alerto, o hindi ito nakumpirma sa loob ng tatlong araw.",
    signedInAs: "Ipinapadala ang mga alerto sa {{email}}.",
  },
  done: {
    saved: "Na-save ang alerto. Ipapadala sa iyo ang mga bagong trabahong tugma sa paghahanap na ito.",
    guestSaved:
      "Salamat. Kung makakatanggap ng aming email ang address na ito, parating na ang link ng kumpirmasyon: magsisimula ang mga alerto kapag binuksan mo ito.",
    confirmed: "Nakumpirma ang alerto. Ipapadala sa iyo ang mga bagong trabahong tugma sa paghahanap na ito.",
    frequency: "Na-save: {{frequency}}.",
    deleted: "Nabura ang alerto. Wala nang email na ipapadala para dito.",
  },
  errors: {
    frequency: "Piliin kung gaano kadalas.",
    emailRequired: "Ilagay ang iyong email address.",
    email: "Maglagay ng email address tulad ng pangalan@example.org.",
    verifyFirst:
      "Kumpirmahin muna ang email address ng iyong account (buksan ang link na ipinadala namin), saka i-save ang alerto.",
    rateLimited: "Masyadong maraming alerto sa maikling panahon. Subukan ulit pagkalipas ng isang oras.",
  },
  mail: {
    confirmSubject: "Kumpirmahin ang iyong alerto sa trabaho ng GeoCert",
    confirmBody:
      "May humiling na ipadala sa address na ito ang mga alerto sa trabaho ng GeoCert.\n\nPaghahanap: {{filters}}\nGaano kadalas: {{frequency}}\n\nPara magsimulang makatanggap, kumpirmahin dito:\n{{link}}\n\nKung hindi ikaw ito, huwag pansinin ang email na ito: wala nang ipapadala, at buburahin ang kahilingan pagkalipas ng {{days}} araw.",
    alertSubject: "Mga bagong trabaho sa geothermal para sa iyong alerto ({{count}})",
    alertIntro: "Mga bagong trabahong tugma sa iyong paghahanap ({{filters}}):",
    more: "{{count}} pa sa job board:",
    allOnBoard: "Lahat ng tugmang trabaho sa job board:",
    footer: "Natatanggap mo ito dahil nag-save ka ng alerto sa trabaho sa GeoCert ({{frequency}}).",
    manage: "Baguhin kung gaano kadalas o burahin ang alertong ito:",
    unsubscribe: "Ihinto ang alertong ito:",
    renew: "I-renew ang listing",
    kind: "mga email ng alerto sa trabaho para sa isang naka-save na paghahanap sa job board ng GeoCert",
    reminderSubject: "Mag-e-expire ang iyong job listing sa loob ng 3 araw",
    reminderBody:
      "Mag-e-expire ang iyong job listing sa GeoCert sa {{date}}:\n\n{{title}}\n\nPara manatili itong bukas nang 30 araw pa, i-renew ito sa pahina nito (mag-sign in kung hihilingin):\n{{link}}\n\nKung napunan na ang posisyon, wala kang kailangang gawin: kusang magsasara ang listing.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;

import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Izitifiketi zami — GeoCert",
    description:
      "Izitifiketi zakho ze-GeoCert nesimo sazo samanje namakhasi azo omphakathi, kanye nezitifiketi ezikhishelwe ikheli lakho ongazifuna.",
    publicTitle: "{{certification}} ka-{{name}} — GeoCert",
    publicDescription:
      "U-{{name}} unesitifiketi se-GeoCert {{id}} ({{certification}}). Isimo namuhla: {{status}}. Sihlole bukhoma kurejista ye-GeoCert.",
  },
  mine: {
    title: "Izitifiketi zami",
    lead: "Izitifiketi ezixhunywe ne-akhawunti yakho, nesimo sazo samanje, amakhasi omphakathi nokulandwayo.",
    account: "I-akhawunti yakho",
    heldHeading: "Izitifiketi onazo",
    empty: "Asikho isitifiketi esixhunywe ne-akhawunti yakho okwamanje.",
    emptyHelp:
      "Izitifiketi ezikhishelwe u-{{email}} zivela kuleli khasi ukuze uzifune. Uma esakho sikhishelwe elinye ikheli, sibhalele futhi sizosixhuma ne-akhawunti yakho.",
    contact: "Bhalela i-GeoCert",
  },
  renewal: {
    open: "Ukuvuselelwa kuvuliwe",
    renew: "Vuselela",
    renewLabel: "Vuselela isitifiketi {{id}}",
    underReview: "Ukuvuselelwa kuyabuyekezwa",
  },
  claim: {
    heading: "Ezikhishelwe ikheli lakho",
    text: "Lezi zitifiketi zikhishelwe u-{{email}}. Zifune ukuze zixhunywe ne-akhawunti yakho.",
    submit: "Funa",
    submitLabel: "Funa isitifiketi {{id}}",
    done: "Isitifiketi {{id}} manje sixhunywe ne-akhawunti yakho.",
  },
  card: {
    levelLabel: "Izinga {{number}} · {{level}}",
    holder: "Umnikazi",
    id: "Inombolo yesitifiketi",
    issued: "Sikhishwe",
    expires: "Siyasebenza kuze kube",
    expired: "Siphelelwe ngo",
    domains: "Izindawo zekhono",
    status: "Isimo",
  },
  statuses: {
    valid: "Siyasebenza",
    expired: "Siphelelwe yisikhathi",
    suspended: "Simisiwe",
    revoked: "Sihoxisiwe",
  },
  statusText: {
    valid: "Irejista ye-GeoCert iyasiqinisekisa lesi sitifiketi namuhla.",
    expired: "Lesi sitifiketi siphelelwe yisikhathi futhi asisebenzi size sivuselelwe.",
    suspended: "I-GeoCert imise lesi sitifiketi: asisebenzi ngesikhathi simisiwe.",
    revoked: "I-GeoCert ihoxise lesi sitifiketi: asisasebenzi.",
  },
  publicPage: {
    heading: "Ikhasi lomphakathi",
    on: "Livuliwe: noma ubani onesixhumanisi angavula ikhasi lalesi sitifiketi.",
    off: "Livaliwe: nguwe kuphela nabasebenzi be-GeoCert abangavula ikhasi lalesi sitifiketi.",
    switchOn: "Vula ikhasi lomphakathi",
    switchOff: "Vala ikhasi lomphakathi",
    switchLabel: "{{action}} lesitifiketi {{id}}",
    open: "Buka ikhasi lomphakathi",
    openLabel: "Buka ikhasi lomphakathi lesitifiketi {{id}}",
    preview: "Hlola ikhasi kuqala",
    previewLabel: "Hlola ikhasi kuqala lesitifiketi {{id}}",
    doneOn: "Ikhasi lomphakathi lesitifiketi {{id}} livuliwe.",
    doneOff: "Ikhasi lomphakathi lesitifiketi {{id}} livaliwe.",
  },
  page: {
    issuedTo: "Sikhishelwe",
    issuedBy: "Sikhishwe yi-GeoCert",
    checked: "Isimo sifundwe bukhoma kurejista ye-GeoCert ngo-{{date}}.",
    verifyHeading: "Qinisekisa lesi sitifiketi",
    verifyText:
      "Noma ubani angaqinisekisa lesi sitifiketi kurejista ye-GeoCert ngenombolo yaso nesibongo somnikazi, ngaphandle kwe-akhawunti.",
    verifyLink: "Qinisekisa kurejista",
    verifyLabel: "Qinisekisa kurejista: isitifiketi {{id}}",
    shareHeading: "Yabelana ngalesi sitifiketi",
    shareText:
      "Thumela lesi sixhumanisi noma usengeze ku-CV noma kuphrofayela yakho: ikhasi lihlala libonisa isimo samanje sesitifiketi.",
    shareLabel: "Isixhumanisi saleli khasi",
    copy: "Kopisha isixhumanisi",
    copied: "Isixhumanisi sikopishiwe",
    privateNotice: "Nguwe kuphela nabasebenzi be-GeoCert abangavula leli khasi: ikhasi lalo lomphakathi livaliwe.",
    privateAction: "Siphathe kokuthi Izitifiketi zami",
    staffNotice: "Ubona leli khasi njengomsebenzi we-GeoCert: umnikazi akakalenzi libe ngelomphakathi.",
    badgeLabel: "Ibheji lesitifiketi se-GeoCert, izinga: {{level}}",
  },
  errors: {
    cannotClaim:
      "Lesi sitifiketi asikwazi ukufunwa nge-akhawunti yakho. Uma kungesakho, sibhalele futhi sizosixhuma ne-akhawunti yakho.",
    notYours: "Lesi sitifiketi asixhunywanga ne-akhawunti yakho.",
  },
} satisfies Namespaces["credentials"];

export default credentials;

import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Vottanirnar mínar — GeoCert",
    description:
      "GeoCert-vottanirnar þínar með stöðu í rauntíma og opinberum síðum, og vottanir gefnar út á netfangið þitt sem þú getur sótt.",
    publicTitle: "{{certification}}: {{name}} — GeoCert-vottun",
    publicDescription:
      "{{name}} er handhafi GeoCert-vottunarinnar {{id}} ({{certification}}). Staða í dag: {{status}}. Athugaðu hana í rauntíma í vottunarskrá GeoCert.",
  },
  mine: {
    title: "Vottanirnar mínar",
    lead: "Vottanirnar sem tengdar eru aðganginum þínum, með stöðu í rauntíma, opinberum síðum og niðurhali.",
    account: "Aðgangurinn þinn",
    heldHeading: "Vottanir sem þú átt",
    empty: "Engin vottun er enn tengd aðganginum þínum.",
    emptyHelp:
      "Vottanir sem gefnar eru út á {{email}} birtast á þessari síðu svo þú getir sótt þær. Ef þín var gefin út á annað netfang skaltu skrifa okkur og við tengjum hana aðganginum þínum.",
    contact: "Skrifa GeoCert",
  },
  renewal: {
    open: "Endurnýjun opin",
    renew: "Endurnýja",
    renewLabel: "Endurnýja vottun {{id}}",
    underReview: "Endurnýjun í yfirferð",
  },
  claim: {
    heading: "Gefnar út á netfangið þitt",
    text: "Þessar vottanir voru gefnar út á {{email}}. Sæktu þær til að tengja þær aðganginum þínum.",
    submit: "Sækja",
    submitLabel: "Sækja vottun {{id}}",
    done: "Vottun {{id}} er nú tengd aðganginum þínum.",
  },
  card: {
    levelLabel: "Stig {{number}} · {{level}}",
    holder: "Handhafi",
    id: "Auðkenni vottunar",
    issued: "Gefin út",
    expires: "Í gildi til",
    expired: "Rann út",
    domains: "Hæfnisvið",
    status: "Staða",
  },
  statuses: {
    valid: "Virk",
    expired: "Útrunnin",
    suspended: "Í biðstöðu",
    revoked: "Afturkölluð",
  },
  statusText: {
    valid: "Vottunarskrá GeoCert staðfestir þessa vottun í dag.",
    expired: "Þessi vottun er útrunnin og gildir ekki fyrr en hún er endurnýjuð.",
    suspended: "GeoCert hefur sett þessa vottun í biðstöðu: hún gildir ekki á meðan.",
    revoked: "GeoCert hefur afturkallað þessa vottun: hún gildir ekki lengur.",
  },
  publicPage: {
    heading: "Opinber síða",
    on: "Kveikt: allir sem hafa tengilinn geta opnað síðu þessarar vottunar.",
    off: "Slökkt: aðeins þú og starfsfólk GeoCert geta opnað síðu þessarar vottunar.",
    switchOn: "Kveikja á opinberri síðu",
    switchOff: "Slökkva á opinberri síðu",
    switchLabel: "{{action}} fyrir vottun {{id}}",
    open: "Opna opinbera síðu",
    openLabel: "Opna opinbera síðu vottunar {{id}}",
    preview: "Forskoða síðu",
    previewLabel: "Forskoða síðu vottunar {{id}}",
    doneOn: "Kveikt er á opinberri síðu vottunar {{id}}.",
    doneOff: "Slökkt er á opinberri síðu vottunar {{id}}.",
  },
  page: {
    issuedTo: "Gefin út til",
    issuedBy: "Gefin út af GeoCert",
    checked: "Staða lesin í rauntíma úr vottunarskrá GeoCert {{date}}.",
    verifyHeading: "Staðfesta þessa vottun",
    verifyText:
      "Hver sem er getur staðfest þessa vottun í vottunarskrá GeoCert með auðkenni hennar og eftirnafni handhafa, án aðgangs.",
    verifyLink: "Staðfesta í skránni",
    verifyLabel: "Staðfesta í skránni: vottun {{id}}",
    shareHeading: "Deila þessari vottun",
    shareText:
      "Sendu þennan tengil eða bættu honum við ferilskrána eða prófílinn þinn: síðan sýnir alltaf núverandi stöðu vottunarinnar.",
    shareLabel: "Tengill á þessa síðu",
    copy: "Afrita tengil",
    copied: "Tengill afritaður",
    privateNotice: "Aðeins þú og starfsfólk GeoCert geta opnað þessa síðu: slökkt er á opinberri síðu hennar.",
    privateAction: "Stjórna henni undir Vottanirnar mínar",
    staffNotice: "Þú sérð þessa síðu sem starfsmaður GeoCert: handhafinn hefur ekki gert hana opinbera.",
    badgeLabel: "Merki GeoCert-vottunar, stig: {{level}}",
  },
  errors: {
    cannotClaim:
      "Ekki er hægt að sækja þessa vottun með aðganginum þínum. Ef hún er þín skaltu skrifa okkur og við tengjum hana aðganginum þínum.",
    notYours: "Þessi vottun er ekki tengd aðganginum þínum.",
  },
} satisfies Namespaces["credentials"];

export default credentials;

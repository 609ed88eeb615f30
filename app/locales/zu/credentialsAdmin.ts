import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Izitifiketi — Ukuphatha — GeoCert",
    importTitle: "Ngenisa izitifiketi — Ukuphatha — GeoCert",
  },
  list: {
    heading: "Irejista yezitifiketi",
    search: "Sesha",
    id: "Inombolo yesitifiketi",
    holder: "Umnikazi",
    level: "Izinga",
    status: "Isimo",
    actions: "Izenzo",
  },
  statuses: {
    valid: "Siyasebenza",
    active: "Siyaphila",
    expired: "Siphelelwe yisikhathi",
    suspended: "Simisiwe",
    revoked: "Sihoxisiwe",
    notFound: "Asitholakalanga",
  },
  change: {
    open: "Shintsha isimo",
    status: "Isimo esisha",
    reason: "Isizathu",
    date: "Usuku olusebenzayo",
    submit: "Londoloza isimo",
  },
  issue: {
    heading: "Khipha isitifiketi",
    givenNames: "Amagama",
    lastName: "Isibongo",
    email: "I-imeyili",
    level: "Izinga",
    domains: "Imikhakha yekhono",
    issuedOn: "Sikhishwe",
    expiresOn: "Siyasebenza kuze kube",
    submit: "Khipha isitifiketi",
  },
  import: {
    link: "Ngenisa kusuka ku-CSV",
    heading: "Ngenisa izitifiketi kusuka ku-CSV",
    template: "Landa ithempulethi ye-CSV",
    file: "Ifayela le-CSV",
    preview: "Hlola ifayela",
    row: "Umugqa",
    problems: "Izinkinga",
  },
  errors: {
    givenNames: "Faka amagama.",
    lastName: "Faka isibongo.",
    email: "Faka i-imeyili evumelekile, noma uyishiye ingenalutho.",
    level: "Khetha elilodwa kumazinga amane.",
    domains: "Khetha okungenani umkhakha owodwa wekhono.",
    date: "Faka usuku ngendlela ethi YYYY-MM-DD.",
    expiryBeforeIssue: "Usuku lokuphelelwa kufanele lube ngemva kosuku lokukhishwa.",
    status: "Khetha isimo.",
    reason: "Nikeza isizathu (okungenani izinhlamvu ezi-3).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;

import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Mga kredensyal — Administrasyon — GeoCert",
    importTitle: "Mag-import ng mga kredensyal — Administrasyon — GeoCert",
  },
  list: {
    heading: "Rehistro ng mga kredensyal",
    search: "Maghanap",
    id: "ID ng kredensyal",
    holder: "May-hawak",
    level: "Antas",
    status: "Katayuan",
    actions: "Mga aksyon",
  },
  statuses: {
    valid: "Balido",
    active: "Aktibo",
    expired: "Expired na",
    suspended: "Suspendido",
    revoked: "Binawi",
    notFound: "Hindi natagpuan",
  },
  change: {
    open: "Baguhin ang katayuan",
    status: "Bagong katayuan",
    reason: "Dahilan",
    date: "Petsa ng bisa",
    submit: "I-save ang katayuan",
  },
  issue: {
    heading: "Mag-isyu ng kredensyal",
    givenNames: "Pangalan",
    lastName: "Apelyido",
    email: "Email",
    level: "Antas",
    domains: "Mga larangan ng kakayahan",
    issuedOn: "Inisyu noong",
    expiresOn: "Balido hanggang",
    submit: "Mag-isyu ng kredensyal",
  },
  import: {
    link: "Mag-import mula sa CSV",
    heading: "Mag-import ng mga kredensyal mula sa CSV",
    template: "I-download ang CSV template",
    file: "CSV file",
    preview: "Suriin ang file",
    row: "Hanay",
    problems: "Mga problema",
  },
  errors: {
    givenNames: "Ilagay ang pangalan.",
    lastName: "Ilagay ang apelyido.",
    email: "Maglagay ng wastong email, o iwanang blangko.",
    level: "Pumili ng isa sa apat na antas.",
    domains: "Pumili ng hindi bababa sa isang larangan ng kakayahan.",
    date: "Ilagay ang petsa bilang YYYY-MM-DD.",
    expiryBeforeIssue: "Dapat mas huli ang petsa ng pag-expire kaysa petsa ng pag-isyu.",
    status: "Pumili ng katayuan.",
    reason: "Magbigay ng dahilan (hindi bababa sa 3 karakter).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;

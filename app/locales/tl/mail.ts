import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Pandaigdigang sertipikasyon para sa mga manggagawa sa geothermal",
    unsubscribe: "Mag-unsubscribe",
    unsubscribeLead: "Ayaw mo na bang matanggap ang mga email na ito?",
    linkFallback: "Kung hindi gumagana ang button, kopyahin ang address na ito sa iyong browser:",
  },
  reasons: {
    account:
      "Natatanggap mo ang email na ito dahil tungkol ito sa isang GeoCert account na gumagamit ng address na ito.",
    form: "Natatanggap mo ang email na ito dahil inilagay ang address na ito sa isang form sa website ng GeoCert.",
    member: "Natatanggap mo ang email na ito bilang miyembro ng komunidad ng GeoCert.",
    newsletter: "Natatanggap mo ang newsletter ng GeoCert dahil nag-subscribe dito ang address na ito.",
  },
  actions: {
    confirmAddress: "Kumpirmahin ang iyong address",
    choosePassword: "Pumili ng bagong password",
    mentorships: "Buksan ang iyong mga mentorship",
    directory: "Buksan ang direktoryo",
  },
  unsubscribe: {
    metaTitle: "Mag-unsubscribe — GeoCert",
    heading: "Mag-unsubscribe",
    lead: "Ihinto ang isang uri ng email mula sa GeoCert. Hindi kailangang mag-sign in, at agad itong magkakabisa.",
    willStop: "Ititigil nito ang:",
    button: "Mag-unsubscribe",
    done: "Tapos na: hindi mo na matatanggap ang {{what}}.",
    already: "Hindi mo na natatanggap ang {{what}}.",
    invalidHeading: "Hindi gumagana ang link na ito para mag-unsubscribe",
    invalidText:
      "Kulang, binago, o masyadong luma na ang link. Gamitin ang link sa mas bagong email mula sa amin, o sumulat sa amin sa pahina ng pakikipag-ugnayan at ihihinto namin ang mga email para sa iyo.",
    contact: "Makipag-ugnayan sa amin",
    errors: {
      invalid:
        "Hindi gumagana ang link na ito para mag-unsubscribe. Gamitin ang link sa mas bagong email mula sa amin.",
      failed: "May nagkamali sa aming panig. Pakisubukang muli.",
    },
  },
  kinds: {
    newsletter: "ang newsletter ng GeoCert sa {{email}}",
  },
  preview: {
    metaTitle: "Mga template ng email — Admin",
    heading: "Mga template ng email",
    lead: "Bawat email na ipinapadala ng site, ipinapakita gamit ang kathang-isip na sample na datos sa wikang pipiliin mo. Walang ipinapadala mula sa pahinang ito.",
    templates: "Mga template",
    language: "Wika",
    show: "Ipakita",
    subject: "Paksa",
    category: "Uri",
    categories: {
      transactional: "Transaksyonal (walang unsubscribe)",
      notification: "Abiso (may unsubscribe)",
      newsletter: "Newsletter (may unsubscribe)",
    },
    html: "Bahaging HTML",
    frameTitle: "Ang bahaging HTML ng “{{name}}”",
    text: "Bahaging plain text",
    names: {
      verify: "Account: kumpirmahin ang address",
      reset: "Account: i-reset ang password",
      existing: "Account: may sumubok mag-sign up gamit ang address na ito",
      contactConfirmation: "Contact form: kumpirmasyon sa bisita",
      contactStaff: "Contact form: abiso sa mga kawani",
      partnerConfirmation: "Aplikasyon sa pakikipagsosyo: kumpirmasyon sa aplikante",
      partnerStaff: "Aplikasyon sa pakikipagsosyo: abiso sa mga kawani",
      mentorshipRequest: "Mentorship: natanggap ang kahilingan",
      mentorshipAccepted: "Mentorship: tinanggap ang kahilingan (sa mentee)",
      mentorshipAcceptedMentor: "Mentorship: tinanggap ang kahilingan (sa mentor)",
      mentorshipDeclined: "Mentorship: tinanggihan ang kahilingan",
      mentorshipEnded: "Mentorship: natapos ang mentorship",
      directoryMessage: "Direktoryo: mensahe mula sa isang miyembro",
      newsletterFrame: "Newsletter: ang balangkas ng isang isyu, kasama ang link para mag-unsubscribe",
      partnerGranted: "Partnership: naaprubahan, ibinigay ang papel na partner",
      partnerInvited: "Partnership: naaprubahan, imbitasyong gumawa ng account",
      partnerDeclined: "Partnership: tinanggihan, kasama ang dahilan",
      mentorshipEnding: "Mentorship: malapit nang matapos",
    },
    sampleHeading: "Isang halimbawang isyu",
    sampleText:
      "Ipinapakita lamang ng tekstong ito ang balangkas ng bawat isyu ng newsletter: ang header, ang footer at ang link para mag-unsubscribe. Kathang-isip ang address.",
    sampleQuote: "Isang sinipi na bahagi, gaya ng pagpapakita ng email sa isang post o mensahe.",
    sampleReason: "Halimbawang dahilan na isinulat ng aming staff, gaya ng natatanggap ng aplikante.",
  },
} satisfies Namespaces["mail"];

export default mail;

import type { Namespaces } from "../types";

const renewal = {
  meta: {
    title: "I-renew ang {{id}} — GeoCert",
    description:
      "I-renew ang iyong kredensyal sa GeoCert: ang iyong progreso sa CPD, ang kulang pa, at ang kahilingan sa pag-renew.",
    adminTitle: "Mga pag-renew — Pangangasiwa ng GeoCert",
    adminDetailTitle: "Pag-renew ng {{id}} — Pangangasiwa ng GeoCert",
  },
  page: {
    title: "I-renew ang iyong kredensyal",
    lead: {
      valid: "{{certification}}, kredensyal {{id}}, may bisa hanggang {{date}}.",
      expired: "{{certification}}, kredensyal {{id}}, nag-expire noong {{date}}.",
      grace:
        "{{certification}}, kredensyal {{id}}, nag-expire noong {{date}}. Naipadala mo ang iyong pag-renew nang hindi lalampas sa petsang iyon, kaya may bisa pa ito sa buong palugit, hanggang {{until}}, habang sinusuri ang pag-renew.",
      suspended: "{{certification}}, kredensyal {{id}}, suspendido.",
      revoked: "{{certification}}, kredensyal {{id}}, binawi.",
    },
    credentials: "Aking mga kredensyal",
    phase: {
      notYet_one:
        "Magbubukas ang pag-renew sa {{opens}}, {{count}} buwan bago mag-expire ang iyong kredensyal sa {{date}}. Ipagpatuloy ang pagtatala ng iyong CPD hanggang noon.",
      notYet_other:
        "Magbubukas ang pag-renew sa {{opens}}, {{count}} buwan bago mag-expire ang iyong kredensyal sa {{date}}. Ipagpatuloy ang pagtatala ng iyong CPD hanggang noon.",
      open: "Bukas ang pag-renew hanggang mag-expire ang iyong kredensyal sa {{date}}.",
      grace:
        "Nag-expire ang iyong kredensyal noong {{date}}. Maaari mo pa itong i-renew hanggang {{graceEnds}}; pagkatapos noon, mawawalan na ito ng bisa.",
      reinstatement:
        "Nawalan na ng bisa ang iyong kredensyal. Maaari mo itong ibalik nang walang bagong pagsusulit hanggang {{until}}: i-renew ito gaya ng nasa ibaba.",
      closed_one:
        "Mahigit {{count}} buwan nang expired ang iyong kredensyal, kaya hindi na maibabalik ang bisa nito. Para muling magkaroon nito, kumuha muli ng pagsusulit.",
      closed_other:
        "Mahigit {{count}} buwan nang expired ang iyong kredensyal, kaya hindi na maibabalik ang bisa nito. Para muling magkaroon nito, kumuha muli ng pagsusulit.",
      blocked:
        "Suspendido o binawi ang kredensyal na ito, kaya hindi ito mare-renew dito. Sumulat sa amin kung may tanong ka.",
    },
    progressHeading: "CPD sa siklong ito",
    progressText:
      "Binibilang ang mga entry na may petsang {{start}} hanggang {{end}}, bawat kategorya hanggang sa limitasyon nito.",
    progressToday: {
      grace:
        "Binibilang para sa pag-renew ang mga aktibidad mula {{start}} hanggang ngayong araw, pati ang mga ginawa pagkatapos mag-expire ang iyong kredensyal noong {{expired}}, bawat kategorya hanggang sa limitasyon nito.",
      reinstatement:
        "Binibilang para sa pagbabalik ng bisa ang mga aktibidad mula {{start}} hanggang ngayong araw, pati ang mga ginawa pagkatapos mag-expire ang iyong kredensyal noong {{expired}}, bawat kategorya hanggang sa limitasyon nito.",
    },
    counted: "{{counted}} sa {{required}} oras ang nabilang",
    missing: "Kulang pa ng {{missing}} oras.",
    met: "Natugunan na ang kinakailangan.",
    table: {
      caption: "Mga oras bawat kategorya sa siklong ito",
      category: "Kategorya",
      logged: "Naitala",
      counted: "Nabilang",
      cap: "Limitasyon",
      noCap: "Walang limitasyon",
    },
    ledger: "Buksan ang iyong talaan ng CPD",
    feeHeading: "Bayad sa pag-renew",
    fee: "Para sa {{certification}}: {{fee}} (mga miyembro / iba pa). Babayaran ito kapag naaprubahan na ang iyong pag-renew; nakasaad ito sa email ng pag-apruba.",
    submitHeading: "Humiling ng pag-renew",
    submitText:
      "Sinusuri ng staff ang mga entry na nabilang sa itaas. Isang bahagi ng mga pag-renew ang pinipili nang random para sa audit: saka kami hihingi ng patunay para sa mga entry.",
    conduct: "Kinukumpirma kong sinusunod ko ang code of conduct ng GeoCert.",
    submit: "Ipadala ang aking pag-renew",
    notMetYet: "Maipapadala mo ang iyong pag-renew kapag natugunan na ang kinakailangan.",
    statusHeading: "Ang iyong pag-renew",
    sentOn: "Ipinadala noong {{date}}.",
    status: {
      submitted: "Naipadala: susuriin ito ng staff.",
      inAudit: "Napili para sa audit: hiningan ng patunay.",
      evidenceReady: "Handa na ang patunay: sinusuri ito ng staff.",
      approved: "Naaprubahan: may bisa ang iyong kredensyal hanggang {{date}}.",
      declined: "Tinanggihan.",
    },
    auditText:
      "Maglakip ng patunay (sertipiko, talaan ng pagdalo, invoice) sa mga entry sa ibaba na wala pa nito, sa iyong talaan ng CPD. Pagkatapos, sabihin sa amin na handa na ito.",
    evidenceMissing: "Walang patunay",
    evidenceAttached: "May nakalakip na patunay",
    evidenceReady: "Handa na ang patunay",
    declinedReason: "Dahilang ibinigay ng staff:",
    renewAgain: "Maaari kang magpadala ng bagong kahilingan sa pag-renew kapag naayos mo na ang dahilan.",
    entriesHeading: "Mga entry na ipinadala para suriin",
    entries: {
      caption: "Mga entry sa talaan na nabilang sa pag-renew na ito",
      date: "Petsa",
      category: "Kategorya",
      hours: "Oras",
      provider: "Tagapagbigay",
      evidence: "Patunay",
    },
  },
  categories: {
    courses: "Mga kurso",
    events: "Mga kaganapan",
    teaching: "Pagtuturo",
    publishing: "Paglalathala",
    mentoring: "Pagmementor",
    community: "Komunidad",
    service: "Boluntaryong serbisyo",
  },
  admin: {
    heading: "Mga pag-renew",
    lead: "Mga kredensyal na malapit nang i-renew, mga pag-renew na susuriin, at mga audit na isinasagawa.",
    expiringHeading: "Malapit nang mag-expire",
    within: "Sa loob ng {{days}} araw",
    chartLabel: "Mga aktibong kredensyal na mag-e-expire sa loob ng {{spans}} araw",
    chartTable: "Mga numero ng tsart",
    span: "Saklaw",
    count: "Mga kredensyal",
    toReview: "Mga pag-renew na susuriin",
    audits: "Mga audit na isinasagawa",
    decided: "Kamakailang napagpasyahan",
    none: "Wala.",
    expiringList_one: "Mag-e-expire sa loob ng {{count}} araw",
    expiringList_other: "Mag-e-expire sa loob ng {{count}} araw",
    columns: {
      credential: "Kredensyal",
      holder: "May-hawak",
      level: "Antas",
      status: "Katayuan",
      sent: "Ipinadala",
      expires: "Mag-e-expire",
      audit: "Pagsusuri",
    },
    sampled: "Napili",
    notSampled: "Hindi napili",
    held: "Naka-link sa account",
    unheld: "Hindi pa kinukuha",
    renewalOpen: "Naipadala ang pag-renew",
    rateHeading: "Antas ng audit",
    rateLabel: "Bahagi ng mga pag-renew na pinipili para sa audit (porsiyento)",
    rateHint:
      "Bawat pag-renew ay pinipili nang random para sa audit sa antas na ito kapag ipinadala. {{rate}} bilang default.",
    rateSave: "I-save ang antas",
    back: "Lahat ng pag-renew",
    detailHeading: "Pag-renew ng {{id}}",
    holder: "May-hawak",
    cycle: "Panahong binilang",
    cycleValue: "{{start}} hanggang {{end}}",
    draw: "Bunutan para sa audit",
    drawValue: "{{draw}} sa 10,000 sa antas na {{rate}}%: {{outcome}}",
    conduct: "Kodigo ng pag-uugali",
    conductValue: "Kinumpirma noong {{date}}",
    credentialStatus: "Kredensyal ngayon",
    credentialStatuses: { valid: "May bisa", expired: "Expired na", suspended: "Suspendido", revoked: "Binawi" },
    statuses: {
      submitted: "Naipadala",
      inAudit: "Sa audit",
      evidenceReady: "Handa na ang patunay",
      approved: "Naaprubahan",
      declined: "Tinanggihan",
    },
    open: "Suriin",
    openLabel: "Suriin ang pag-renew ng {{id}}",
    newValidity: "Bagong bisa",
    evidenceLink: "Tingnan ang patunay ng entry noong {{date}}",
    evidenceView: "Tingnan ang patunay",
    removed: "Binura na ang entry",
    reviewHeading: "Pasya",
    requestEvidence: "Humingi ng patunay",
    requestEvidenceText: "Padadalhan ng email ang may-hawak at hihilinging maglakip ng patunay sa kanyang talaan.",
    approve: "Aprubahan ang pag-renew",
    approveText:
      "Makakakuha ang kredensyal ng susunod na siklo ({{years}} taon) at bagong pinirmahang kredensyal; padadalhan ng email ang may-hawak.",
    waitingEvidence: "Hinihintay ang patunay ng may-hawak bago magpasya.",
    reason: "Dahilan ng pagtanggi",
    reasonHint: "Ipapadala sa may-hawak kung paano ito isinulat.",
    decline: "Tanggihan ang pag-renew",
    decidedOn: "Napagpasyahan noong {{date}}.",
  },
  mail: {
    button: "Buksan ang iyong pag-renew",
    reminder: {
      subject: "Mag-e-expire ang iyong kredensyal sa GeoCert na {{id}} sa loob ng {{days}} araw",
      body: "Ang iyong {{certification}} (kredensyal {{id}}) ay mag-e-expire sa {{date}}.\n\nBukas na ang pag-renew: tingnan ang iyong mga oras ng CPD at ipadala ang iyong kahilingan sa pag-renew.\n\n{{link}}\n\nAng iyong talaan ng CPD: {{ledger}}",
    },
    lapse: {
      subject: "Nawalan na ng bisa ang iyong kredensyal sa GeoCert na {{id}}",
      body_one:
        "Nag-expire ang iyong {{certification}} (kredensyal {{id}}) noong {{date}} at tapos na ang palugit: ipinapakita na ito ngayon bilang expired.\n\nMaaari mo pa itong ibalik nang walang bagong pagsusulit hanggang {{until}} ({{count}} buwan mula nang mag-expire) sa pamamagitan ng pagpapadala ng kahilingan sa pag-renew. Binibilang dito ang mga oras ng CPD na itatala mo ngayon: ang mga aktibidad mula {{start}} hanggang sa araw na ipadala mo ang kahilingan, bawat kategorya hanggang sa limitasyon nito.\n\n{{link}}\n\nAng iyong talaan ng CPD: {{ledger}}",
      body_other:
        "Nag-expire ang iyong {{certification}} (kredensyal {{id}}) noong {{date}} at tapos na ang palugit: ipinapakita na ito ngayon bilang expired.\n\nMaaari mo pa itong ibalik nang walang bagong pagsusulit hanggang {{until}} ({{count}} buwan mula nang mag-expire) sa pamamagitan ng pagpapadala ng kahilingan sa pag-renew. Binibilang dito ang mga oras ng CPD na itatala mo ngayon: ang mga aktibidad mula {{start}} hanggang sa araw na ipadala mo ang kahilingan, bawat kategorya hanggang sa limitasyon nito.\n\n{{link}}\n\nAng iyong talaan ng CPD: {{ledger}}",
    },
    evidence: {
      subject: "Napili para sa audit ang iyong pag-renew sa GeoCert",
      body: 'Napili para sa audit ang iyong pag-renew ng {{certification}} (kredensyal {{id}}).\n\nMaglakip ng patunay sa mga entry na wala pa nito sa iyong talaan ng CPD ({{ledger}}), saka pindutin ang "Handa na ang patunay" sa pahina ng iyong pag-renew.\n\n{{link}}',
    },
    approved: {
      subject: "Na-renew na ang iyong kredensyal sa GeoCert na {{id}}",
      body: "Naaprubahan ang iyong pag-renew ng {{certification}} (kredensyal {{id}}). May bisa na ngayon ang iyong kredensyal hanggang {{date}}; dala ng pinirmahang bersyon at sertipiko nito ang mga bagong petsa.\n\nBayad sa pag-renew: {{fee}} (mga miyembro / iba pa).\n\n{{link}}",
    },
    declined: {
      subject: "Tinanggihan ang iyong pag-renew sa GeoCert ng {{id}}",
      body: "Tinanggihan ang iyong pag-renew ng {{certification}} (kredensyal {{id}}) dahil dito:\n\n{{reason}}\n\nMaaari kang magpadala ng bagong kahilingan mula sa pahina ng iyong pag-renew.\n\n{{link}}",
    },
  },
  errors: {
    conduct: "Kumpirmahing sinusunod mo ang code of conduct.",
    notMet: "Hindi pa natutugunan ang kinakailangang CPD: hindi naipadala ang iyong pag-renew.",
    phase: "Hindi mare-renew ngayon ang kredensyal na ito.",
    state: "Nagbago ang pag-renew na ito sa pansamantala: i-reload ang pahina.",
    auditFirst: "Ina-audit ang pag-renew na ito: humingi ng patunay at hintaying maging handa ito.",
    revoked: "Binawi ang kredensyal: hindi na ito mare-renew.",
    reason: "Magbigay ng dahilan na hindi bababa sa 3 titik.",
    reasonLong: "Masyadong mahaba ang dahilan (hanggang 2,000 titik lamang).",
    rate: "Maglagay ng buong numero mula 0 hanggang 100.",
  },
  done: {
    submitted: "Naipadala ang iyong pag-renew.",
    evidenceReady: "Salamat: susuriin ng staff ang iyong patunay.",
    evidenceRequested: "Humingi ng patunay: napadalhan ng email ang may-hawak.",
    approved: "Naaprubahan ang pag-renew: may bagong bisa na ang kredensyal.",
    declined: "Tinanggihan ang pag-renew: naipadala sa may-hawak ang dahilan.",
    rateSaved: "Ang antas ng audit ay {{rate}}% na ngayon.",
  },
} satisfies Namespaces["renewal"];

export default renewal;

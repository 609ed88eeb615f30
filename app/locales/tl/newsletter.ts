import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Kumpirmahin ang inyong subscription — GeoCert",
    heading: "Kumpirmahin ang subscription sa newsletter",
    lead: "Isang click lang at makakatanggap ang address na ito ng newsletter ng GeoCert minsan sa isang buwan. Maaari kayong mag-unsubscribe mula sa bawat isyu.",
    button: "Kumpirmahin ang subscription",
    done: "Tapos na: makakatanggap na ang address na ito ng newsletter ng GeoCert.",
    invalidHeading: "Hindi gumagana ang link na ito ng pagkumpirma",
    invalidText:
      "Kulang ang link, nagamit na, o higit na sa 7 araw. Mag-sign up muli sa home page at padadalhan namin kayo ng bagong link.",
    home: "Pumunta sa home page",
    errors: {
      invalid: "Hindi gumagana ang link na ito ng pagkumpirma. Mag-sign up muli para sa bago.",
      failed: "May nangyaring mali sa aming panig. Pakisubukang muli.",
    },
  },
  admin: {
    metaTitle: "Newsletter — Administrasyon — GeoCert",
    heading: "Mga isyu ng newsletter",
    text: "Sumulat ng isyu sa Ingles at, kung gusto ninyo, sa ibang wika: bawat kumpirmadong subscriber ay tatanggap ng bersyon sa kanyang wika, o ng Ingles.",
    newIssue: "Bagong isyu",
    empty: "Wala pang isyu.",
    columns: {
      subject: "Paksa",
      status: "Katayuan",
      progress: "Progreso",
      created: "Ginawa",
    },
    status: { draft: "Borador", sending: "Ipinapadala", sent: "Naipadala" },
  },
  issue: {
    newTitle: "Bagong isyu ng newsletter — Administrasyon — GeoCert",
    newHeading: "Bagong isyu",
    editTitle: "Isyu ng newsletter — Administrasyon — GeoCert",
    editHeading: "Isyu",
    english: "Ingles (kailangan)",
    otherLanguages: "Ibang wika (opsyonal: kung walang bersyon, Ingles ang matatanggap ng mga subscriber)",
    subject: "Paksa",
    body: "Teksto (markdown)",
    bodyHint:
      "Markdown: **makapal**, *italiko*, [link](https://…), mga listahan at heading. Tinatanggal ang mga script at style.",
    save: "I-save ang draft",
    previewHeading: "Preview",
    previewLanguage: "Wika",
    preview: "I-save at i-preview",
    previewFrame: "Ang isyu ayon sa hitsura ng email sa {{language}}",
    previewFallback:
      "Walang bersyon sa wikang ito: Ingles ang natatanggap ng mga subscriber nito, na ipinapakita rito.",
    sendHeading: "Ipadala",
    sendText:
      "Mga tatanggap ngayon: {{count}} kumpirmadong subscriber, bawat isa sa kanyang wika. Kapag nagsimula ang pagpapadala, hindi na mababago ang isyu.",
    confirm: "Nasuri ko na ang preview at gusto kong ipadala ang isyung ito ngayon",
    send: "Ipadala ang isyu",
    progressLabel: "Progreso ng pagpapadala",
    progress: "{{sent}} sa {{total}} na email ang naibigay sa pila ng mail",
    back: "Lahat ng isyu",
    readOnly: "Ipinapadala na o naipadala na ang isyung ito: hindi na mababago ang teksto nito.",
    done: {
      created: "Naka-save ang draft.",
      saved: "Naka-save ang draft.",
      sending: "Nagsimula na ang pagpapadala. Mga tatanggap: {{count}}.",
    },
    errors: {
      subjectRequired: "Ilagay ang paksa sa Ingles.",
      bodyRequired: "Ilagay ang teksto sa Ingles.",
      subjectMissing: "Magdagdag ng paksa para sa wikang ito, o iwanang walang laman ang dalawang field.",
      bodyMissing: "Magdagdag ng teksto para sa wikang ito, o iwanang walang laman ang dalawang field.",
      subjectTooLong: "Hanggang 200 character lang ang paksa.",
      bodyTooLong: "Hanggang 50,000 character lang ang teksto.",
      confirmRequired: "Lagyan ng tsek ang kahon para kumpirmahin ang pagpapadala.",
      notDraft: "Ipinapadala na ang isyung ito: hindi na ito mababago.",
    },
  },
  mail: {
    confirmSubject: "Kumpirmahin ang inyong subscription sa newsletter ng GeoCert",
    confirmBody:
      "May humiling na matanggap ang newsletter ng GeoCert sa address na ito. Para kumpirmahin, gamitin ang button sa ibaba sa loob ng 7 araw:\n\n{{link}}\n\nKung hindi kayo iyon, huwag pansinin ang email na ito: kung walang pagkumpirma, hindi naka-subscribe ang address at buburahin ito pagkalipas ng 7 araw.",
    confirmButton: "Kumpirmahin ang subscription",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;

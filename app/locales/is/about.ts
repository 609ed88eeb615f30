import type { Namespaces } from "../types";

const about = {
  meta: {
    title: "Um okkur — GeoCert",
    description:
      "Hver GeoCert er: markmið, stjórnarhættir, óhæði, hvernig vottun fer fram, staðlarnir sem við fylgjum og svör við algengum spurningum.",
  },
  header: {
    eyebrow: "Um GeoCert",
    title: "Vottunaraðili fyrir fagfólk í jarðvarma",
    lead: "GeoCert er óháður aðili, rekinn án hagnaðarsjónarmiða, sem prófar og vottar hæfni fagfólks í jarðvarma, hvar sem það starfar.",
  },
  toc: {
    "who-we-are": "Hver við erum",
    governance: "Stjórnarhættir",
    independence: "Óhæði og hlutleysi",
    "how-it-works": "Hvernig vottun fer fram",
    standards: "Staðlar og faggilding",
    faq: "Algengar spurningar",
  },
  who: {
    heading: "Hver við erum",
    lead: "Stofnað af fagfólki, kennurum og vinnuveitendum sem vildu eina trausta og flytjanlega staðfestingu á hæfni starfsfólks í jarðvarma.",
    mission: {
      title: "Hlutverk",
      text: "Að gera hæfni fagfólks í jarðvarma sýnilega og sambærilega milli landa með sanngjarnri, vandaðri og hagkvæmri vottun.",
    },
    vision: {
      title: "Framtíðarsýn",
      text: "Heimur þar sem hvert jarðvarmaverkefni er byggt og rekið af fólki sem fær hæfni sína viðurkennda, óháð landi, tungumáli eða leið inn í greinina.",
    },
    values: {
      title: "Gildin okkar",
      items: {
        impartiality: {
          title: "Hlutleysi",
          text: "Ákvarðanir byggjast eingöngu á sönnunum um hæfni, aldrei á því hver greiðir, hver kennir eða hver ræður umsækjanda til starfa.",
        },
        rigour: {
          title: "Vandvirkni",
          text: "Hvert próf er samið út frá útgefnum hæfniramma, yfirfarið af sérfræðingum og prófað með tölfræðilegum aðferðum.",
        },
        openness: {
          title: "Gagnsæi",
          text: "Hæfniramminn, gjöldin, reglurnar og hlutfall þeirra sem standast eru birt opinberlega og hver sem er getur sannreynt vottun.",
        },
        inclusion: {
          title: "Aðgengi fyrir alla",
          text: "Próf á 11 tungumálum, lægri gjöld þar sem tekjur eru lægri og aðlögun fyrir umsækjendur sem þurfa hana.",
        },
      },
    },
  },
  governance: {
    heading: "Stjórnarhættir",
    lead: "Stjórn ber ábyrgð á GeoCert; ráðgjafarnefnd fagfólks og fræðimanna leiðbeinir um hæfnirammann.",
    directorsHeading: "Stjórn",
    directorsLead:
      "Sex stjórnarmenn, kjörnir til þriggja ára. Að minnsta kosti tveir eru óháðir greininni og einn er vottaður fagmaður.",
    advisoryHeading: "Ráðgjafarnefnd",
    advisoryLead: "Fagfólk og fræðimenn frá fimm heimsálfum fara yfir hæfnirammann og forskriftir prófanna.",
    fictionalNote: "Fólkið sem hér er sýnt er skáldað.",
    directorRoles: {
      chair: "Formaður",
      viceChair: "Varaformaður",
      treasurer: "Gjaldkeri",
      secretary: "Ritari",
      publicInterest: "Fulltrúi almannahagsmuna",
      practitioner: "Fulltrúi fagfólks",
    },
    backgrounds: {
      energyRegulation: "Eftirlit með orkumálum",
      geothermalEngineering: "Jarðvarmaverkfræði",
      publicFinance: "Opinber fjármál",
      vocationalEducation: "Starfsmenntun",
      consumerProtection: "Neytendavernd",
      plantOperations: "Rekstur orkuvera",
    },
    advisoryRoles: {
      chair: "Formaður",
      academicLead: "Leiðtogi fræðasamfélagsins",
      industryLead: "Leiðtogi atvinnulífsins",
      technicalAdvisor: "Tækniráðgjafi",
      workforceDevelopment: "Efling mannauðs",
      regionalAdvisor: "Svæðisráðgjafi",
    },
    expertise: {
      reservoirModelling: "Líkangerð jarðhitakerfa",
      geothermalEducation: "Menntun í jarðvarmafræðum",
      plantOperations: "Rekstur orkuvera",
      drillingSafety: "Öryggi við borun",
      skillsPolicy: "Hæfnistefna",
      asiaPacific: "Markaðir í Asíu og Kyrrahafi",
    },
  },
  independence: {
    heading: "Óhæði og hlutleysi",
    lead: "Vottun er aðeins jafn mikils virði og traustið að baki henni. Þessar reglur halda ákvörðunum okkar lausum við viðskiptalegan þrýsting.",
    statement:
      "GeoCert vottar fólk en kennir því ekki. Bakhjarlar og samstarfsaðilar fjármagna starfið en hafa ekkert að segja um efni prófa, yfirferð eða ákvarðanir um vottun. Allir sem koma að vottun gera grein fyrir hagsmunum sínum og stjórnin metur áhættu fyrir hlutleysi einu sinni á ári og birtir niðurstöðuna.",
    pointsHeading: "Hvernig við tryggjum hlutleysi",
    points: {
      separation:
        "Kennsla og vottun eru aðskildar: enginn sem kennir umsækjanda prófar hann eða tekur ákvörðun um hann.",
      conflicts:
        "Prófdómarar, höfundar prófspurninga og stjórnarmenn gera grein fyrir hagsmunaárekstrum í skrá sem við förum yfir árlega.",
      committee:
        "Hlutleysisnefnd, skipuð fulltrúum vinnuveitenda, starfsfólks, kennara og almennings, getur hnekkt ákvörðunum sem stefna hlutleysi í hættu.",
      decisions: "Ákvarðanir um vottun taka þjálfaðir matsmenn sem komu ekki að prófi umsækjandans.",
    },
  },
  process: {
    heading: "Hvernig vottun fer fram",
    lead: "Fjögur skref, þau sömu fyrir öll stig og öll lönd.",
    stepLabel: "Skref {{number}}",
    steps: {
      learn: {
        title: "Læra",
        text: "Kynntu þér hæfnirammann fyrir þitt stig, hjá hvaða fræðsluaðila sem er eða í starfi. Ókeypis námsleiðbeiningar og æfingaspurningar eru á meðal fræðsluefnisins okkar.",
      },
      assess: {
        title: "Meta",
        text: "Sæktu um með gögnum um reynslu þína og þreyttu svo yfirsetið próf á þínu tungumáli í prófmiðstöð eða á netinu; á hærri stigum bætist við verklegt mat eða mat á verkefnamöppu.",
      },
      certify: {
        title: "Votta",
        text: "Óháður matsmaður fer yfir niðurstöðurnar. Þeir sem standast fá rafrænt skírteini og opinbera færslu sem vinnuveitendur geta sannreynt.",
      },
      maintain: {
        title: "Viðhalda",
        text: "Skírteini gilda í {{years}} ár. Haltu þeim í gildi með símenntun og með því að fylgja siðareglunum.",
      },
    },
  },
  standards: {
    heading: "Staðlar og faggilding",
    lead: "Við byggjum starfið á viðurkenndum alþjóðlegum starfsháttum. Við segjum hvar við stöndum og eignum okkur ekkert sem við höfum ekki náð.",
    status: {
      alignedWith: "Í samræmi við",
      workingTowards: "Unnið að",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Alþjóðlegi staðallinn fyrir aðila sem votta einstaklinga. Reglur okkar fylgja kröfum hans og við undirbúum umsókn um faggildingu hjá innlendum faggildingaraðila; við erum ekki faggilt enn.",
      },
      iga: {
        title: "Leiðbeiningar Alþjóðajarðhitasambandsins (IGA)",
        text: "Hæfniramminn okkar byggir á útgefnum leiðbeiningum IGA um hæfni og góða starfshætti í jarðvarma. Samræmið er okkar eigið mat; það er ekki meðmæli frá IGA.",
      },
      regional: {
        title: "Svæðisbundin jarðhitasamtök",
        text: "Við tengjum stigin okkar við leiðbeiningar svæðisbundinna samtaka og innlendra hæfniramma, svo skírteinin geti staðið við hlið innlendra prófgráða.",
      },
    },
    note: "GeoCert er sýnidæmi: samtökin og staða faggildingar þeirra eru skálduð.",
  },
  faq: {
    heading: "Algengar spurningar",
    lead: "Það sem umsækjendur og vinnuveitendur spyrja oftast um.",
    items: {
      eligibility: {
        question: "Hverjir geta sótt um vottun?",
        answer:
          "Allir sem starfa í jarðvarmageiranum eða eru að hefja störf þar. Byrjunarstig krefst engrar reynslu; fagmannsstig krefst {{professionalYears}} ára reynslu, stig reynds fagmanns {{seniorYears}} ára og sérfræðifélagi þarf að sýna fram á forystu sem nefnd metur.",
      },
      languages: {
        question: "Á hvaða tungumálum get ég þreytt prófið?",
        answer:
          "Á öllum 11 tungumálum vefsins: ensku, frönsku, spænsku, indónesísku, filippseysku, japönsku, kínversku, svahílí, súlú, íslensku og tyrknesku. Starfandi verkfræðingar fara yfir hverja þýðingu.",
      },
      fees: {
        question: "Hvað kostar vottun?",
        answer:
          "Gjöldin fara eftir stigi og eru birt í heild áður en þú sækir um. Umsækjendur frá tekjulægri löndum greiða lægra gjald og námsmenn greiða hálft gjald. Engin falin gjöld eru fyrir endurtöku prófs innan árs.",
      },
      recertification: {
        question: "Hvernig held ég skírteininu mínu í gildi?",
        answer:
          "Á {{years}} ára fresti sýnir þú fram á {{minHours}} til {{maxHours}} klukkustundir af símenntun, eftir stigi, og staðfestir að þú fylgir siðareglunum. Ef skírteini fellur úr gildi hefur þú {{reinstatementMonths}} mánuði til að endurnýja það án þess að þreyta prófið aftur.",
      },
      verification: {
        question: "Hvernig getur vinnuveitandi sannreynt skírteini?",
        answer:
          "Hvert skírteini hefur opinbera færslu með nafni handhafa, stigi og stöðu. Vinnuveitendur fletta upp einni færslu eftir númeri eða mörgum í einu með magnsannprófun.",
      },
      privacy: {
        question: "Hvað gerið þið við persónuupplýsingarnar mínar?",
        answer:
          "Við notum þær eingöngu til að annast vottunina þína. Opinbera færslan sýnir nafn þitt, stig, skírteinisnúmer og stöðu, ekkert annað. Þú getur hvenær sem er beðið um afrit af gögnunum eða að þeim verði eytt, að undanskildum þeim skrám sem okkur ber að varðveita.",
      },
      appeals: {
        question: "Get ég áfrýjað ákvörðun?",
        answer:
          "Já. Þú getur áfrýjað niðurstöðu prófs eða ákvörðun um vottun innan 30 daga. Áfrýjunarnefnd, skipuð fólki sem kom ekki að upphaflegu ákvörðuninni, fer yfir málið og svarar innan 30 daga.",
      },
      accommodations: {
        question: "Get ég fengið aðlögun vegna fötlunar?",
        answer:
          "Já. Hægt er að fá lengri próftíma, upplesara, stækkað letur, hlé eða aðgengilegan prófstað. Láttu vita þegar þú sækir um; farið er með beiðnir sem trúnaðarmál.",
      },
      training: {
        question: "Þarf ég að sækja tiltekið námskeið?",
        answer:
          "Nei. Við hvorki krefjumst né seljum námskeið. Hvert það námskeið, háskólanám eða reynsla sem byggir upp hæfniþætti rammans býr þig undir prófið.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;

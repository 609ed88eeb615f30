import type { PartialMessages } from "../types";

/** Zulu strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Uhlaka lwezitifiketi — GeoCert",
    description:
      "Uhlaka lwamakhono lwe-GeoCert: izizinda zamakhono eziyisishiyagalombili emazingeni amane ezitifiketi, namakhono alindelekile ezingeni ngalinye.",
  },
  header: {
    eyebrow: "Uhlaka lwamakhono",
    title: "Uhlaka lwezitifiketi",
    lead: "Lokho uchwepheshe wezokushisa komhlaba okulindeleke ukuthi akwazi futhi akwenze ezizindeni zamakhono eziyisishiyagalombili, ezingeni ngalinye kwamane.",
  },
  intro: {
    heading: "Indlela uhlaka olusebenza ngayo",
    text: "Izinga ngalinye lesitifiketi lakhela phezu kwelandulele. Uhlelo lubala, esizindeni ngasinye samakhono, amakhono okufanele umfundi awabonise kulelo zinga; izivivinyo, amaphothifoliyo nezinhlolokhono kubhalwa ngokusekelwe kulezi zitatimende.",
    levelsHeading: "Amazinga amane ngokufingqiwe",
    levelLabel: "Izinga {{number}}",
  },
  levelDescriptors: {
    associate: "Usebenza ngaphansi kokuqondiswa futhi alandele izinqubo ezimisiwe ngokuphephile.",
    professional:
      "Usebenza ngokuzimela, axazulule izinkinga zobuchwepheshe ezivamile futhi asebenzise amazinga kumaphrojekthi angempela.",
    senior: "Uhola amathimba nemisebenzi, ahlole futhi agunyaze umsebenzi wabanye.",
    expert: "Ubumba izindlela zokusebenza, amasu namazinga ezinhlangano nomkhakha wonke.",
  },
  filters: {
    heading: "Hlunga uhlelo",
    domain: "Isizinda samakhono",
    level: "Izinga lesitifiketi",
    allDomains: "Zonke izizinda",
    allLevels: "Onke amazinga",
    statusAll:
      "Kuboniswa zonke izizinda zamakhono ezingu-{{domains}} kuwo wonke amazinga angu-{{levels}}: {{competencies}}.",
    statusDomain: "Kuboniswa isizinda esithi {{domain}} kuwo wonke amazinga angu-{{levels}}: {{competencies}}.",
    statusLevel: "Kuboniswa zonke izizinda zamakhono ezingu-{{domains}} ezingeni elithi {{level}}: {{competencies}}.",
    statusBoth: "Kuboniswa isizinda esithi {{domain}} ezingeni elithi {{level}}: {{competencies}}.",
    competencyCount_one: "ikhono elingu-{{count}}",
    competencyCount_other: "amakhono angu-{{count}}",
  },
  matrix: {
    heading: "Uhlelo lwamakhono",
    caption: "Amakhono ngesizinda samakhono nangezinga lesitifiketi",
    domainColumn: "Isizinda samakhono",
    listHint: "Ezikrinini ezincane, uhlelo luboniswa njengohlu lwesizinda ngasinye samakhono.",
  },
  print: {
    title: "Uhlaka lwezitifiketi lwe-GeoCert",
    note: "Kuphrintwe kusuka kuwebhusayithi ye-GeoCert. Ibhodi yabeluleki ibuyekeza uhlaka minyaka yonke.",
  },
  cta: {
    heading: "Ukuphi njengamanje?",
    text: "Yenza i-quiz yokuqeqesha ukuze ubone ukuthi yiliphi izinga elifanele ulwazi lwakho, noma uqhathanise izitifiketi, izivivinyo zazo nezimali zazo.",
    quiz: "Yenza i-quiz yokuqeqesha",
    certifications: "Qhathanisa izitifiketi",
  },
} satisfies PartialMessages<"framework">;

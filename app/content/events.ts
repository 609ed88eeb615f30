/**
 * GeoCert's events (fictional): conferences, webinars, chapter meetups and exam windows.
 * Dates and times are local to the event (with its UTC offset on that day); labels (types,
 * regions, agenda items, audiences) live in the "events" namespace, the words of each event
 * here in English with Icelandic and Turkish versions.
 */
import type { LocalText } from "~/lib/localized";
import type { Namespaces } from "~/locales/types";

type EventsMessages = Namespaces["events"];

export const eventTypes = ["conference", "webinar", "meetup", "exam"] as const;
export type EventType = (typeof eventTypes)[number];

export const eventRegions = [
  "global",
  "iceland",
  "turkiye",
  "kenya",
  "indonesia",
  "philippines",
  "newZealand",
  "usaWest",
  "mexico",
  "italy",
  "japan",
] as const;
export type EventRegion = (typeof eventRegions)[number];

export type EventFormat = keyof EventsMessages["formats"];
export type AgendaKey = keyof EventsMessages["agenda"];
export type AudienceKey = keyof EventsMessages["audiences"];

export type GeoEvent = {
  slug: string;
  type: EventType;
  region: EventRegion;
  format: EventFormat;
  /** Local date (YYYY-MM-DD) and time (HH:MM) at the event's place. */
  start: { date: string; time: string };
  end: { date: string; time: string };
  /** The place's offset from UTC on those days, e.g. "+03:00". Online events use UTC. */
  utcOffset: string;
  venue?: { name: string; city: string; countryCode: string };
  title: LocalText;
  summary: LocalText;
  description: LocalText[];
  agenda: Array<{ day?: number; time: string; item: AgendaKey }>;
  audience: AudienceKey[];
};

const examAgenda = (lastDay: number): GeoEvent["agenda"] => [
  { day: 1, time: "08:00", item: "examBriefing" },
  { day: 1, time: "09:00", item: "windowOpens" },
  { day: lastDay, time: "18:00", item: "windowCloses" },
];

export const events: GeoEvent[] = [
  {
    slug: "reykjavik-meetup-drilling-safety-2026",
    type: "meetup",
    region: "iceland",
    format: "inPerson",
    start: { date: "2026-06-11", time: "17:30" },
    end: { date: "2026-06-11", time: "20:00" },
    utcOffset: "+00:00",
    venue: { name: "Hverahús Conference Centre", city: "Reykjavík", countryCode: "IS" },
    title: {
      en: "Reykjavík chapter meetup: drilling safety lessons",
      is: "Fundur Reykjavíkurdeildar: lærdómur um öryggi við borun",
      tr: "Reykjavik şubesi buluşması: sondaj güvenliğinden dersler",
    },
    summary: {
      en: "Drill crews and engineers share what a busy summer season taught them about well control and safe working.",
      is: "Borteymi og verkfræðingar segja frá því sem annasamt sumar kenndi þeim um holustjórnun og örugg vinnubrögð.",
      tr: "Sondaj ekipleri ve mühendisler, yoğun bir yaz sezonunun kuyu kontrolü ve güvenli çalışma konusunda kendilerine öğrettiklerini paylaşıyor.",
    },
    description: [
      {
        en: "The Iceland chapter opens its summer programme with an evening on drilling safety. Two short talks from drill crews look at near misses on high-temperature wells and at how the teams changed their routines afterwards.",
        is: "Íslandsdeildin hefur sumardagskrána með kvöldi um öryggi við borun. Í tveimur stuttum erindum fjalla borteymi um atvik við háhitaholur sem hefðu getað endað illa og hvernig teymin breyttu verklagi sínu í kjölfarið.",
        tr: "İzlanda şubesi yaz programını sondaj güvenliği üzerine bir akşamla açıyor. Sondaj ekiplerinin iki kısa sunumu, yüksek sıcaklıklı kuyulardaki ramak kala olayları ve ekiplerin ardından çalışma düzenlerini nasıl değiştirdiğini ele alıyor.",
      },
      {
        en: "After the talks, members discuss how the safety units of the GeoCert framework can be assessed on site. Light refreshments are served.",
        is: "Að erindum loknum ræða félagar hvernig meta megi öryggiseiningar GeoCert-rammans á vettvangi. Boðið verður upp á léttar veitingar.",
        tr: "Sunumların ardından üyeler, GeoCert çerçevesinin güvenlik birimlerinin sahada nasıl değerlendirilebileceğini tartışıyor. Hafif ikramlar sunulacaktır.",
      },
    ],
    agenda: [
      { time: "17:30", item: "welcome" },
      { time: "17:45", item: "technicalTalk" },
      { time: "18:30", item: "caseStudy" },
      { time: "19:15", item: "discussion" },
      { time: "19:40", item: "networking" },
    ],
    audience: ["technicians", "engineers", "managers"],
  },
  {
    slug: "webinar-framework-introduction-2026",
    type: "webinar",
    region: "global",
    format: "online",
    start: { date: "2026-06-24", time: "14:00" },
    end: { date: "2026-06-24", time: "15:30" },
    utcOffset: "+00:00",
    title: {
      en: "Webinar: introducing the GeoCert competence framework",
      is: "Vefnámskeið: kynning á hæfniramma GeoCert",
      tr: "Web semineri: GeoCert yetkinlik çerçevesine giriş",
    },
    summary: {
      en: "A guided tour of the four certification levels and the units behind each of them.",
      is: "Leiðsögn um vottunarstigin fjögur og einingarnar að baki hverju þeirra.",
      tr: "Dört sertifikasyon seviyesi ve her birinin arkasındaki birimler üzerine rehberli bir tur.",
    },
    description: [
      {
        en: "Our framework team explains how the competence framework is built: the four levels from Entry Level to Expert Fellow, the units of each level and how evidence of experience is counted.",
        is: "Teymið sem annast hæfnirammann útskýrir hvernig hann er byggður upp: stigin fjögur frá byrjunarstigi til sérfræðifélaga, einingar hvers stigs og hvernig starfsreynsla er metin.",
        tr: "Çerçeve ekibimiz yetkinlik çerçevesinin nasıl kurulduğunu anlatıyor: Giriş Seviyesinden Uzman Üyeye dört seviye, her seviyenin birimleri ve deneyim kanıtlarının nasıl değerlendirildiği.",
      },
      {
        en: "The last half hour is kept for your questions. The recording is shared with everyone who registers.",
        is: "Síðasta hálftímann svörum við spurningum ykkar. Allir skráðir þátttakendur fá upptökuna senda.",
        tr: "Son yarım saat sorularınıza ayrılmıştır. Kayıt, kaydolan herkesle paylaşılır.",
      },
    ],
    agenda: [
      { time: "14:00", item: "welcome" },
      { time: "14:10", item: "frameworkUpdate" },
      { time: "15:00", item: "qa" },
    ],
    audience: ["newcomers", "candidates", "educators"],
  },
  {
    slug: "exam-window-summer-2026",
    type: "exam",
    region: "global",
    format: "hybrid",
    start: { date: "2026-07-06", time: "08:00" },
    end: { date: "2026-07-17", time: "18:00" },
    utcOffset: "+00:00",
    title: {
      en: "Summer exam window 2026",
      is: "Sumarprófatímabil 2026",
      tr: "2026 yaz sınav dönemi",
    },
    summary: {
      en: "Two weeks to sit the Entry Level and Professional exams, online with a proctor or at a partner test centre.",
      is: "Tvær vikur til að þreyta próf á byrjunarstigi og fagmannsstigi, á netinu undir eftirliti eða í prófmiðstöð samstarfsaðila.",
      tr: "Giriş Seviyesi ve Profesyonel sınavlarına girmek için iki hafta: gözetmenli çevrim içi ya da iş ortağı bir sınav merkezinde.",
    },
    description: [
      {
        en: "Candidates book a two-hour slot at any time in the window. Online exams are watched by a remote proctor; test centres in all chapter regions offer the same exam on paper-free terminals.",
        is: "Próftakar bóka tveggja klukkustunda tíma hvenær sem er á tímabilinu. Netpróf eru vöktuð af prófverði í fjarvinnu; prófmiðstöðvar á öllum deildarsvæðum bjóða sama próf á tölvum.",
        tr: "Adaylar dönem içinde istedikleri zaman iki saatlik bir oturum ayırtır. Çevrim içi sınavlar uzaktan bir gözetmen tarafından izlenir; tüm şube bölgelerindeki sınav merkezleri aynı sınavı bilgisayarda sunar.",
      },
    ],
    agenda: examAgenda(2),
    audience: ["candidates"],
  },
  {
    slug: "nairobi-meetup-rift-careers-2026",
    type: "meetup",
    region: "kenya",
    format: "inPerson",
    start: { date: "2026-08-20", time: "16:00" },
    end: { date: "2026-08-20", time: "19:00" },
    utcOffset: "+03:00",
    venue: { name: "Kilimani Innovation Hub", city: "Nairobi", countryCode: "KE" },
    title: {
      en: "Kenya chapter meetup: careers in the Rift Valley fields",
      is: "Fundur Keníudeildar: störf á jarðhitasvæðum Sigdalsins mikla",
      tr: "Kenya şubesi buluşması: Rift Vadisi sahalarında kariyer",
    },
    summary: {
      en: "Young professionals and employers meet to talk about first jobs, mentoring and the Entry Level certificate.",
      is: "Ungt fagfólk og vinnuveitendur hittast og ræða fyrstu störfin, handleiðslu og vottun á byrjunarstigi.",
      tr: "Genç profesyoneller ve işverenler ilk işler, mentorluk ve Giriş Seviyesi sertifikası hakkında konuşmak için bir araya geliyor.",
    },
    description: [
      {
        en: "The Kenya chapter brings together graduates, technicians and hiring managers from operators in the Rift Valley. A panel of three early-career professionals describes how they found their first roles.",
        is: "Keníudeildin leiðir saman nýútskrifaða, tæknifólk og ráðningarstjóra orkufyrirtækja í Sigdalnum mikla. Þrír ungir fagmenn segja frá því hvernig þeir fengu fyrstu störf sín.",
        tr: "Kenya şubesi Rift Vadisi'ndeki işletmelerden mezunları, teknisyenleri ve işe alım yöneticilerini bir araya getiriyor. Kariyerinin başındaki üç profesyonelden oluşan bir panel, ilk işlerini nasıl bulduklarını anlatıyor.",
      },
      {
        en: "Mentors from the chapter stay on after the panel for one-to-one conversations.",
        is: "Leiðbeinendur deildarinnar verða á staðnum eftir umræðurnar og ræða við hvern og einn.",
        tr: "Şubenin mentorları panelden sonra birebir görüşmeler için kalıyor.",
      },
    ],
    agenda: [
      { time: "16:00", item: "registration" },
      { time: "16:30", item: "welcome" },
      { time: "16:45", item: "panel" },
      { time: "17:45", item: "qa" },
      { time: "18:15", item: "networking" },
    ],
    audience: ["students", "newcomers", "employers"],
  },
  {
    slug: "mediterranean-forum-izmir-2026",
    type: "conference",
    region: "turkiye",
    format: "hybrid",
    start: { date: "2026-09-15", time: "09:00" },
    end: { date: "2026-09-17", time: "16:00" },
    utcOffset: "+03:00",
    venue: { name: "Ege Congress Centre", city: "İzmir", countryCode: "TR" },
    title: {
      en: "GeoCert Mediterranean Forum 2026",
      is: "Miðjarðarhafsþing GeoCert 2026",
      tr: "GeoCert Akdeniz Forumu 2026",
    },
    summary: {
      en: "Three days on skills for the fast-growing geothermal sector around the Mediterranean, with a field visit to a binary plant.",
      is: "Þrír dagar um hæfni í ört vaxandi jarðvarmageira við Miðjarðarhaf, með vettvangsferð í tvívökvavirkjun.",
      tr: "Akdeniz çevresinde hızla büyüyen jeotermal sektör için beceriler üzerine üç gün; bir binary santrale teknik gezi dahil.",
    },
    description: [
      {
        en: "The forum gathers operators, training providers and regulators from Türkiye, Italy, Greece and North Africa. Sessions cover operator training for binary plants, permitting and the recognition of certificates across borders.",
        is: "Á þinginu koma saman rekstraraðilar, fræðsluaðilar og eftirlitsaðilar frá Tyrklandi, Ítalíu, Grikklandi og Norður-Afríku. Fjallað verður um þjálfun starfsfólks tvívökvavirkjana, leyfisveitingar og gagnkvæma viðurkenningu vottorða milli landa.",
        tr: "Forum; Türkiye, İtalya, Yunanistan ve Kuzey Afrika'dan işletmecileri, eğitim sağlayıcıları ve düzenleyicileri bir araya getiriyor. Oturumlar binary santraller için operatör eğitimini, izin süreçlerini ve sertifikaların sınır ötesinde tanınmasını kapsıyor.",
      },
      {
        en: "On the third day a bus takes participants to a binary power plant in the Aegean region. Sessions are streamed for online participants.",
        is: "Á þriðja degi ekur rúta þátttakendum í tvívökvavirkjun í Eyjahafshéraðinu. Erindum er streymt fyrir þátttakendur á netinu.",
        tr: "Üçüncü gün bir otobüs katılımcıları Ege Bölgesi'ndeki bir binary santrale götürüyor. Oturumlar çevrim içi katılımcılar için canlı yayınlanır.",
      },
    ],
    agenda: [
      { day: 1, time: "09:00", item: "registration" },
      { day: 1, time: "10:00", item: "keynote" },
      { day: 1, time: "11:30", item: "panel" },
      { day: 1, time: "14:00", item: "workshop" },
      { day: 2, time: "09:30", item: "frameworkUpdate" },
      { day: 2, time: "11:00", item: "caseStudy" },
      { day: 2, time: "18:00", item: "awards" },
      { day: 3, time: "08:30", item: "siteVisit" },
      { day: 3, time: "15:30", item: "closing" },
    ],
    audience: ["engineers", "managers", "educators", "regulators"],
  },
  {
    slug: "bandung-meetup-volcanic-reservoirs-2026",
    type: "meetup",
    region: "indonesia",
    format: "inPerson",
    start: { date: "2026-10-08", time: "15:00" },
    end: { date: "2026-10-08", time: "18:00" },
    utcOffset: "+07:00",
    venue: { name: "Priangan Convention Hall", city: "Bandung", countryCode: "ID" },
    title: {
      en: "Indonesia chapter meetup: working with volcanic reservoirs",
      is: "Fundur Indónesíudeildar: vinna með eldfjallajarðhitageyma",
      tr: "Endonezya şubesi buluşması: volkanik rezervuarlarla çalışmak",
    },
    summary: {
      en: "Reservoir engineers from West Java compare notes on monitoring steam fields on active volcanoes.",
      is: "Forðafræðingar frá Vestur-Jövu bera saman reynslu sína af vöktun gufusvæða á virkum eldfjöllum.",
      tr: "Batı Cava'dan rezervuar mühendisleri, aktif volkanlar üzerindeki buhar sahalarının izlenmesine dair deneyimlerini karşılaştırıyor.",
    },
    description: [
      {
        en: "Steam fields on active volcanoes need careful monitoring. Two reservoir teams present how they track pressure, chemistry and ground movement, and which skills they look for when they hire.",
        is: "Gufusvæði á virkum eldfjöllum þarfnast vandaðrar vöktunar. Tvö forðateymi kynna hvernig þau fylgjast með þrýstingi, efnasamsetningu og jarðskorpuhreyfingum og hvaða hæfni þau leita eftir við ráðningar.",
        tr: "Aktif volkanlar üzerindeki buhar sahaları dikkatli izleme gerektirir. İki rezervuar ekibi basıncı, kimyayı ve zemin hareketlerini nasıl takip ettiklerini ve işe alırken hangi becerileri aradıklarını sunuyor.",
      },
    ],
    agenda: [
      { time: "15:00", item: "welcome" },
      { time: "15:15", item: "technicalTalk" },
      { time: "16:00", item: "caseStudy" },
      { time: "16:45", item: "chapterNews" },
      { time: "17:15", item: "networking" },
    ],
    audience: ["engineers", "students"],
  },
  {
    slug: "webinar-professional-exam-preparation-2026",
    type: "webinar",
    region: "global",
    format: "online",
    start: { date: "2026-10-21", time: "13:00" },
    end: { date: "2026-10-21", time: "14:00" },
    utcOffset: "+00:00",
    title: {
      en: "Webinar: preparing for the Professional exam",
      is: "Vefnámskeið: undirbúningur fyrir fagmannsprófið",
      tr: "Web semineri: Profesyonel sınavına hazırlık",
    },
    summary: {
      en: "How the Professional exam is structured, what a good answer looks like and how to plan your revision.",
      is: "Hvernig fagmannsprófið er uppbyggt, hvernig gott svar lítur út og hvernig best er að skipuleggja upprifjunina.",
      tr: "Profesyonel sınavının yapısı, iyi bir cevabın neye benzediği ve tekrar çalışmanızı nasıl planlayacağınız.",
    },
    description: [
      {
        en: "Two examiners walk through sample questions from each part of the Professional exam and explain how answers are marked. They also share a six-week revision plan that past candidates found useful.",
        is: "Tveir prófdómarar fara yfir dæmi um spurningar úr hverjum hluta fagmannsprófsins og útskýra hvernig svör eru metin. Þeir kynna einnig sex vikna upprifjunaráætlun sem fyrri próftakar hafa nýtt sér vel.",
        tr: "İki sınav görevlisi Profesyonel sınavının her bölümünden örnek soruları inceliyor ve cevapların nasıl puanlandığını açıklıyor. Ayrıca önceki adayların yararlı bulduğu altı haftalık bir tekrar planını paylaşıyorlar.",
      },
    ],
    agenda: [
      { time: "13:00", item: "welcome" },
      { time: "13:05", item: "technicalTalk" },
      { time: "13:40", item: "qa" },
    ],
    audience: ["candidates"],
  },
  {
    slug: "manila-meetup-operations-2026",
    type: "meetup",
    region: "philippines",
    format: "inPerson",
    start: { date: "2026-11-12", time: "14:00" },
    end: { date: "2026-11-12", time: "17:30" },
    utcOffset: "+08:00",
    venue: { name: "Bayview Learning Centre", city: "Manila", countryCode: "PH" },
    title: {
      en: "Philippines chapter meetup: operations and maintenance",
      is: "Fundur Filippseyjadeildar: rekstur og viðhald",
      tr: "Filipinler şubesi buluşması: işletme ve bakım",
    },
    summary: {
      en: "Plant operators discuss scaling, corrosion and the maintenance skills in the new framework units.",
      is: "Starfsfólk orkuvera ræðir útfellingar, tæringu og viðhaldshæfni í nýjum einingum rammans.",
      tr: "Santral operatörleri kabuklaşmayı, korozyonu ve yeni çerçeve birimlerindeki bakım becerilerini tartışıyor.",
    },
    description: [
      {
        en: "Operators from plants on Luzon and the Visayas share how they plan maintenance around scaling and corrosion. The chapter also presents its mentoring programme for technicians preparing for the Professional level.",
        is: "Starfsfólk orkuvera á Luzon og Visayas-eyjum segir frá því hvernig það skipuleggur viðhald vegna útfellinga og tæringar. Deildin kynnir einnig handleiðsluverkefni sitt fyrir tæknifólk sem stefnir á fagmannsstigið.",
        tr: "Luzon ve Visayas'taki santrallerden operatörler, bakımı kabuklaşma ve korozyona göre nasıl planladıklarını paylaşıyor. Şube ayrıca Profesyonel seviyeye hazırlanan teknisyenler için mentorluk programını tanıtıyor.",
      },
    ],
    agenda: [
      { time: "14:00", item: "registration" },
      { time: "14:30", item: "welcome" },
      { time: "14:45", item: "caseStudy" },
      { time: "15:45", item: "chapterNews" },
      { time: "16:30", item: "networking" },
    ],
    audience: ["technicians", "managers"],
  },
  {
    slug: "webinar-environmental-management-2026",
    type: "webinar",
    region: "global",
    format: "online",
    start: { date: "2026-12-03", time: "15:00" },
    end: { date: "2026-12-03", time: "16:00" },
    utcOffset: "+00:00",
    title: {
      en: "Webinar: environmental management in geothermal projects",
      is: "Vefnámskeið: umhverfisstjórnun í jarðvarmaverkefnum",
      tr: "Web semineri: jeotermal projelerde çevre yönetimi",
    },
    summary: {
      en: "Emissions, reinjection and community consent: the environmental unit of the framework, explained with examples.",
      is: "Losun, niðurdæling og sátt við nærsamfélagið: umhverfiseining rammans skýrð með dæmum.",
      tr: "Emisyonlar, reenjeksiyon ve toplumsal onay: çerçevenin çevre birimi, örneklerle açıklanıyor.",
    },
    description: [
      {
        en: "An environmental manager and a community liaison officer explain what the environmental management unit asks of candidates, using a fictional project from exploration to operation.",
        is: "Umhverfisstjóri og tengiliður við nærsamfélagið útskýra hvaða kröfur umhverfisstjórnunareiningin gerir til próftaka og styðjast við tilbúið verkefni frá rannsóknum til reksturs.",
        tr: "Bir çevre yöneticisi ve bir toplumla ilişkiler sorumlusu, keşiften işletmeye kurgusal bir projeyi kullanarak çevre yönetimi biriminin adaylardan ne beklediğini açıklıyor.",
      },
    ],
    agenda: [
      { time: "15:00", item: "welcome" },
      { time: "15:05", item: "technicalTalk" },
      { time: "15:40", item: "qa" },
    ],
    audience: ["engineers", "managers", "regulators"],
  },
  {
    slug: "exam-window-winter-2027",
    type: "exam",
    region: "global",
    format: "hybrid",
    start: { date: "2027-01-18", time: "08:00" },
    end: { date: "2027-01-29", time: "18:00" },
    utcOffset: "+00:00",
    title: {
      en: "Winter exam window 2027",
      is: "Vetrarprófatímabil 2027",
      tr: "2027 kış sınav dönemi",
    },
    summary: {
      en: "The first exam window of 2027, for all four levels, online with a proctor or at a partner test centre.",
      is: "Fyrsta prófatímabil ársins 2027, fyrir öll fjögur stigin, á netinu undir eftirliti eða í prófmiðstöð samstarfsaðila.",
      tr: "2027'nin ilk sınav dönemi, dört seviyenin tümü için: gözetmenli çevrim içi ya da iş ortağı bir sınav merkezinde.",
    },
    description: [
      {
        en: "All four levels can be taken in this window. Senior Professional and Expert Fellow candidates also book a 45-minute interview with two assessors during the window.",
        is: "Hægt er að þreyta próf á öllum fjórum stigum á þessu tímabili. Próftakar á stigi reynds fagmanns og sérfræðifélaga bóka einnig 45 mínútna viðtal við tvo matsmenn á tímabilinu.",
        tr: "Bu dönemde dört seviyenin tümüne girilebilir. Kıdemli Profesyonel ve Uzman Üye adayları dönem içinde iki değerlendiriciyle 45 dakikalık bir mülakat da ayırtır.",
      },
    ],
    agenda: examAgenda(2),
    audience: ["candidates"],
  },
  {
    slug: "taupo-meetup-direct-use-2027",
    type: "meetup",
    region: "newZealand",
    format: "inPerson",
    start: { date: "2027-02-11", time: "17:00" },
    end: { date: "2027-02-11", time: "20:00" },
    utcOffset: "+13:00",
    venue: { name: "Lakefront Events Centre", city: "Taupō", countryCode: "NZ" },
    title: {
      en: "New Zealand chapter meetup: direct use of geothermal heat",
      is: "Fundur Nýja-Sjálandsdeildar: bein nýting jarðhita",
      tr: "Yeni Zelanda şubesi buluşması: jeotermal ısının doğrudan kullanımı",
    },
    summary: {
      en: "From timber drying to greenhouses: the skills behind direct use of geothermal heat in the Taupō Volcanic Zone.",
      is: "Frá timburþurrkun til gróðurhúsa: hæfnin að baki beinni nýtingu jarðhita á Taupō-eldfjallasvæðinu.",
      tr: "Kereste kurutmadan seralara: Taupō Volkanik Bölgesi'nde jeotermal ısının doğrudan kullanımının ardındaki beceriler.",
    },
    description: [
      {
        en: "Businesses that use geothermal heat directly describe the people they need, from heat exchanger technicians to process engineers. The chapter asks members for their views on a new direct-use unit in the framework.",
        is: "Fyrirtæki sem nýta jarðhita beint lýsa því hvaða starfsfólk þau þurfa, allt frá tæknifólki sem sinnir varmaskiptum til vinnsluverkfræðinga. Deildin óskar eftir áliti félaga á nýrri einingu um beina nýtingu í rammanum.",
        tr: "Jeotermal ısıyı doğrudan kullanan işletmeler, ısı eşanjörü teknisyenlerinden proses mühendislerine kadar ihtiyaç duydukları insanları anlatıyor. Şube, çerçevede doğrudan kullanım üzerine yeni bir birim için üyelerin görüşlerini soruyor.",
      },
    ],
    agenda: [
      { time: "17:00", item: "welcome" },
      { time: "17:15", item: "caseStudy" },
      { time: "18:00", item: "frameworkUpdate" },
      { time: "18:45", item: "discussion" },
      { time: "19:15", item: "networking" },
    ],
    audience: ["technicians", "engineers", "employers"],
  },
  {
    slug: "reno-meetup-exploration-2027",
    type: "meetup",
    region: "usaWest",
    format: "hybrid",
    start: { date: "2027-03-10", time: "17:30" },
    end: { date: "2027-03-10", time: "20:00" },
    utcOffset: "-08:00",
    venue: { name: "Sierra Energy Campus", city: "Reno, Nevada", countryCode: "US" },
    title: {
      en: "USA West chapter meetup: exploration in the Great Basin",
      is: "Fundur deildarinnar í vesturhluta Bandaríkjanna: jarðhitaleit í Great Basin",
      tr: "ABD Batı şubesi buluşması: Great Basin'de arama çalışmaları",
    },
    summary: {
      en: "Geoscientists share how new survey methods are changing exploration, and what that means for their skills.",
      is: "Jarðvísindafólk segir frá því hvernig nýjar mæliaðferðir breyta jarðhitaleit og hvað það þýðir fyrir hæfni þess.",
      tr: "Yer bilimciler, yeni etüt yöntemlerinin arama çalışmalarını nasıl değiştirdiğini ve bunun becerileri için ne anlama geldiğini paylaşıyor.",
    },
    description: [
      {
        en: "The USA West chapter looks at exploration for hidden geothermal systems in the Great Basin. Speakers compare classic surveys with newer methods and discuss how resource assessment is taught and certified.",
        is: "Deildin í vesturhluta Bandaríkjanna fjallar um leit að huldum jarðhitakerfum í Great Basin. Fyrirlesarar bera saman hefðbundnar mælingar og nýrri aðferðir og ræða hvernig auðlindamat er kennt og vottað.",
        tr: "ABD Batı şubesi, Great Basin'deki gizli jeotermal sistemlerin aranmasını ele alıyor. Konuşmacılar klasik etütleri yeni yöntemlerle karşılaştırıyor ve kaynak değerlendirmesinin nasıl öğretilip sertifikalandırıldığını tartışıyor.",
      },
    ],
    agenda: [
      { time: "17:30", item: "registration" },
      { time: "18:00", item: "technicalTalk" },
      { time: "18:45", item: "panel" },
      { time: "19:30", item: "networking" },
    ],
    audience: ["engineers", "students"],
  },
  {
    slug: "americas-conference-guadalajara-2027",
    type: "conference",
    region: "mexico",
    format: "hybrid",
    start: { date: "2027-04-20", time: "09:00" },
    end: { date: "2027-04-22", time: "17:00" },
    utcOffset: "-06:00",
    venue: { name: "Jalisco Convention Centre", city: "Guadalajara", countryCode: "MX" },
    title: {
      en: "GeoCert Americas Conference 2027",
      is: "Ameríkuráðstefna GeoCert 2027",
      tr: "GeoCert Amerika Konferansı 2027",
    },
    summary: {
      en: "The workforce of geothermal energy in the Americas: training, certification and mobility from Canada to Chile.",
      is: "Starfsfólk í jarðvarma í Ameríku: þjálfun, vottun og hreyfanleiki frá Kanada til Síle.",
      tr: "Amerika kıtasında jeotermal enerjinin iş gücü: Kanada'dan Şili'ye eğitim, sertifikasyon ve hareketlilik.",
    },
    description: [
      {
        en: "Three days of talks, workshops and a field visit for operators, universities and training providers from across the Americas. The programme puts skills shortages and the mutual recognition of certificates at its centre.",
        is: "Þrír dagar með erindum, vinnustofum og vettvangsferð fyrir rekstraraðila, háskóla og fræðsluaðila alls staðar að úr Ameríku. Í brennidepli eru skortur á hæfu starfsfólki og gagnkvæm viðurkenning vottorða.",
        tr: "Amerika kıtasının dört bir yanından işletmeciler, üniversiteler ve eğitim sağlayıcılar için üç gün sürecek konuşmalar, atölyeler ve bir teknik gezi. Program, beceri açığını ve sertifikaların karşılıklı tanınmasını merkezine alıyor.",
      },
      {
        en: "Talks are given in English and Spanish with live interpretation, and streamed for online participants.",
        is: "Erindi eru flutt á ensku og spænsku með túlkun og þeim er streymt fyrir þátttakendur á netinu.",
        tr: "Konuşmalar canlı çeviri eşliğinde İngilizce ve İspanyolca yapılır ve çevrim içi katılımcılar için yayınlanır.",
      },
    ],
    agenda: [
      { day: 1, time: "09:00", item: "registration" },
      { day: 1, time: "10:00", item: "keynote" },
      { day: 1, time: "14:00", item: "panel" },
      { day: 2, time: "09:30", item: "workshop" },
      { day: 2, time: "13:00", item: "posterSession" },
      { day: 2, time: "19:00", item: "awards" },
      { day: 3, time: "08:00", item: "siteVisit" },
      { day: 3, time: "16:30", item: "closing" },
    ],
    audience: ["engineers", "managers", "educators", "employers"],
  },
  {
    slug: "webinar-what-employers-look-for-2027",
    type: "webinar",
    region: "global",
    format: "online",
    start: { date: "2027-05-13", time: "12:00" },
    end: { date: "2027-05-13", time: "13:00" },
    utcOffset: "+00:00",
    title: {
      en: "Webinar: what employers look for in certified staff",
      is: "Vefnámskeið: hverju vinnuveitendur leita eftir hjá vottuðu starfsfólki",
      tr: "Web semineri: işverenlerin sertifikalı personelde aradıkları",
    },
    summary: {
      en: "Hiring managers from three continents on how they read certificates, CVs and evidence of experience.",
      is: "Ráðningarstjórar frá þremur heimsálfum segja frá því hvernig þeir lesa vottorð, ferilskrár og gögn um reynslu.",
      tr: "Üç kıtadan işe alım yöneticileri sertifikaları, özgeçmişleri ve deneyim kanıtlarını nasıl değerlendirdiklerini anlatıyor.",
    },
    description: [
      {
        en: "Three hiring managers talk about what makes an application stand out, how they use GeoCert levels in job descriptions and which skills are hardest to find.",
        is: "Þrír ráðningarstjórar ræða hvað lætur umsókn skara fram úr, hvernig þeir nota GeoCert-stigin í starfslýsingum og hvaða hæfni er erfiðast að finna.",
        tr: "Üç işe alım yöneticisi bir başvuruyu neyin öne çıkardığını, iş tanımlarında GeoCert seviyelerini nasıl kullandıklarını ve hangi becerilerin en zor bulunduğunu anlatıyor.",
      },
    ],
    agenda: [
      { time: "12:00", item: "welcome" },
      { time: "12:05", item: "panel" },
      { time: "12:40", item: "qa" },
    ],
    audience: ["newcomers", "candidates", "employers"],
  },
  {
    slug: "tuscany-meetup-larderello-2027",
    type: "meetup",
    region: "italy",
    format: "inPerson",
    start: { date: "2027-06-08", time: "10:00" },
    end: { date: "2027-06-08", time: "16:00" },
    utcOffset: "+02:00",
    venue: { name: "Sala Boracifera", city: "Pomarance", countryCode: "IT" },
    title: {
      en: "Italy chapter meetup: a century of geothermal power in Tuscany",
      is: "Fundur Ítalíudeildar: heil öld af jarðvarmaorku í Toskana",
      tr: "İtalya şubesi buluşması: Toskana'da jeotermal enerjinin bir asrı",
    },
    summary: {
      en: "A day in the Tuscan geothermal district: how skills were passed on over generations, and what comes next.",
      is: "Dagur á jarðhitasvæðinu í Toskana: hvernig þekking hefur gengið milli kynslóða og hvað tekur við.",
      tr: "Toskana jeotermal bölgesinde bir gün: becerilerin kuşaktan kuşağa nasıl aktarıldığı ve bundan sonra ne geleceği.",
    },
    description: [
      {
        en: "The Italy chapter meets in the heart of the oldest geothermal power district in the world. Retired and young operators talk about how the work has changed, followed by a guided walk to a working plant.",
        is: "Ítalíudeildin kemur saman í hjarta elsta jarðvarmavirkjanasvæðis heims. Starfsfólk á eftirlaunum og ungt starfsfólk ræðir hvernig störfin hafa breyst og síðan er gengið með leiðsögn að virkjun í rekstri.",
        tr: "İtalya şubesi, dünyanın en eski jeotermal enerji bölgesinin kalbinde toplanıyor. Emekli ve genç operatörler işin nasıl değiştiğini anlatıyor; ardından çalışan bir santrale rehberli bir yürüyüş yapılıyor.",
      },
    ],
    agenda: [
      { time: "10:00", item: "welcome" },
      { time: "10:30", item: "panel" },
      { time: "12:00", item: "lunch" },
      { time: "13:30", item: "siteVisit" },
      { time: "15:30", item: "closing" },
    ],
    audience: ["technicians", "students", "certified"],
  },
  {
    slug: "exam-window-summer-2027",
    type: "exam",
    region: "global",
    format: "hybrid",
    start: { date: "2027-07-05", time: "08:00" },
    end: { date: "2027-07-16", time: "18:00" },
    utcOffset: "+00:00",
    title: {
      en: "Summer exam window 2027",
      is: "Sumarprófatímabil 2027",
      tr: "2027 yaz sınav dönemi",
    },
    summary: {
      en: "Two weeks to sit the Entry Level and Professional exams, online with a proctor or at a partner test centre.",
      is: "Tvær vikur til að þreyta próf á byrjunarstigi og fagmannsstigi, á netinu undir eftirliti eða í prófmiðstöð samstarfsaðila.",
      tr: "Giriş Seviyesi ve Profesyonel sınavlarına girmek için iki hafta: gözetmenli çevrim içi ya da iş ortağı bir sınav merkezinde.",
    },
    description: [
      {
        en: "Book a two-hour slot at any time in the window. Results are sent within fifteen working days of the exam.",
        is: "Bókaðu tveggja klukkustunda tíma hvenær sem er á tímabilinu. Niðurstöður berast innan fimmtán virkra daga frá prófinu.",
        tr: "Dönem içinde istediğiniz zaman iki saatlik bir oturum ayırtın. Sonuçlar sınavdan sonraki on beş iş günü içinde gönderilir.",
      },
    ],
    agenda: examAgenda(2),
    audience: ["candidates"],
  },
  {
    slug: "world-summit-reykjavik-2027",
    type: "conference",
    region: "iceland",
    format: "hybrid",
    start: { date: "2027-09-14", time: "09:00" },
    end: { date: "2027-09-16", time: "17:00" },
    utcOffset: "+00:00",
    venue: { name: "Hverahús Conference Centre", city: "Reykjavík", countryCode: "IS" },
    title: {
      en: "GeoCert World Summit 2027",
      is: "Heimsþing GeoCert 2027",
      tr: "GeoCert Dünya Zirvesi 2027",
    },
    summary: {
      en: "Our global gathering: the state of the geothermal workforce, the next framework revision and the chapters' year.",
      is: "Alþjóðlegt þing okkar: staða starfsfólks í jarðvarma, næsta endurskoðun rammans og starf deildanna á árinu.",
      tr: "Küresel buluşmamız: jeotermal iş gücünün durumu, çerçevenin bir sonraki revizyonu ve şubelerin yılı.",
    },
    description: [
      {
        en: "Every two years the whole GeoCert community meets. The summit opens with our report on the geothermal workforce, then turns to the draft of the 2028 framework revision, which members can comment on in workshops.",
        is: "Annað hvert ár hittist allt GeoCert-samfélagið. Þingið hefst á skýrslu okkar um starfsfólk í jarðvarma og síðan er fjallað um drög að endurskoðun rammans 2028, sem félagar geta gert athugasemdir við í vinnustofum.",
        tr: "GeoCert topluluğunun tamamı iki yılda bir buluşuyor. Zirve, jeotermal iş gücü raporumuzla açılıyor; ardından üyelerin atölyelerde yorum yapabileceği 2028 çerçeve revizyonu taslağına geçiliyor.",
      },
      {
        en: "The third day offers visits to a high-temperature power plant and a district heating utility near Reykjavík.",
        is: "Á þriðja degi er boðið upp á heimsóknir í háhitavirkjun og hitaveitu í nágrenni Reykjavíkur.",
        tr: "Üçüncü gün Reykjavik yakınlarındaki yüksek sıcaklıklı bir santrale ve bir bölgesel ısıtma işletmesine ziyaretler düzenleniyor.",
      },
    ],
    agenda: [
      { day: 1, time: "09:00", item: "registration" },
      { day: 1, time: "10:00", item: "keynote" },
      { day: 1, time: "13:30", item: "frameworkUpdate" },
      { day: 2, time: "09:00", item: "workshop" },
      { day: 2, time: "14:00", item: "chapterNews" },
      { day: 2, time: "19:00", item: "awards" },
      { day: 3, time: "08:30", item: "siteVisit" },
      { day: 3, time: "16:00", item: "closing" },
    ],
    audience: ["certified", "engineers", "managers", "educators", "regulators"],
  },
  {
    slug: "beppu-meetup-hot-springs-2027",
    type: "meetup",
    region: "japan",
    format: "inPerson",
    start: { date: "2027-10-06", time: "14:00" },
    end: { date: "2027-10-06", time: "17:30" },
    utcOffset: "+09:00",
    venue: { name: "Yufu Hall", city: "Beppu", countryCode: "JP" },
    title: {
      en: "Japan chapter meetup: power plants and hot springs side by side",
      is: "Fundur Japansdeildar: virkjanir og heitar laugar hlið við hlið",
      tr: "Japonya şubesi buluşması: santraller ve kaplıcalar yan yana",
    },
    summary: {
      en: "How small geothermal plants and hot spring communities in Kyushu share a resource, and the skills that takes.",
      is: "Hvernig litlar jarðvarmavirkjanir og laugasamfélög á Kyushu deila auðlind og hvaða hæfni það krefst.",
      tr: "Kyushu'daki küçük jeotermal santrallerin ve kaplıca topluluklarının bir kaynağı nasıl paylaştığı ve bunun gerektirdiği beceriler.",
    },
    description: [
      {
        en: "In Kyushu, small power plants run close to hot spring resorts. Engineers and resort owners explain how they monitor the shared resource and build trust, and the chapter presents its first Japanese-language study group.",
        is: "Á Kyushu eru litlar virkjanir reknar skammt frá baðstöðum við heitar laugar. Verkfræðingar og eigendur baðstaða útskýra hvernig þeir vakta sameiginlega auðlind og byggja upp traust, og deildin kynnir fyrsta námshóp sinn á japönsku.",
        tr: "Kyushu'da küçük santraller kaplıca tesislerinin hemen yakınında çalışıyor. Mühendisler ve tesis sahipleri ortak kaynağı nasıl izlediklerini ve güveni nasıl kurduklarını anlatıyor; şube de Japonca ilk çalışma grubunu tanıtıyor.",
      },
    ],
    agenda: [
      { time: "14:00", item: "welcome" },
      { time: "14:15", item: "caseStudy" },
      { time: "15:15", item: "panel" },
      { time: "16:15", item: "chapterNews" },
      { time: "16:45", item: "networking" },
    ],
    audience: ["engineers", "regulators", "students"],
  },
  {
    slug: "webinar-framework-revision-2028",
    type: "webinar",
    region: "global",
    format: "online",
    start: { date: "2027-11-04", time: "14:00" },
    end: { date: "2027-11-04", time: "15:30" },
    utcOffset: "+00:00",
    title: {
      en: "Webinar: the 2028 framework revision, what changes",
      is: "Vefnámskeið: endurskoðun rammans 2028, hvað breytist",
      tr: "Web semineri: 2028 çerçeve revizyonu, neler değişiyor",
    },
    summary: {
      en: "The changes in the 2028 revision of the framework and what they mean for candidates already preparing.",
      is: "Breytingarnar í endurskoðun rammans 2028 og hvað þær þýða fyrir próftaka sem þegar eru í undirbúningi.",
      tr: "Çerçevenin 2028 revizyonundaki değişiklikler ve bunların hâlihazırda hazırlanan adaylar için anlamı.",
    },
    description: [
      {
        en: "The framework team presents the final text of the 2028 revision, the new and merged units and the transition rules for candidates who started under the current framework.",
        is: "Teymið sem annast rammann kynnir lokatexta endurskoðunarinnar 2028, nýjar og sameinaðar einingar og aðlögunarreglur fyrir próftaka sem hófu undirbúning samkvæmt núgildandi ramma.",
        tr: "Çerçeve ekibi, 2028 revizyonunun nihai metnini, yeni ve birleştirilmiş birimleri ve mevcut çerçeveyle başlamış adaylar için geçiş kurallarını sunuyor.",
      },
    ],
    agenda: [
      { time: "14:00", item: "welcome" },
      { time: "14:10", item: "frameworkUpdate" },
      { time: "15:00", item: "qa" },
    ],
    audience: ["candidates", "certified", "educators"],
  },
  {
    slug: "denizli-meetup-binary-plants-2027",
    type: "meetup",
    region: "turkiye",
    format: "inPerson",
    start: { date: "2027-11-23", time: "16:00" },
    end: { date: "2027-11-23", time: "19:00" },
    utcOffset: "+03:00",
    venue: { name: "Pamukkale Vocational Centre", city: "Denizli", countryCode: "TR" },
    title: {
      en: "Türkiye chapter meetup: operating binary plants",
      is: "Fundur Tyrklandsdeildar: rekstur tvívökvavirkjana",
      tr: "Türkiye şubesi buluşması: binary santrallerin işletilmesi",
    },
    summary: {
      en: "Operators from the Büyük Menderes graben on training shift teams for binary power plants.",
      is: "Starfsfólk orkuvera í Büyük Menderes-sigdalnum ræðir þjálfun vaktateyma í tvívökvavirkjunum.",
      tr: "Büyük Menderes grabeninden operatörler, binary santraller için vardiya ekiplerinin eğitimini konuşuyor.",
    },
    description: [
      {
        en: "The Türkiye chapter meets in Denizli to compare how plants train their shift teams. A vocational school presents its new operator course, built on the Entry Level units of the framework.",
        is: "Tyrklandsdeildin kemur saman í Denizli til að bera saman hvernig orkuver þjálfa vaktateymi sín. Verkmenntaskóli kynnir nýtt námskeið fyrir rekstrarfólk sem byggt er á einingum byrjunarstigs rammans.",
        tr: "Türkiye şubesi, santrallerin vardiya ekiplerini nasıl eğittiğini karşılaştırmak için Denizli'de toplanıyor. Bir meslek yüksekokulu, çerçevenin Giriş Seviyesi birimleri üzerine kurulan yeni operatör kursunu tanıtıyor.",
      },
    ],
    agenda: [
      { time: "16:00", item: "welcome" },
      { time: "16:15", item: "caseStudy" },
      { time: "17:00", item: "technicalTalk" },
      { time: "17:45", item: "discussion" },
      { time: "18:15", item: "networking" },
    ],
    audience: ["technicians", "educators", "managers"],
  },
  {
    slug: "exam-window-december-2027",
    type: "exam",
    region: "global",
    format: "hybrid",
    start: { date: "2027-12-06", time: "08:00" },
    end: { date: "2027-12-17", time: "18:00" },
    utcOffset: "+00:00",
    title: {
      en: "December exam window 2027",
      is: "Desemberprófatímabil 2027",
      tr: "2027 aralık sınav dönemi",
    },
    summary: {
      en: "The last window under the current framework, for all four levels, online with a proctor or at a partner test centre.",
      is: "Síðasta prófatímabilið samkvæmt núgildandi ramma, fyrir öll fjögur stigin, á netinu undir eftirliti eða í prófmiðstöð samstarfsaðila.",
      tr: "Mevcut çerçeve kapsamındaki son dönem, dört seviyenin tümü için: gözetmenli çevrim içi ya da iş ortağı bir sınav merkezinde.",
    },
    description: [
      {
        en: "This is the last exam window under the current framework. Candidates who started their preparation before 2028 can still take every exam in its present form.",
        is: "Þetta er síðasta prófatímabilið samkvæmt núgildandi ramma. Próftakar sem hófu undirbúning fyrir 2028 geta enn þreytt öll próf í núverandi mynd.",
        tr: "Bu, mevcut çerçeve kapsamındaki son sınav dönemidir. Hazırlığına 2028'den önce başlayan adaylar tüm sınavlara hâlâ bugünkü biçimleriyle girebilir.",
      },
    ],
    agenda: examAgenda(2),
    audience: ["candidates"],
  },
];

/** Instants in UTC, from the local date, time and offset. */
export function eventStart(event: GeoEvent): Date {
  return new Date(`${event.start.date}T${event.start.time}:00${event.utcOffset}`);
}

export function eventEnd(event: GeoEvent): Date {
  return new Date(`${event.end.date}T${event.end.time}:00${event.utcOffset}`);
}

/** Upcoming until it has ended (an exam window in progress is still upcoming). */
export function isUpcoming(event: GeoEvent, now: Date): boolean {
  return eventEnd(event).getTime() >= now.getTime();
}

/** The month the event starts in, "2027-03". */
export function eventMonth(event: GeoEvent): string {
  return event.start.date.slice(0, 7);
}

export function findEvent(slug: string): GeoEvent | undefined {
  return events.find((event) => event.slug === slug);
}

/** Every month with at least one event, in order. */
export function listEventMonths(): string[] {
  return [...new Set(events.map(eventMonth))].sort();
}

export type EventFilters = { type?: EventType; region?: EventRegion; month?: string };

export function filterEvents(list: readonly GeoEvent[], filters: EventFilters): GeoEvent[] {
  return list.filter(
    (event) =>
      (!filters.type || event.type === filters.type) &&
      (!filters.region || event.region === filters.region) &&
      (!filters.month || eventMonth(event) === filters.month),
  );
}

/** Upcoming soonest first; past most recent first. */
export function splitEvents(list: readonly GeoEvent[], now: Date): { upcoming: GeoEvent[]; past: GeoEvent[] } {
  const byStart = [...list].sort((a, b) => eventStart(a).getTime() - eventStart(b).getTime());
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}

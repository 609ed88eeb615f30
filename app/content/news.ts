/**
 * GeoCert's news articles (fictional). Tag and role labels live in the "news" namespace; each
 * article's words live here in English with Icelandic and Turkish versions.
 */
import type { LocalText } from "~/lib/localized";
import type { Namespaces } from "~/locales/types";

type NewsMessages = Namespaces["news"];

export type NewsTag = keyof NewsMessages["tags"];
export type AuthorRole = keyof NewsMessages["roles"];

export const authors = {
  hanna: { name: "Hanna Þórsdóttir", initials: "HÞ", role: "communicationsLead" },
  murat: { name: "Dr. Murat Aydın", initials: "MA", role: "frameworkDirector" },
  wanjiru: { name: "Wanjiru Kamau", initials: "WK", role: "chaptersCoordinator" },
  lucia: { name: "Dr. Lucía Ferrer", initials: "LF", role: "researchManager" },
  kenji: { name: "Kenji Morita", initials: "KM", role: "partnershipsManager" },
} as const satisfies Record<string, { name: string; initials: string; role: AuthorRole }>;

export type AuthorId = keyof typeof authors;

export type Article = {
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  author: AuthorId;
  tags: NewsTag[];
  title: LocalText;
  summary: LocalText;
  body: LocalText[];
};

/** Newest first. */
export const articles: Article[] = [
  {
    slug: "exam-bookings-open-winter-2027",
    date: "2026-11-18",
    author: "hanna",
    tags: ["exams", "programmes"],
    title: {
      en: "Bookings open for the winter 2027 exam window",
      is: "Opnað fyrir bókanir á vetrarprófatímabilið 2027",
      tr: "2027 kış sınav dönemi için kayıtlar açıldı",
    },
    summary: {
      en: "Candidates for all four levels can now book a slot for the exam window from 18 to 29 January 2027.",
      is: "Próftakar á öllum fjórum stigum geta nú bókað tíma á prófatímabilinu 18. til 29. janúar 2027.",
      tr: "Dört seviyenin tüm adayları artık 18-29 Ocak 2027 sınav dönemi için oturum ayırtabilir.",
    },
    body: [
      {
        en: "Bookings for the winter exam window are now open. Between 18 and 29 January 2027 candidates can sit the exams of all four levels, online with a remote proctor or at one of our partner test centres.",
        is: "Opnað hefur verið fyrir bókanir á vetrarprófatímabilið. Dagana 18. til 29. janúar 2027 geta próftakar þreytt próf á öllum fjórum stigum, á netinu undir eftirliti prófvarðar eða í einni af prófmiðstöðvum samstarfsaðila okkar.",
        tr: "Kış sınav dönemi için kayıtlar açıldı. 18-29 Ocak 2027 tarihleri arasında adaylar dört seviyenin tüm sınavlarına uzaktan gözetmenli çevrim içi olarak ya da iş ortağı sınav merkezlerimizden birinde girebilir.",
      },
      {
        en: "Senior Professional and Expert Fellow candidates also book their interview with two assessors during the window. Please send your portfolio of evidence at least three weeks before your interview.",
        is: "Próftakar á stigi reynds fagmanns og sérfræðifélaga bóka einnig viðtal við tvo matsmenn á tímabilinu. Vinsamlegast sendið ferilmöppu með gögnum minnst þremur vikum fyrir viðtalið.",
        tr: "Kıdemli Profesyonel ve Uzman Üye adayları dönem içinde iki değerlendiriciyle mülakatlarını da ayırtır. Lütfen kanıt dosyanızı mülakatınızdan en az üç hafta önce gönderin.",
      },
      {
        en: "Places at test centres are limited, especially in Nairobi and Manila. If you need adjustments for a disability, tell us when you book and we will arrange them.",
        is: "Pláss í prófmiðstöðvum er takmarkað, einkum í Naíróbí og Manila. Ef þú þarft aðlögun vegna fötlunar skaltu láta vita við bókun og við sjáum um hana.",
        tr: "Sınav merkezlerindeki yerler, özellikle Nairobi ve Manila'da sınırlıdır. Engellilik nedeniyle düzenlemeye ihtiyacınız varsa kayıt sırasında bize bildirin, gerekli düzenlemeleri yapalım.",
      },
    ],
  },
  {
    slug: "italy-chapter-founded",
    date: "2026-11-02",
    author: "wanjiru",
    tags: ["chapters"],
    title: {
      en: "An Italy chapter for the oldest geothermal district",
      is: "Ítalíudeild stofnuð á elsta jarðhitasvæði heims",
      tr: "En eski jeotermal bölge için bir İtalya şubesi",
    },
    summary: {
      en: "Forty members founded GeoCert's tenth regional chapter in Tuscany, with a first meetup planned for June 2027.",
      is: "Fjörutíu félagar stofnuðu tíundu svæðisdeild GeoCert í Toskana og fyrsti fundurinn er fyrirhugaður í júní 2027.",
      tr: "Kırk üye, GeoCert'in onuncu bölgesel şubesini Toskana'da kurdu; ilk buluşma Haziran 2027'de planlanıyor.",
    },
    body: [
      {
        en: "GeoCert now has ten regional chapters. The newest was founded in Tuscany by forty operators, engineers and teachers from the geothermal district around Larderello, where geothermal power was first produced more than a century ago.",
        is: "GeoCert hefur nú tíu svæðisdeildir. Sú nýjasta var stofnuð í Toskana af fjörutíu manns úr röðum rekstrarfólks, verkfræðinga og kennara á jarðhitasvæðinu umhverfis Larderello, þar sem rafmagn var fyrst framleitt með jarðvarma fyrir meira en öld.",
        tr: "GeoCert'in artık on bölgesel şubesi var. En yenisi, jeotermal enerjinin bir asırdan uzun süre önce ilk kez üretildiği Larderello çevresindeki jeotermal bölgeden kırk operatör, mühendis ve öğretmen tarafından Toskana'da kuruldu.",
      },
      {
        en: "The chapter wants to record the knowledge of experienced operators before they retire, and to offer young people in the district a clear path into the profession.",
        is: "Deildin vill skrá þekkingu reynds rekstrarfólks áður en það fer á eftirlaun og bjóða ungu fólki á svæðinu skýra leið inn í starfsgreinina.",
        tr: "Şube, deneyimli operatörlerin bilgisini emekli olmadan önce kayıt altına almak ve bölgedeki gençlere mesleğe açık bir yol sunmak istiyor.",
      },
      {
        en: "Its first public meetup takes place in Pomarance in June 2027 and is open to everyone interested in geothermal work.",
        is: "Fyrsti opni fundur deildarinnar verður haldinn í Pomarance í júní 2027 og er öllum opinn sem hafa áhuga á störfum í jarðvarma.",
        tr: "Şubenin ilk açık buluşması Haziran 2027'de Pomarance'ta yapılacak ve jeotermal alanda çalışmakla ilgilenen herkese açık olacak.",
      },
    ],
  },
  {
    slug: "workforce-survey-2026-results",
    date: "2026-10-14",
    author: "lucia",
    tags: ["research"],
    title: {
      en: "Workforce survey 2026: operators expect to hire more",
      is: "Vinnumarkaðskönnun 2026: rekstraraðilar gera ráð fyrir fleiri ráðningum",
      tr: "2026 iş gücü anketi: işletmeciler daha fazla işe alım bekliyor",
    },
    summary: {
      en: "Our yearly survey of employers in 24 countries finds growing demand for plant operators and drilling staff.",
      is: "Árleg könnun okkar meðal vinnuveitenda í 24 löndum sýnir vaxandi eftirspurn eftir starfsfólki orkuvera og borteyma.",
      tr: "24 ülkedeki işverenlerle yaptığımız yıllık anket, santral operatörlerine ve sondaj personeline talebin arttığını gösteriyor.",
    },
    body: [
      {
        en: "Our fourth yearly survey asked employers in 24 countries about their hiring plans. Most expect their geothermal workforce to grow over the next three years, with the strongest demand for plant operators, drilling staff and reservoir engineers.",
        is: "Í fjórðu árlegu könnuninni okkar voru vinnuveitendur í 24 löndum spurðir um ráðningaráform sín. Flestir gera ráð fyrir að starfsfólki í jarðvarma fjölgi á næstu þremur árum og mest er eftirspurnin eftir starfsfólki orkuvera, borteyma og forðaverkfræðingum.",
        tr: "Dördüncü yıllık anketimiz 24 ülkedeki işverenlere işe alım planlarını sordu. Çoğu, jeotermal iş gücünün önümüzdeki üç yılda büyümesini bekliyor; en güçlü talep santral operatörleri, sondaj personeli ve rezervuar mühendisleri için.",
      },
      {
        en: "Employers also told us that practical experience weighs more than degrees when they hire, and that a recognised certificate shortens the time it takes to trust a new colleague with independent work.",
        is: "Vinnuveitendur sögðu okkur einnig að við ráðningar vegi hagnýt reynsla þyngra en prófgráður og að viðurkennd vottun stytti þann tíma sem líður þar til nýjum samstarfsmanni er treyst fyrir sjálfstæðum verkefnum.",
        tr: "İşverenler ayrıca işe alırken pratik deneyimin diplomalardan daha ağır bastığını ve tanınmış bir sertifikanın yeni bir çalışma arkadaşına bağımsız iş emanet etme süresini kısalttığını belirtti.",
      },
      {
        en: "The full report, with figures by region and by role, is available to members on request.",
        is: "Skýrslan í heild, með tölum eftir svæðum og störfum, er aðgengileg félögum sé þess óskað.",
        tr: "Bölgelere ve görevlere göre rakamları içeren tam rapor, talep üzerine üyelere sunulmaktadır.",
      },
    ],
  },
  {
    slug: "mediterranean-forum-2026-review",
    date: "2026-09-28",
    author: "kenji",
    tags: ["partners", "chapters"],
    title: {
      en: "Mediterranean Forum: three days, eleven countries",
      is: "Miðjarðarhafsþingið: þrír dagar, ellefu lönd",
      tr: "Akdeniz Forumu: üç gün, on bir ülke",
    },
    summary: {
      en: "Participants from eleven countries met in İzmir and agreed to work towards the mutual recognition of training.",
      is: "Þátttakendur frá ellefu löndum hittust í İzmir og ákváðu að vinna að gagnkvæmri viðurkenningu þjálfunar.",
      tr: "On bir ülkeden katılımcılar İzmir'de bir araya geldi ve eğitimlerin karşılıklı tanınması için çalışma konusunda uzlaştı.",
    },
    body: [
      {
        en: "More than three hundred people from eleven countries took part in the first GeoCert Mediterranean Forum in İzmir, on site and online.",
        is: "Yfir þrjú hundruð manns frá ellefu löndum tóku þátt í fyrsta Miðjarðarhafsþingi GeoCert í İzmir, á staðnum og á netinu.",
        tr: "İzmir'deki ilk GeoCert Akdeniz Forumu'na on bir ülkeden üç yüzü aşkın kişi yerinde ve çevrim içi katıldı.",
      },
      {
        en: "Training providers from Türkiye, Italy and Greece agreed to compare their operator courses against the framework units, a first step towards recognising each other's training.",
        is: "Fræðsluaðilar frá Tyrklandi, Ítalíu og Grikklandi sammæltust um að bera námskeið sín fyrir rekstrarfólk saman við einingar rammans, sem er fyrsta skrefið í átt að gagnkvæmri viðurkenningu þjálfunar.",
        tr: "Türkiye, İtalya ve Yunanistan'dan eğitim sağlayıcılar operatör kurslarını çerçeve birimleriyle karşılaştırmayı kabul etti; bu, birbirlerinin eğitimlerini tanımaya yönelik ilk adım.",
      },
      {
        en: "The field visit to a binary plant in the Aegean region was fully booked within a week. Recordings of the sessions are available to registered participants.",
        is: "Vettvangsferðin í tvívökvavirkjun í Eyjahafshéraðinu fullbókaðist á viku. Skráðir þátttakendur hafa aðgang að upptökum af erindunum.",
        tr: "Ege Bölgesi'ndeki bir binary santrale yapılan teknik gezi bir hafta içinde doldu. Oturumların kayıtları kayıtlı katılımcılara açıktır.",
      },
    ],
  },
  {
    slug: "framework-2028-revision-consultation",
    date: "2026-09-03",
    author: "murat",
    tags: ["framework"],
    title: {
      en: "Have your say on the 2028 framework revision",
      is: "Segðu þína skoðun á endurskoðun rammans 2028",
      tr: "2028 çerçeve revizyonu hakkında görüşünüzü bildirin",
    },
    summary: {
      en: "A public consultation on the next revision of the competence framework is open until the end of January 2027.",
      is: "Opið samráð um næstu endurskoðun hæfnirammans stendur til loka janúar 2027.",
      tr: "Yetkinlik çerçevesinin bir sonraki revizyonu için kamuya açık danışma süreci Ocak 2027 sonuna kadar açık.",
    },
    body: [
      {
        en: "The competence framework is revised every four years so that it keeps pace with the industry. Work on the 2028 revision has begun, and we want to hear from everyone who uses it.",
        is: "Hæfniramminn er endurskoðaður á fjögurra ára fresti svo hann haldi í við þróun greinarinnar. Vinna við endurskoðunina 2028 er hafin og við viljum heyra frá öllum sem nota rammann.",
        tr: "Yetkinlik çerçevesi sektöre ayak uydurması için dört yılda bir gözden geçirilir. 2028 revizyonu için çalışmalar başladı ve çerçeveyi kullanan herkesten görüş almak istiyoruz.",
      },
      {
        en: "The draft proposes a new unit on the direct use of geothermal heat, merges two units on plant instrumentation and adds digital skills to the Professional level.",
        is: "Í drögunum er lögð til ný eining um beina nýtingu jarðhita, tvær einingar um mælitæki orkuvera sameinaðar og stafrænni hæfni bætt við fagmannsstigið.",
        tr: "Taslak, jeotermal ısının doğrudan kullanımı üzerine yeni bir birim öneriyor, santral enstrümantasyonuyla ilgili iki birimi birleştiriyor ve Profesyonel seviyeye dijital beceriler ekliyor.",
      },
      {
        en: "Comments can be sent until 31 January 2027. Chapters will also hold discussion evenings on the draft.",
        is: "Athugasemdir má senda til 31. janúar 2027. Deildirnar halda einnig umræðukvöld um drögin.",
        tr: "Yorumlar 31 Ocak 2027'ye kadar gönderilebilir. Şubeler de taslak üzerine tartışma akşamları düzenleyecek.",
      },
    ],
  },
  {
    slug: "new-test-centres-nairobi-manila",
    date: "2026-08-12",
    author: "kenji",
    tags: ["partners", "exams"],
    title: {
      en: "New test centres in Nairobi and Manila",
      is: "Nýjar prófmiðstöðvar í Naíróbí og Manila",
      tr: "Nairobi ve Manila'da yeni sınav merkezleri",
    },
    summary: {
      en: "Two training partners now host GeoCert exams, bringing the number of test centres to fourteen.",
      is: "Tveir samstarfsaðilar á sviði þjálfunar hýsa nú próf GeoCert og prófmiðstöðvarnar eru þar með orðnar fjórtán.",
      tr: "İki eğitim ortağı artık GeoCert sınavlarına ev sahipliği yapıyor; böylece sınav merkezi sayısı on dörde çıktı.",
    },
    body: [
      {
        en: "From the winter 2027 window, candidates in East Africa and South-East Asia can sit their exams closer to home. Two training partners in Nairobi and Manila have completed our accreditation as test centres.",
        is: "Frá og með vetrarprófatímabilinu 2027 geta próftakar í Austur-Afríku og Suðaustur-Asíu þreytt próf nær heimabyggð. Tveir samstarfsaðilar í Naíróbí og Manila hafa lokið faggildingu okkar sem prófmiðstöðvar.",
        tr: "2027 kış döneminden itibaren Doğu Afrika ve Güneydoğu Asya'daki adaylar sınavlarına evlerine daha yakın yerlerde girebilecek. Nairobi ve Manila'daki iki eğitim ortağı sınav merkezi olarak akreditasyon sürecimizi tamamladı.",
      },
      {
        en: "Both centres offer the same computer-based exam as every other centre, with trained invigilators and accessible rooms.",
        is: "Báðar miðstöðvarnar bjóða sama tölvupróf og aðrar miðstöðvar, með þjálfuðum prófvörðum og aðgengilegu húsnæði.",
        tr: "Her iki merkez de diğer tüm merkezlerle aynı bilgisayar tabanlı sınavı, eğitimli gözetmenler ve erişilebilir salonlarla sunuyor.",
      },
    ],
  },
  {
    slug: "direct-use-unit-draft",
    date: "2026-07-22",
    author: "murat",
    tags: ["framework", "research"],
    title: {
      en: "Draft unit on the direct use of geothermal heat",
      is: "Drög að einingu um beina nýtingu jarðhita",
      tr: "Jeotermal ısının doğrudan kullanımı üzerine taslak birim",
    },
    summary: {
      en: "District heating, greenhouses and industrial heat: a new framework unit for the people who run them.",
      is: "Hitaveitur, gróðurhús og iðnaðarvarmi: ný eining í rammanum fyrir fólkið sem sinnir þeim.",
      tr: "Bölgesel ısıtma, seralar ve endüstriyel ısı: bunları işleten insanlar için yeni bir çerçeve birimi.",
    },
    body: [
      {
        en: "Most of the framework is about electricity. Yet many geothermal workers run district heating networks, greenhouses and industrial heat systems. A working group of twelve practitioners has drafted a unit for them.",
        is: "Stærstur hluti rammans fjallar um raforku. Margir sem starfa við jarðvarma reka þó hitaveitur, gróðurhús og iðnaðarvarmakerfi. Vinnuhópur tólf sérfræðinga hefur samið drög að einingu fyrir þá.",
        tr: "Çerçevenin büyük bölümü elektrikle ilgili. Oysa birçok jeotermal çalışanı bölgesel ısıtma şebekelerini, seraları ve endüstriyel ısı sistemlerini işletiyor. On iki uygulayıcıdan oluşan bir çalışma grubu onlar için bir birim taslağı hazırladı.",
      },
      {
        en: "The draft covers heat exchangers, water chemistry, metering and customer service, and will be part of the 2028 revision consultation.",
        is: "Drögin ná til varmaskipta, efnafræði vatns, mælinga og þjónustu við viðskiptavini og verða hluti af samráðinu um endurskoðunina 2028.",
        tr: "Taslak ısı eşanjörlerini, su kimyasını, sayaçlamayı ve müşteri hizmetlerini kapsıyor ve 2028 revizyonu danışma sürecinin bir parçası olacak.",
      },
    ],
  },
  {
    slug: "mentoring-programme-launch",
    date: "2026-07-01",
    author: "wanjiru",
    tags: ["programmes", "chapters"],
    title: {
      en: "A mentoring programme for Entry Level candidates",
      is: "Handleiðsluverkefni fyrir próftaka á byrjunarstigi",
      tr: "Giriş Seviyesi adayları için bir mentorluk programı",
    },
    summary: {
      en: "Certified professionals in every chapter now mentor newcomers through their first certificate.",
      is: "Vottað fagfólk í öllum deildum leiðbeinir nú nýliðum að fyrstu vottun þeirra.",
      tr: "Her şubedeki sertifikalı profesyoneller artık yeni gelenlere ilk sertifikalarına giden yolda mentorluk yapıyor.",
    },
    body: [
      {
        en: "Starting a career in geothermal energy is easier with someone to ask. Our new mentoring programme pairs Entry Level candidates with certified professionals from their own chapter for six months.",
        is: "Það er auðveldara að hefja feril í jarðvarma þegar hægt er að leita til einhvers. Nýja handleiðsluverkefnið okkar parar próftaka á byrjunarstigi við vottað fagfólk úr eigin deild í sex mánuði.",
        tr: "Jeotermal enerjide kariyere başlamak, soru sorabileceğiniz biri olduğunda daha kolaydır. Yeni mentorluk programımız Giriş Seviyesi adaylarını altı ay boyunca kendi şubelerinden sertifikalı profesyonellerle eşleştiriyor.",
      },
      {
        en: "Mentors and mentees meet at least once a month, online or in person. More than ninety certified professionals have volunteered so far.",
        is: "Leiðbeinendur og leiðbeinendaþegar hittast minnst einu sinni í mánuði, á netinu eða í eigin persónu. Yfir níutíu vottaðir fagmenn hafa þegar boðið sig fram.",
        tr: "Mentorlar ve danışanlar ayda en az bir kez çevrim içi ya da yüz yüze görüşüyor. Şimdiye kadar doksanı aşkın sertifikalı profesyonel gönüllü oldu.",
      },
    ],
  },
  {
    slug: "university-partnership-programme",
    date: "2026-06-10",
    author: "kenji",
    tags: ["partners", "programmes"],
    title: {
      en: "Universities join a partnership programme",
      is: "Háskólar taka þátt í samstarfsverkefni",
      tr: "Üniversiteler bir ortaklık programına katılıyor",
    },
    summary: {
      en: "Eight universities will map their geothermal courses to the framework, so graduates can count them towards certification.",
      is: "Átta háskólar munu tengja námskeið sín í jarðvarma við rammann svo útskrifaðir nemendur geti nýtt þau til vottunar.",
      tr: "Sekiz üniversite jeotermal derslerini çerçeveyle eşleştirecek; böylece mezunlar bu dersleri sertifikasyona sayabilecek.",
    },
    body: [
      {
        en: "Eight universities on four continents have joined our partnership programme. Each will compare its geothermal courses with the units of the framework and publish which units a course covers.",
        is: "Átta háskólar í fjórum heimsálfum hafa gengið til liðs við samstarfsverkefnið okkar. Hver þeirra ber námskeið sín í jarðvarma saman við einingar rammans og birtir hvaða einingar hvert námskeið nær yfir.",
        tr: "Dört kıtadan sekiz üniversite ortaklık programımıza katıldı. Her biri jeotermal derslerini çerçevenin birimleriyle karşılaştıracak ve bir dersin hangi birimleri kapsadığını yayımlayacak.",
      },
      {
        en: "Graduates of mapped courses can count them as evidence towards the Entry Level and Professional certificates.",
        is: "Þeir sem ljúka námskeiðum sem hafa verið tengd rammanum geta nýtt þau sem gögn til vottunar á byrjunarstigi og fagmannsstigi.",
        tr: "Eşleştirilmiş dersleri tamamlayan mezunlar, bu dersleri Giriş Seviyesi ve Profesyonel sertifikaları için kanıt olarak sayabilir.",
      },
    ],
  },
  {
    slug: "skills-gap-binary-plants",
    date: "2026-05-20",
    author: "lucia",
    tags: ["research"],
    title: {
      en: "Study: the skills gap in binary power plants",
      is: "Rannsókn: hæfnibilið í tvívökvavirkjunum",
      tr: "Araştırma: binary santrallerde beceri açığı",
    },
    summary: {
      en: "Binary plants are spreading fast, and the operators who run them are hard to find, our study of 40 plants shows.",
      is: "Tvívökvavirkjunum fjölgar hratt og erfitt er að finna fólk til að reka þær, samkvæmt rannsókn okkar á 40 virkjunum.",
      tr: "40 santral üzerinde yaptığımız araştırmaya göre binary santraller hızla yayılıyor ve bunları işletecek operatörleri bulmak zor.",
    },
    body: [
      {
        en: "Binary power plants can use lower-temperature resources, and their number is growing in Türkiye, the United States and Indonesia. Our study of forty plants looked at who runs them and how those people were trained.",
        is: "Tvívökvavirkjanir geta nýtt lághitaauðlindir og þeim fjölgar í Tyrklandi, Bandaríkjunum og Indónesíu. Rannsókn okkar á fjörutíu virkjunum beindist að því hverjir reka þær og hvernig það fólk var þjálfað.",
        tr: "Binary santraller daha düşük sıcaklıklı kaynakları kullanabiliyor ve sayıları Türkiye, Amerika Birleşik Devletleri ve Endonezya'da artıyor. Kırk santral üzerine yaptığımız araştırma, bunları kimlerin işlettiğini ve bu kişilerin nasıl eğitildiğini inceledi.",
      },
      {
        en: "Most operators learned on the job, and plant managers named working-fluid handling and control systems as the hardest skills to find. The results feed directly into the 2028 framework revision.",
        is: "Flest rekstrarfólk lærði í starfi og stjórnendur virkjana nefndu meðhöndlun vinnsluvökva og stýrikerfi sem þá hæfni sem erfiðast er að finna. Niðurstöðurnar nýtast beint við endurskoðun rammans 2028.",
        tr: "Operatörlerin çoğu işbaşında öğrenmiş; santral yöneticileri iş akışkanının kullanımını ve kontrol sistemlerini bulunması en zor beceriler olarak gösterdi. Sonuçlar doğrudan 2028 çerçeve revizyonuna aktarılıyor.",
      },
    ],
  },
  {
    slug: "japan-chapter-launch",
    date: "2026-04-15",
    author: "wanjiru",
    tags: ["chapters"],
    title: {
      en: "The Japan chapter opens in Kyushu",
      is: "Japansdeildin tekur til starfa á Kyushu",
      tr: "Japonya şubesi Kyushu'da açıldı",
    },
    summary: {
      en: "Engineers, hot spring owners and students founded GeoCert's Japan chapter in Beppu.",
      is: "Verkfræðingar, eigendur baðstaða og nemendur stofnuðu Japansdeild GeoCert í Beppu.",
      tr: "Mühendisler, kaplıca sahipleri ve öğrenciler GeoCert'in Japonya şubesini Beppu'da kurdu.",
    },
    body: [
      {
        en: "Japan has one of the largest geothermal resources in the world and a long tradition of hot springs. The new chapter in Beppu brings together the people of both worlds.",
        is: "Japan býr yfir einni mestu jarðhitaauðlind heims og langri hefð fyrir heitum laugum. Nýja deildin í Beppu leiðir saman fólk úr báðum heimum.",
        tr: "Japonya dünyanın en büyük jeotermal kaynaklarından birine ve köklü bir kaplıca geleneğine sahip. Beppu'daki yeni şube her iki dünyanın insanlarını bir araya getiriyor.",
      },
      {
        en: "The chapter's first project is a Japanese-language study group for the Entry Level exam.",
        is: "Fyrsta verkefni deildarinnar er námshópur á japönsku fyrir próf á byrjunarstigi.",
        tr: "Şubenin ilk projesi, Giriş Seviyesi sınavı için Japonca bir çalışma grubu.",
      },
    ],
  },
  {
    slug: "entry-level-certificate-launch",
    date: "2026-03-25",
    author: "hanna",
    tags: ["programmes", "framework"],
    title: {
      en: "The Entry Level certificate is launched",
      is: "Vottun á byrjunarstigi hleypt af stokkunum",
      tr: "Giriş Seviyesi sertifikası kullanıma sunuldu",
    },
    summary: {
      en: "A first certificate for newcomers and career changers completes the four levels of the framework.",
      is: "Fyrsta vottunin fyrir nýliða og þá sem skipta um starfsvettvang fullkomnar stigin fjögur í rammanum.",
      tr: "Yeni başlayanlar ve kariyer değiştirenler için ilk sertifika, çerçevenin dört seviyesini tamamlıyor.",
    },
    body: [
      {
        en: "With the Entry Level certificate, the framework now covers the whole career, from the first day in the field to Expert Fellow. It is meant for newcomers and career changers who know the basics and work safely under supervision.",
        is: "Með vottun á byrjunarstigi nær ramminn nú yfir allan starfsferilinn, frá fyrsta degi á vettvangi til sérfræðifélaga. Hún er ætluð nýliðum og þeim sem skipta um starfsvettvang og kunna grundvallaratriðin og vinna af öryggi undir handleiðslu.",
        tr: "Giriş Seviyesi sertifikasıyla çerçeve artık sahadaki ilk günden Uzman Üyeye kadar tüm kariyeri kapsıyor. Sertifika, temelleri bilen ve gözetim altında güvenli çalışan yeni başlayanlar ve kariyer değiştirenler içindir.",
      },
      {
        en: "The exam has sixty questions on safety, geothermal systems and plant basics. No degree is required.",
        is: "Prófið er sextíu spurningar um öryggi, jarðhitakerfi og grunnatriði orkuvera. Engrar prófgráðu er krafist.",
        tr: "Sınav güvenlik, jeotermal sistemler ve santral temelleri üzerine altmış sorudan oluşuyor. Diploma şartı yoktur.",
      },
    ],
  },
];

export const NEWS_PAGE_SIZE = 5;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export function pageCount(total = articles.length, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The articles of one page (1-based), newest first. */
export function articlesOnPage(page: number, size = NEWS_PAGE_SIZE): Article[] {
  return articles.slice((page - 1) * size, page * size);
}

/** Up to `count` other articles: most shared tags first, then the closest in time. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const time = (a: Article) => Date.parse(a.date);
  const shared = (other: Article) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: shared(other), distance: Math.abs(time(other) - time(article)) }))
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance)
    .slice(0, count)
    .map(({ other }) => other);
}

import type { QuizQuestion } from "./types";

/** Risk assessment: 8 questions. */
export const riskAssessmentQuestions = [
  {
    id: "rk-01",
    domain: "riskAssessment",
    difficulty: 1,
    prompt: {
      en: "In the hierarchy of controls used to reduce workplace hazards, which type of control is considered the least effective and the last line of defence?",
      is: "Hvaða tegund varna telst síst áhrifarík og síðasta vörnin í stigveldi varna gegn hættum á vinnustað?",
      tr: "İşyeri tehlikelerini azaltmak için kullanılan kontrol hiyerarşisinde hangi kontrol türü en az etkili ve son savunma hattı kabul edilir?",
    },
    options: [
      {
        en: "Elimination: removing the hazard from the task altogether",
        is: "Að fjarlægja hættuna: verkinu breytt svo að hættan sé ekki lengur til staðar",
        tr: "Ortadan kaldırma: tehlikenin işten tamamen kaldırılması",
      },
      {
        en: "Engineering controls: e.g. ventilation, guarding or fixed gas detectors",
        is: "Tæknilegar varnir: t.d. loftræsting, hlífar eða fastir gasmælar",
        tr: "Mühendislik kontrolleri: ör. havalandırma, koruyucu siperler veya sabit gaz dedektörleri",
      },
      {
        en: "Personal protective equipment: e.g. gloves, face shields or breathing apparatus",
        is: "Persónuhlífar: t.d. hanskar, andlitshlífar eða öndunarbúnaður",
        tr: "Kişisel koruyucu donanım: ör. eldiven, yüz siperi veya solunum cihazı",
      },
      {
        en: "Administrative controls: e.g. procedures, permits to work and training",
        is: "Stjórnunarlegar varnir: t.d. verklagsreglur, vinnuleyfi og þjálfun",
        tr: "İdari kontroller: ör. prosedürler, çalışma izinleri ve eğitim",
      },
    ],
    correct: 2,
    explanation: {
      en: "PPE protects only the person wearing it, and only if it is correctly chosen, fitted and used, so it is relied on after elimination, substitution, engineering and administrative controls. Administrative controls rank above PPE, although they still depend on people following them.",
      is: "Persónuhlífar vernda aðeins þann sem ber þær, og aðeins ef þær eru rétt valdar, passa og eru notaðar rétt; því er gripið til þeirra á eftir því að fjarlægja hættuna, staðgöngu, tæknilegum vörnum og stjórnunarlegum vörnum. Stjórnunarlegar varnir eru ofar persónuhlífum í stigveldinu, þó að þær séu háðar því að fólk fylgi þeim.",
      tr: "KKD yalnızca onu kullanan kişiyi korur ve ancak doğru seçilip uygun şekilde takılır ve kullanılırsa etkili olur; bu yüzden ortadan kaldırma, ikame, mühendislik ve idari kontrollerden sonra başvurulur. İdari kontroller hiyerarşide KKD'nin üzerindedir, ancak insanların bunlara uymasına bağlıdır.",
    },
  },
  {
    id: "rk-02",
    domain: "riskAssessment",
    difficulty: 1,
    prompt: {
      en: "A colleague has collapsed at the bottom of a well cellar where H₂S may have accumulated. What should you do first?",
      is: "Samstarfsmaður hefur hnigið niður á botni holukjallara þar sem H₂S gæti hafa safnast fyrir. Hvað átt þú að gera fyrst?",
      tr: "Bir çalışma arkadaşınız, H₂S birikmiş olabilecek bir kuyu bodrumunun dibinde yere yığılmış. İlk olarak ne yapmalısınız?",
    },
    options: [
      {
        en: "Raise the alarm and call the rescue team; enter only with breathing apparatus",
        is: "Gera viðvart og kalla út björgunarlið; fara aðeins niður með öndunarbúnað",
        tr: "Alarm verip kurtarma ekibini çağırmak; bodruma yalnızca solunum cihazıyla girmek",
      },
      {
        en: "Climb down at once and pull your colleague out before the gas spreads",
        is: "Fara strax niður og draga samstarfsmanninn upp áður en gasið breiðist út",
        tr: "Gaz yayılmadan hemen aşağı inip arkadaşınızı dışarı çekmek",
      },
      {
        en: "Hold your breath, climb down and give first aid at the bottom of the cellar",
        is: "Halda niðri í sér andanum, fara niður og veita skyndihjálp á botni kjallarans",
        tr: "Nefesinizi tutup aşağı inmek ve bodrumun dibinde ilk yardım yapmak",
      },
      {
        en: "Wait at the edge until your colleague recovers and climbs out unaided",
        is: "Bíða á brúninni þar til samstarfsmaðurinn jafnar sig og kemst sjálfur upp",
        tr: "Arkadaşınız kendine gelip kendi başına çıkana kadar kenarda beklemek",
      },
    ],
    correct: 0,
    explanation: {
      en: "A person lying unconscious in a low-lying space points to a toxic or oxygen-poor atmosphere, and untrained rescuers who go in without breathing apparatus often become further victims. Raise the alarm, keep others out and let trained responders with self-contained breathing apparatus carry out the rescue.",
      is: "Meðvitundarlaus manneskja í niðurgröfnu rými bendir til eitraðs eða súrefnissnauðs andrúmslofts, og óþjálfaðir björgunarmenn sem fara niður án öndunarbúnaðar verða oft sjálfir fórnarlömb. Gerðu viðvart, haltu öðrum frá og láttu þjálfað viðbragðsfólk með sjálfstæðan öndunarbúnað (reykköfunartæki) sjá um björgunina.",
      tr: "Alçakta kalan bir alanda bilinçsiz yatan biri, zehirli veya oksijeni yetersiz bir ortama işaret eder; solunum cihazı olmadan içeri giren eğitimsiz kurtarıcılar çoğu zaman yeni kazazedeler olur. Alarm verin, başkalarını uzak tutun ve kurtarmayı bağımsız solunum cihazı (SCBA) kullanan eğitimli müdahale ekiplerine bırakın.",
    },
  },
  {
    id: "rk-03",
    domain: "riskAssessment",
    difficulty: 1,
    prompt: {
      en: "What is a job safety analysis (JSA), completed before a task such as replacing a valve on a steam line?",
      is: "Hvað er verkáhættugreining (JSA) sem gerð er áður en unnið er verk á borð við að skipta um loka á gufulögn?",
      tr: "Bir buhar hattında vana değişimi gibi bir işten önce hazırlanan iş güvenliği analizi (JSA) nedir?",
    },
    options: [
      {
        en: "A report that records the causes of an incident after it has happened",
        is: "Skýrsla sem skráir orsakir atviks eftir að það hefur orðið",
        tr: "Bir olayın nedenlerini olay gerçekleştikten sonra kaydeden bir rapor",
      },
      {
        en: "An annual review of each worker's safety performance and training",
        is: "Árleg yfirferð á öryggisframmistöðu og þjálfun hvers starfsmanns",
        tr: "Her çalışanın güvenlik performansının ve eğitiminin yıllık değerlendirmesi",
      },
      {
        en: "A calculation of the insurance premium for the work to be done",
        is: "Útreikningur á tryggingariðgjaldi fyrir verkið sem á að vinna",
        tr: "Yapılacak iş için sigorta priminin hesaplanması",
      },
      {
        en: "A step-by-step review of the task that identifies the hazards and controls for each step",
        is: "Yfirferð verksins skref fyrir skref sem greinir hættur og varnir í hverju skrefi",
        tr: "İşi adım adım inceleyip her adımın tehlikelerini ve kontrol önlemlerini belirleyen analiz",
      },
    ],
    correct: 3,
    explanation: {
      en: "A JSA breaks the job into steps, identifies the hazards of each step (for example hot fluid, trapped pressure or H₂S) and sets the controls, such as isolation and PPE, before work starts. Incident investigation, in contrast, happens after the event.",
      is: "Verkáhættugreining skiptir verkinu í skref, greinir hættur í hverju þeirra (t.d. heitan vökva, innilokaðan þrýsting eða H₂S) og ákveður varnir, svo sem að loka og læsa lokum og nota persónuhlífar, áður en vinna hefst. Atvikarannsókn fer hins vegar fram eftir á.",
      tr: "JSA işi adımlara böler, her adımın tehlikelerini (ör. sıcak akışkan, sistemde hapsolmuş basınç veya H₂S) belirler ve iş başlamadan önce enerji izolasyonu ve KKD gibi kontrol önlemlerini tanımlar. Olay incelemesi ise olaydan sonra yapılır.",
    },
  },
  {
    id: "rk-04",
    domain: "riskAssessment",
    difficulty: 2,
    prompt: {
      en: "In a HAZOP study of a geothermal steam separator, what are guide words such as 'no', 'more' and 'less' used for?",
      is: "Til hvers eru leiðarorð á borð við „ekkert“, „meira“ og „minna“ notuð í HAZOP-greiningu á gufuskilju í jarðvarmavirkjun?",
      tr: "Bir jeotermal buhar seperatörünün HAZOP çalışmasında 'yok', 'fazla' ve 'az' gibi kılavuz kelimeler ne için kullanılır?",
    },
    options: [
      {
        en: "To rank the risks in the risk register from low to high",
        is: "Til að raða áhættum í áhættuskránni frá lítilli til mikillar",
        tr: "Risk kaydındaki riskleri düşükten yükseğe sıralamak için",
      },
      {
        en: "To combine with parameters such as flow or pressure to find deviations from the design intent",
        is: "Til að tengja við breytur eins og rennsli eða þrýsting og finna frávik frá hönnunarforsendum",
        tr: "Akış veya basınç gibi parametrelerle birleştirilip tasarım amacından sapmaları bulmak için",
      },
      {
        en: "To label the valves and instruments on the P&ID drawings",
        is: "Til að merkja loka og mælitæki á lagna- og stjórnkerfisteikningum (P&ID)",
        tr: "P&ID çizimlerindeki vana ve enstrümanları etiketlemek için",
      },
      {
        en: "To classify the personal protective equipment needed in each area",
        is: "Til að flokka þær persónuhlífar sem þarf á hverju svæði",
        tr: "Her alanda gereken kişisel koruyucu donanımı sınıflandırmak için",
      },
    ],
    correct: 1,
    explanation: {
      en: "HAZOP applies guide words to process parameters, e.g. 'more pressure' or 'no flow', to generate deviations from the design intent; the team then examines their causes, consequences and safeguards and records actions. Risk ranking may follow, but it is not the role of the guide words.",
      is: "Í HAZOP eru leiðarorð tengd ferlisbreytum, t.d. „meiri þrýstingur“ eða „ekkert rennsli“, til að finna frávik frá hönnunarforsendum; hópurinn greinir síðan orsakir, afleiðingar og varnir og skráir aðgerðir. Áhættuflokkun getur fylgt í kjölfarið, en hún er ekki hlutverk leiðarorðanna.",
      tr: "HAZOP'ta kılavuz kelimeler proses parametrelerine uygulanarak (ör. 'fazla basınç' veya 'akış yok') tasarım amacından sapmalar üretilir; ekip ardından bunların nedenlerini, sonuçlarını ve mevcut önlemleri inceler ve aksiyonları kaydeder. Risk sıralaması daha sonra yapılabilir, ancak bu kılavuz kelimelerin işlevi değildir.",
    },
  },
  {
    id: "rk-05",
    domain: "riskAssessment",
    difficulty: 2,
    prompt: {
      en: "In a geothermal project's risk register that uses a 5×5 risk matrix, how is the rating of each risk normally derived?",
      is: "Hvernig er einkunn hverrar áhættu venjulega fundin í áhættuskrá jarðvarmaverkefnis sem notar 5×5 áhættufylki?",
      tr: "5×5 risk matrisi kullanan bir jeotermal proje risk kaydında her riskin derecesi normalde nasıl belirlenir?",
    },
    options: [
      {
        en: "From the estimated cost of the planned control measures alone",
        is: "Eingöngu út frá áætluðum kostnaði fyrirhugaðra varna",
        tr: "Yalnızca planlanan kontrol önlemlerinin tahmini maliyetinden",
      },
      {
        en: "From the worst-case consequence alone, whatever its likelihood",
        is: "Eingöngu út frá verstu mögulegu afleiðingu, óháð líkum",
        tr: "Olasılığı ne olursa olsun, yalnızca en kötü durum sonucundan",
      },
      {
        en: "By combining the likelihood and consequence scores, before and after controls",
        is: "Með því að sameina einkunnir fyrir líkur og afleiðingar, fyrir og eftir varnir",
        tr: "Olasılık ve sonuç puanlarını birleştirerek, kontrollerden önce ve sonra",
      },
      {
        en: "From how many team members raised the risk in the workshop",
        is: "Út frá því hve margir í vinnuhópnum nefndu áhættuna",
        tr: "Çalıştayda riski kaç ekip üyesinin dile getirdiğinden",
      },
    ],
    correct: 2,
    explanation: {
      en: "Each risk is scored for likelihood and consequence, and their combination (often the product) places it in the matrix; it is assessed as inherent risk and again as residual risk after controls. Rating on consequence alone would treat a very unlikely event the same as a frequent one.",
      is: "Hver áhætta fær einkunn fyrir líkur og afleiðingar og samsetning þeirra (oft margfeldið) ákvarðar stöðu hennar í fylkinu; hún er metin sem upphafleg áhætta og aftur sem eftirstandandi áhætta eftir varnir. Ef einungis væri horft á afleiðingar fengi mjög ólíklegur atburður sömu einkunn og tíður atburður.",
      tr: "Her risk olasılık ve sonuç açısından puanlanır ve bunların birleşimi (çoğunlukla çarpımı) riski matriste konumlandırır; risk hem kontrol öncesi doğal risk hem de kontroller sonrası kalıntı risk olarak değerlendirilir. Yalnızca sonuca göre derecelendirme, çok düşük olasılıklı bir olayı sık yaşanan bir olayla aynı kefeye koyardı.",
    },
  },
  {
    id: "rk-06",
    domain: "riskAssessment",
    difficulty: 2,
    prompt: {
      en: "A Monte Carlo volumetric (stored-heat) estimate of a geothermal resource gives a P90 capacity of 40 MWe. How is this value normally interpreted?",
      is: "Monte Carlo-mat á jarðhitaauðlind með rúmmálsaðferð (varmaforða) gefur P90-afl upp á 40 MWe. Hvernig er þetta gildi venjulega túlkað?",
      tr: "Bir jeotermal kaynağın Monte Carlo yöntemiyle yapılan hacimsel (depolanmış ısı) tahmini 40 MWe'lik bir P90 kapasitesi veriyor. Bu değer normalde nasıl yorumlanır?",
    },
    options: [
      {
        en: "There is a 90% probability that the capacity is at least 40 MWe",
        is: "90% líkur eru á að aflið sé að minnsta kosti 40 MWe",
        tr: "Kapasitenin en az 40 MWe olma olasılığı %90'dır",
      },
      {
        en: "There is a 90% probability that the capacity is at most 40 MWe",
        is: "90% líkur eru á að aflið sé í mesta lagi 40 MWe",
        tr: "Kapasitenin en fazla 40 MWe olma olasılığı %90'dır",
      },
      {
        en: "40 MWe is 90% of the most likely (P50) capacity",
        is: "40 MWe eru 90% af líklegasta aflinu (P50)",
        tr: "40 MWe, en olası (P50) kapasitenin %90'ıdır",
      },
      {
        en: "The field can sustain 40 MWe for 90% of its design life",
        is: "Svæðið getur staðið undir 40 MWe í 90% af hönnunarlíftíma sínum",
        tr: "Saha, tasarım ömrünün %90'ı boyunca 40 MWe'yi sürdürebilir",
      },
    ],
    correct: 0,
    explanation: {
      en: "In the convention used for geothermal (and petroleum) resource estimates, P90 is the value exceeded in 90% of the simulation outcomes, so it is a conservative estimate; P50 is the median and P10 an optimistic case. P90 is not a fixed fraction of P50, because the spread depends on the uncertainty of the inputs.",
      is: "Samkvæmt þeirri venju sem gildir í auðlindamati jarðhita (og olíu) er P90 gildið sem farið er yfir í 90% hermana, svo það er varfærið mat; P50 er miðgildið og P10 bjartsýnt tilvik. P90 er ekki fast hlutfall af P50, því dreifingin ræðst af óvissu inntaksgildanna.",
      tr: "Jeotermal (ve petrol) kaynak tahminlerinde kullanılan gelenekte P90, simülasyon sonuçlarının %90'ında aşılan değerdir; dolayısıyla temkinli bir tahmindir. P50 medyan, P10 ise iyimser durumdur. P90, P50'nin sabit bir oranı değildir, çünkü aradaki fark girdilerin belirsizliğine bağlıdır.",
    },
  },
  {
    id: "rk-07",
    domain: "riskAssessment",
    difficulty: 3,
    prompt: {
      en: "During hydraulic stimulation of an enhanced geothermal system (EGS) well, induced seismicity exceeds the 'red' threshold of the traffic-light protocol. What is the usual response?",
      is: "Við vökvaörvun holu í örvuðu jarðhitakerfi (EGS) fer framkölluð skjálftavirkni yfir „rauðu“ mörkin í umferðarljósakerfinu. Hver eru venjuleg viðbrögð?",
      tr: "Bir geliştirilmiş jeotermal sistem (EGS) kuyusunun hidrolik uyarımı sırasında uyarılmış sismisite, trafik ışığı protokolünün 'kırmızı' eşiğini aşıyor. Olağan müdahale nedir?",
    },
    options: [
      {
        en: "Raise the injection rate to finish the stimulation before more events occur",
        is: "Auka niðurdælingarhraðann til að ljúka örvuninni áður en fleiri skjálftar verða",
        tr: "Daha fazla olay olmadan uyarımı bitirmek için enjeksiyon debisini artırmak",
      },
      {
        en: "Reduce the injection rate and continue with closer seismic monitoring",
        is: "Draga úr niðurdælingarhraða og halda áfram með nánari skjálftavöktun",
        tr: "Enjeksiyon debisini azaltıp daha sık sismik izlemeyle devam etmek",
      },
      {
        en: "Continue as planned and report the event in the next monthly report",
        is: "Halda áfram samkvæmt áætlun og greina frá atburðinum í næstu mánaðarskýrslu",
        tr: "Plana göre devam edip olayı bir sonraki aylık raporda bildirmek",
      },
      {
        en: "Stop injection, reduce the wellhead pressure and review before any restart",
        is: "Stöðva niðurdælingu, lækka þrýsting á holutoppi og endurmeta áður en byrjað er aftur",
        tr: "Enjeksiyonu durdurmak, kuyu başı basıncını düşürmek ve yeniden başlamadan önce değerlendirmek",
      },
    ],
    correct: 3,
    explanation: {
      en: "Red means stop: injection is halted, the well is usually bled off or shut in to lower the pressure, and operations resume only after a review; reducing the rate under closer monitoring is the typical amber response. Because the largest events can occur after shut-in, as at Basel in 2006, red thresholds must be set with a safety margin.",
      is: "Rautt þýðir stöðvun: niðurdælingu er hætt, yfirleitt er þrýstingi hleypt af holunni eða henni lokað, og vinna hefst aðeins aftur eftir endurmat; minni dælingarhraði með nánari vöktun eru dæmigerð viðbrögð við gulu ljósi. Þar sem stærstu skjálftarnir geta orðið eftir að dælingu er hætt, eins og í Basel 2006, þarf að setja rauðu mörkin með öryggisbili.",
      tr: "Kırmızı, durmak demektir: enjeksiyon kesilir, basıncı düşürmek için kuyu genellikle geri akıtılır veya kapatılır ve operasyon ancak bir değerlendirmeden sonra yeniden başlar; debiyi azaltıp izlemeyi sıklaştırmak tipik sarı ışık müdahalesidir. En büyük olaylar, 2006'da Basel'de olduğu gibi, enjeksiyon durdurulduktan sonra da olabileceğinden kırmızı eşikler bir güvenlik payıyla belirlenmelidir.",
    },
  },
  {
    id: "rk-08",
    domain: "riskAssessment",
    difficulty: 3,
    prompt: {
      en: "A government wants private developers to drill the first wells in unproven geothermal fields, where the main barrier is the risk of losing the cost of dry or unproductive exploration wells. Which instrument addresses this barrier most directly?",
      is: "Stjórnvöld vilja að einkafyrirtæki bori fyrstu holurnar á ósönnuðum jarðhitasvæðum, þar sem helsta hindrunin er hættan á að tapa kostnaði við þurrar eða afkastalitlar rannsóknarholur. Hvaða úrræði tekur beinast á þessari hindrun?",
      tr: "Bir hükümet, kanıtlanmamış jeotermal sahalarda ilk kuyuların özel geliştiriciler tarafından açılmasını istiyor; temel engel, kuru veya verimsiz arama kuyularının maliyetini kaybetme riskidir. Bu engeli en doğrudan hangi araç giderir?",
    },
    options: [
      {
        en: "A feed-in tariff for the electricity sold once the plant is operating",
        is: "Tryggt innmötunarverð fyrir raforku sem seld er þegar virkjunin er komin í rekstur",
        tr: "Santral işletmeye girdikten sonra satılan elektrik için alım garantili tarife",
      },
      {
        en: "A risk-mitigation fund or drilling insurance that covers part of the cost of failed wells",
        is: "Áhættujöfnunarsjóður eða bortrygging sem greiðir hluta kostnaðar við misheppnaðar holur",
        tr: "Başarısız kuyuların maliyetinin bir kısmını karşılayan risk paylaşım fonu veya sondaj sigortası",
      },
      {
        en: "A profit-tax holiday for the first ten years of plant operation",
        is: "Undanþága frá tekjuskatti fyrstu tíu rekstrarár virkjunarinnar",
        tr: "Santralin ilk on işletme yılı için kurumlar vergisi muafiyeti",
      },
      {
        en: "A concessional loan for the construction of the power plant",
        is: "Lán á hagstæðum kjörum til byggingar virkjunarinnar",
        tr: "Santral inşaatı için imtiyazlı (düşük faizli) kredi",
      },
    ],
    correct: 1,
    explanation: {
      en: "Exploration drilling is the riskiest stage and is mostly paid with equity, because lenders will not lend against an unproven resource; covering part of the cost of unsuccessful wells reduces exactly this risk. Tariffs, tax breaks and plant loans only pay off if a resource is found and a plant is built.",
      is: "Rannsóknarboranir eru áhættusamasti áfanginn og eru að mestu fjármagnaðar með eigin fé, því lánveitendur lána ekki út á ósannaða auðlind; að greiða hluta kostnaðar við misheppnaðar holur dregur einmitt úr þessari áhættu. Innmötunarverð, skattaívilnanir og lán til virkjunar skila sér aðeins ef auðlindin finnst og virkjun er reist.",
      tr: "Arama sondajı en riskli aşamadır ve kredi verenler kanıtlanmamış bir kaynağa kredi vermediği için çoğunlukla özkaynakla finanse edilir; başarısız kuyuların maliyetinin bir kısmını karşılamak tam olarak bu riski azaltır. Alım garantili tarifeler, vergi teşvikleri ve santral kredileri ancak kaynak bulunup santral kurulursa fayda sağlar.",
    },
  },
] as const satisfies readonly QuizQuestion[];

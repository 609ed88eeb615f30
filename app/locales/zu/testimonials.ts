import type { Namespaces } from "../types";

const testimonials = {
  meta: {
    title: "Izindaba — GeoCert",
    description:
      "Izindaba zochwepheshe bezokushisa komhlaba abanezitifiketi abavela ezifundeni ezinhlanu nakuwo wonke amazinga, kusukela kochwepheshe basensimini kuya ezazini ezihloniphekile.",
  },
  header: {
    eyebrow: "Izindaba",
    title: "Izindaba zochwepheshe abanezitifiketi",
    lead: "Ochwepheshe, onjiniyela, abaphathi nososayensi baxoxa ngokuthi isitifiketi sawushintsha kanjani umsebenzi wabo wezokushisa komhlaba.",
  },
  filters: {
    heading: "Hlunga izindaba",
    level: "Izinga lesitifiketi",
    region: "Isifunda",
    allLevels: "Onke amazinga",
    allRegions: "Zonke izifunda",
  },
  results: {
    heading: "Izindaba",
    showing: "Kuboniswa izindaba ezingu-{{shown}} kwezingu-{{total}}",
    empty: "Ayikabikho indaba ehambisana naleli zinga nalesi sifunda.",
    showAll: "Bonisa zonke izindaba",
  },
  levels: {
    associate: "Izinga Lokuqala",
    professional: "Uchwepheshe",
    senior: "Uchwepheshe Omkhulu",
    expert: "Isazi Esihloniphekile",
  },
  regions: {
    africa: "I-Afrika",
    americas: "AmaMelika",
    asiaPacific: "I-Asia nePacific",
    europe: "IYurophu",
    westAsia: "I-Asia eseNtshonalanga",
  },
  fictionalNote: "Abantu, izinhlangano nezindaba ezikuleli khasi yizibonelo eziqanjiwe.",
  stories: {
    wanjiru: {
      role: "Uchwepheshe wasensimini",
      quote:
        "Isitifiketi satshela umphathi wami ukuthi yini engingayenza ngaphambi kokuba kudingeke ngikufakazele ngokwami.",
      story: [
        "UWanjiru wakhulela amakhilomitha ambalwa ukusuka ensimini yesitimu kodwa waqala ukusebenza ethimbeni lokunisela epulazini lezimbali. Lapho umfelandawonye uvula izikhundla zokufunda umsebenzi, wajoyina njengesisebenzi esivamile futhi wafunda uhlaka ebusuku nozakwabo ababili.",
        "Ngemuva kokuphasa isivivinyo seZinga Lokuqala ngesiSwahili, wadluliselwa eqenjini lokunakekela izinhloko zemithombo. Manje uqeqesha abafundi abasha ngezinqubo zokukhiya nokumaka imishini, futhi uhlela ukubhala isivivinyo sikaChwepheshe ngonyaka ozayo.",
      ],
    },
    guorun: {
      role: "Unjiniyela wokuqhuba isiteshi",
      quote: "Isitifiketi sanika ulwazi lwami igama abantu abangaphandle kwe-Iceland abaliqondayo.",
      story: [
        "UGuðrún wachitha iminyaka eyisishiyagalombili eqhuba isiteshi esikhiqiza ukushisa nogesi ndawonye, efunda okuningi akwaziyo kubaholi bamashifu ababengaphambi kwakhe. Lapho inkampani yakhe yezinsiza iqala ukufaka amathenda emsebenzi wakwamanye amazwe, amakhasimende acela ubufakazi bekhono isihloko somsebenzi sasekhaya esingenakubunikeza.",
        "Ukuhlolwa kukaChwepheshe kwamenza wabhala phansi izinqubo ayezigcine ekhanda kuphela. Ezimbili zalezo zincazelo manje ziyingxenye yencwadi yokusebenza yenkampani yakhe, futhi usejoyine iphaneli yokubuyekeza uhlaka.",
      ],
    },
    mehmet: {
      role: "Umphathi wokubhola",
      quote:
        "Endaweni yokubhola, ukwethembana kuyikho konke. Izinga elifanayo lisho ukuthi ngimethemba ngokushesha ilungu elisha leqembu.",
      story: [
        "UMehmet waqala njengesisebenzi sasendaweni yokubhola emkhakheni kawoyela negesi futhi wathuthela ekubholeni kokushisa komhlaba eminyakeni eyishumi nanhlanu edlule, lapho amatshe ashisa kakhulu noketshezi olugqwalisayo kwashintsha okuningi ayekufundile.",
        "Wabhala isivivinyo sikaChwepheshe Omkhulu ukuze ahole amaqembu emazweni amaningana. Kusukela lapho inkampani yakhe idinga ukuthi ababholi abasha okungenani babe nesitifiketi seZinga Lokuqala, futhi izingozi ezilahlekisa isikhathi somsebenzi ezindaweni zakhe zokubhola sezehle iminyaka emithathu ilandelana.",
      ],
    },
    hana: {
      role: "Umqondisi wezobuchwepheshe",
      quote: "Isitifiketi sesazi asimayelana kakhulu nalokho okwaziyo kodwa simayelana nalokho okubuyiselayo.",
      story: [
        "UHana uklama amanethiwekhi okushisa athutha amanzi emithombo eshisayo aye emizini, ezindlini zokutshala nasezindaweni zokugeza. Umsebenzi wakhe uhlanganisa isayensi yendawo egcina ukushisa nezingxoxo nemiphakathi yendawo ebisebenzisa le mithombo amakhulu eminyaka.",
        "NjengeSazi Esihloniphekile, weluleka onjiniyela abane minyaka yonke futhi ubuyekeza imibuzo yezivivinyo mayelana nokusetshenziswa okuqondile kokushisa. Uthi imibuzo yephaneli yezazi mayelana nomsebenzi wakhe emphakathini yiyona eyayinzima kakhulu emsebenzini wakhe.",
      ],
    },
    rosa: {
      role: "Usosayensi wekhemistri yomhlaba",
      quote: "Ukuhlolwa ngesiSpeyini kwasho ukuthi isivivinyo salinganisa isayensi yami, hhayi isiNgisi sami.",
      story: [
        "URosa uthatha amasampula oketshezi emithonjeni esezindaweni eziphakeme ukuze alinganise amazinga okushisa endawo egcina ukushisa, ngokuvamile ngaphezu kwamamitha angu-4,000. Imibiko yakhe isiza ukunquma ukuthi imithombo yokuqala yephrojekthi izobholwa kuphi.",
        "Wathola isitifiketi sikaChwepheshe ngesiSpeyini futhi kamuva wasiza ukuhlola ukuhunyushelwa esiSpeyini kwemibuzo yekhemistri yomhlaba. Manje uqhuba izifundo zasensimini zabafundi abavela emanyuvesi amathathu.",
      ],
    },
    ayu: {
      role: "Isikhulu sezemvelo",
      quote:
        "Ngivela kwezebhayoloji. Uhlaka lwangikhombisa kahle ukuthi yibuphi ubunjiniyela okwakudingeka ngibufunde.",
      story: [
        "U-Ayu wajoyina inkampani yakhe ukuze aqaphe amahlathi namanzi azungeze isiteshi sikagesi esisha. Ngokushesha wathola ukuthi kwakudingeka aqonde uketshezi lokubhola, ukubuyiselwa kwamanzi anosawoti emhlabathini nemikhawulo yomsindo ukuze enze umsebenzi wakhe kahle.",
        "Isitifiketi seZinga Lokuqala, asibhala ngesi-Indonesia, samnika indlela ehlelekile yokufunda. Manje uhola ukuqapha kwemvelo kwesiteshi futhi wethula imiphumela emikhandlwini yamadolobhana njalo ngekota.",
      ],
    },
    joseph: {
      role: "Unjiniyela wendawo egcina ukushisa",
      quote: "Isikhungo sethu manje sisebenzisa uhlaka ukuhlela ukuqeqeshwa kwawo wonke unjiniyela omusha.",
      story: [
        "UJoseph wakha amamodeli ezinombolo ezindawo ezigcina ukushisa esikhungweni sikahulumeni esihlola izinkambu ezintsha. Ukuqeqeshwa kwakhe okuningi kwavela ezifundweni ezimfushane phesheya, ngasinye sinesitifiketi saso futhi kungekho esiqhathaniseka nezinye.",
        "Lapho elungiselela isivivinyo sikaChwepheshe, wathola izikhala olwazini lwakhe lokuhlolwa kwemithombo futhi wazivala ngosizo lozakwabo. Kusukela lapho isikhungo sakhe sesamukele uhlaka lwamakhono ohlelweni lwaso lwabaphothule iziqu.",
      ],
    },
    miguel: {
      role: "Umphathi wokusebenza",
      quote: "Manje ngiqasha ngokohlaka. Lususa ukuqagela ezingxoxweni zokuqasha.",
      story: [
        "UMiguel uphatha iziteshi ezintathu ezindaweni eziphakeme zentaba-mlilo, ezinabasebenzi abangaphezu kwekhulu abasebenza ngamashifu. Ukuthola abantu abanamakhono afanele kwakuvame ukusho izingxoxo ezinde zokuqasha namaphutha abizayo.",
        "Ngemuva kokuthola isitifiketi sikaChwepheshe Omkhulu ngokwakhe, wabhala kabusha izincazelo zemisebenzi yeqembu lakhe ngokwamazinga ohlaka. Abaqashwa abasha manje bafika bazi ukuthi yini elindelekile kubo, futhi ukukhushulwa ngaphakathi kulandela indlela efanayo.",
      ],
    },
    elif: {
      role: "Umqeqeshwa oqhuba isiteshi",
      quote: "Njengonjiniyela wokuqala emndenini wami, ngangifuna ubufakazi bekhono noma ubani angabuqinisekisa.",
      story: [
        "U-Elif wafunda ubunjiniyela bemishini futhi wajoyina isiteshi somjikelezo webhayinari njengomqeqeshwa oqhuba isiteshi. Walungiselela isivivinyo seZinga Lokuqala ngemihlahlandlela yokufunda nemibuzo yokuzijwayeza yamahhala, ngesiTurkey.",
        "Ukuphasa kwamsiza ukuthi angene ohlelweni lwamashifu egumbini lokulawula ngaphambi kwesikhathi esasihleliwe. Manje uvolontiya egatsheni lesifunda, esiza abafundi bezikole zobuchwepheshe ukuthi balungiselele isivivinyo sabo sokuqala.",
      ],
    },
    lars: {
      role: "Umphathi wephrojekthi yokushisisa isifunda",
      quote:
        "Ukushisa komhlaba okujulile kusha edolobheni lethu. Abasebenzi abanezitifiketi basisiza ukuthi sithole ukwethenjwa ngumphakathi.",
      story: [
        "ULars wahola ukuguqulwa kwenethiwekhi yokushisisa isifunda isuka kumalahle iya ekushiseni komhlaba okujulile. Izakhamuzi nomkhandlu wedolobha babefuna ukwazi ukuthi abantu ababebhola ngaphansi kwemigwaqo yabo bayazi abakwenzayo.",
        "Iphrojekthi yayidinga isitifiketi sikaChwepheshe Omkhulu ezikhundleni ezibalulekile, futhi uLars wasithola ngokwakhe. Uthi imihlangano yomphakathi yaba lula lapho esekwazi ukukhomba izinga elizimele, elishicilelwe.",
      ],
    },
    tama: {
      role: "Usosayensi omkhulu wesayensi yomhlaba",
      quote:
        "Isitifiketi esihle kunazo zonke yileso esiqhubeka sikucela ukuthi ufunde. Ukuvuselela isitifiketi kwenza lokho.",
      story: [
        "UTama usenesikhathi esiyiminyaka engamashumi amathathu enza amamephu ezinhlelo zokushisa komhlaba futhi usebenzisana eduze nama-iwi (izizwe zamaMāori) angabalondolozi bomhlaba nomthombo. Ubona isayensi yomhlaba nolwazi lwendawo njengabalingani, hhayi izimbangi.",
        "NjengeSazi Esihloniphekile, ungusihlalo wephaneli ebuyekeza ingxenye yokuhlola yohlaka. Ukwazisa kakhulu ukuvuselelwa kwesitifiketi: kumenza aqhubeke efunda, efundisa futhi exhumana nozakwabo abasebasha.",
      ],
    },
    samuel: {
      role: "Umeluleki wenqubomgomo yabasebenzi",
      quote: "Ohulumeni bahlela kangcono lapho amakhono ebalwa ngendlela efanayo emazweni wonke.",
      story: [
        "USamuel ucwaninga izidingo zamakhono embonini yokushisa komhlaba emazweni amaningana ase-Afrika futhi weluleka iminyango kahulumeni ngezabelomali zokuqeqesha. Ngaphambi kohlaka oluhlanganyelwe, izwe ngalinye lalichaza amakhono ngendlela ehlukile.",
        "NjengeSazi Esihloniphekile, wasiza ekuqhathaniseni iziqu zikazwelonke namazinga amane ohlaka. Isikhungo sakhe socwaningo manje sishicilela minyaka yonke inani lochwepheshe abanezitifiketi ngezinga nangezwe.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;

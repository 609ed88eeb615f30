import type { Namespaces } from "../types";

const testimonials = {
  meta: {
    title: "Simulizi — GeoCert",
    description:
      "Simulizi za wataalamu wa jotoardhi waliothibitishwa kutoka kanda tano na ngazi zote, kuanzia mafundi wa uwandani hadi wataalamu mabingwa.",
  },
  header: {
    eyebrow: "Simulizi",
    title: "Simulizi za wataalamu waliothibitishwa",
    lead: "Mafundi, wahandisi, mameneja na wanasayansi wanasimulia jinsi uthibitisho ulivyobadilisha taaluma zao katika jotoardhi.",
  },
  filters: {
    heading: "Chuja simulizi",
    level: "Ngazi ya cheti",
    region: "Kanda",
    allLevels: "Ngazi zote",
    allRegions: "Kanda zote",
  },
  results: {
    heading: "Simulizi",
    showing: "Inaonyesha simulizi {{shown}} kati ya {{total}}",
    empty: "Bado hakuna simulizi inayolingana na ngazi na kanda hii.",
    showAll: "Onyesha simulizi zote",
  },
  levels: {
    associate: "Ngazi ya Mwanzo",
    professional: "Mtaalamu",
    senior: "Mtaalamu Mwandamizi",
    expert: "Mtaalamu Bingwa",
  },
  regions: {
    africa: "Afrika",
    americas: "Amerika",
    asiaPacific: "Asia na Pasifiki",
    europe: "Ulaya",
    westAsia: "Asia Magharibi",
  },
  fictionalNote: "Watu, taasisi na simulizi kwenye ukurasa huu ni mifano ya kubuni.",
  stories: {
    wanjiru: {
      role: "Fundi wa uwandani",
      quote: "Cheti kilimweleza msimamizi wangu ninachoweza kufanya kabla sijalazimika kukithibitisha mwenyewe.",
      story: [
        "Wanjiru alikulia kilomita chache kutoka uwanja wa mvuke lakini kwanza alifanya kazi katika timu ya umwagiliaji ya shamba la maua. Ushirika ulipofungua nafasi za uanagenzi, alijiunga kama mfanyakazi wa jumla na kusoma mfumo usiku pamoja na wenzake wawili.",
        "Baada ya kufaulu mtihani wa Ngazi ya Mwanzo kwa Kiswahili, alihamishiwa kwenye kikosi cha matengenezo ya vichwa vya visima. Sasa anawafundisha wanagenzi wapya taratibu za kufunga na kuweka alama, na anapanga kufanya mtihani wa Mtaalamu mwaka ujao.",
      ],
    },
    guorun: {
      role: "Mhandisi wa uendeshaji wa mitambo",
      quote: "Uthibitisho uliupa uzoefu wangu jina ambalo watu walio nje ya Iceland wanalielewa.",
      story: [
        "Guðrún alitumia miaka minane kuendesha kituo cha kuzalisha joto na umeme kwa pamoja, akijifunza mengi ya anayoyajua kutoka kwa viongozi wa zamu waliomtangulia. Kampuni yake ya huduma ilipoanza kuomba zabuni za kazi nje ya nchi, wateja waliomba uthibitisho wa umahiri ambao cheo cha kazi cha ndani hakingeweza kutoa.",
        "Tathmini ya Mtaalamu ilimfanya aandike taratibu alizokuwa amezibeba kichwani tu. Maandiko mawili kati ya hayo sasa ni sehemu ya mwongozo wa uendeshaji wa kampuni yake, na amejiunga na jopo la ukaguzi wa mfumo.",
      ],
    },
    mehmet: {
      role: "Msimamizi wa uchimbaji",
      quote:
        "Kwenye mtambo wa uchimbaji, uaminifu ndio kila kitu. Kiwango cha pamoja kinamaanisha ninamwamini mfanyakazi mpya kwa haraka zaidi.",
      story: [
        "Mehmet alianza kama mfanyakazi wa mtambo katika sekta ya mafuta na gesi na akahamia uchimbaji wa jotoardhi miaka kumi na mitano iliyopita, ambapo miamba yenye joto zaidi na vimiminika vinavyosababisha kutu vilibadilisha mengi aliyokuwa amejifunza.",
        "Alifanya mtihani wa Mtaalamu Mwandamizi ili kuongoza vikosi katika nchi kadhaa. Tangu hapo kampuni yake inawataka wachimbaji wapya wawe angalau na cheti cha Ngazi ya Mwanzo, na ajali zinazosababisha kupoteza muda wa kazi kwenye mitambo yake zimepungua kwa miaka mitatu mfululizo.",
      ],
    },
    hana: {
      role: "Mkurugenzi wa ufundi",
      quote: "Cheti cha ubingwa hakihusu sana unachokijua bali zaidi kile unachorudisha.",
      story: [
        "Hana husanifu mitandao ya joto inayopeleka maji ya chemchemi za moto kwenye nyumba, vitalu nyumba na mabafu. Kazi yake inachanganya sayansi ya hifadhi ya jotoardhi na mazungumzo na jamii za wenyeji ambazo zimetumia chemchemi hizo kwa karne nyingi.",
        "Akiwa Mtaalamu Bingwa, yeye huwalea wahandisi wanne kila mwaka na hukagua maswali ya mitihani kuhusu matumizi ya moja kwa moja ya joto. Anasema maswali ya jopo la ubingwa kuhusu kazi yake na jamii yalikuwa magumu zaidi katika taaluma yake.",
      ],
    },
    rosa: {
      role: "Mtaalamu wa jiokemia",
      quote: "Kupimwa kwa Kihispania kulimaanisha mtihani ulipima sayansi yangu, si Kiingereza changu.",
      story: [
        "Rosa huchukua sampuli za vimiminika kutoka chemchemi zilizo milimani ili kukadiria joto la hifadhi, mara nyingi katika mwinuko wa zaidi ya mita 4,000. Ripoti zake husaidia kuamua visima vya kwanza vya mradi vichimbwe wapi.",
        "Alipata cheti cha Mtaalamu kwa Kihispania na baadaye akasaidia kukagua tafsiri ya Kihispania ya maswali ya jiokemia. Sasa anaendesha kozi za uwandani kwa wanafunzi kutoka vyuo vikuu vitatu.",
      ],
    },
    ayu: {
      role: "Afisa wa mazingira",
      quote: "Nilitoka kwenye biolojia. Mfumo ulinionyesha hasa ni uhandisi gani nilihitaji kujifunza.",
      story: [
        "Ayu alijiunga na kampuni yake ili kufuatilia misitu na maji karibu na kituo kipya cha umeme. Punde aligundua kwamba alihitaji kuelewa vimiminika vya uchimbaji, urudishaji wa maji ya chumvi ardhini na viwango vya kelele ili kufanya kazi yake vizuri.",
        "Cheti cha Ngazi ya Mwanzo, alichokifanya kwa Kiindonesia, kilimpa njia ya kujifunza kwa mpangilio. Sasa anaongoza ufuatiliaji wa mazingira wa kituo na huwasilisha matokeo kwa mabaraza ya vijiji kila robo mwaka.",
      ],
    },
    joseph: {
      role: "Mhandisi wa hifadhi ya jotoardhi",
      quote: "Taasisi yetu sasa inatumia mfumo kupanga mafunzo ya kila mhandisi mpya.",
      story: [
        "Joseph hujenga modeli za kinamba za hifadhi za jotoardhi kwa taasisi ya umma inayotafuta maeneo mapya. Mafunzo yake mengi yalitoka kwenye kozi fupi za nje ya nchi, kila moja na cheti chake na hakuna kinacholinganishwa na vingine.",
        "Alipokuwa akijiandaa kwa mtihani wa Mtaalamu, aligundua mapengo katika ujuzi wake wa majaribio ya visima na akayaziba pamoja na wenzake. Tangu hapo taasisi yake imeukubali mfumo wa umahiri kwa programu yake ya wahitimu.",
      ],
    },
    miguel: {
      role: "Meneja wa uendeshaji",
      quote: "Sasa ninaajiri kwa kufuata mfumo. Unaondoa kubahatisha katika usaili.",
      story: [
        "Miguel husimamia vituo vitatu katika nyanda za juu za volkano, vyenye wafanyakazi zaidi ya mia moja wanaofanya kazi kwa zamu. Kupata watu wenye ujuzi sahihi kulikuwa kukimaanisha usaili mrefu na makosa ya gharama kubwa.",
        "Baada ya kupata cheti cha Mtaalamu Mwandamizi mwenyewe, aliandika upya maelezo ya kazi ya timu yake kwa kufuata ngazi za mfumo. Waajiriwa wapya sasa huwasili wakijua kinachotarajiwa kutoka kwao, na upandishaji vyeo wa ndani hufuata njia hiyohiyo.",
      ],
    },
    elif: {
      role: "Mwanafunzi mwendeshaji wa mtambo",
      quote:
        "Nikiwa mhandisi wa kwanza katika familia yangu, nilitaka uthibitisho wa ujuzi ambao mtu yeyote angeweza kuuhakiki.",
      story: [
        "Elif alisomea uhandisi mitambo na kujiunga na kituo cha mzunguko pacha kama mwendeshaji mwanafunzi. Alijiandaa kwa mtihani wa Ngazi ya Mwanzo kwa miongozo ya kujisomea na maswali ya mazoezi ya bure, kwa Kituruki.",
        "Kufaulu kulimsaidia kuingia kwenye ratiba ya chumba cha udhibiti mapema kuliko ilivyopangwa. Sasa anajitolea katika tawi la kikanda, akiwasaidia wanafunzi wa shule za ufundi kujiandaa kwa mtihani wao wa kwanza.",
      ],
    },
    lars: {
      role: "Meneja wa mradi wa joto la wilaya",
      quote:
        "Jotoardhi la kina kirefu ni jambo jipya katika jiji letu. Wafanyakazi waliothibitishwa walitusaidia kupata imani ya umma.",
      story: [
        "Lars aliongoza ubadilishaji wa mtandao wa joto la wilaya kutoka makaa ya mawe hadi joto la jotoardhi la kina kirefu. Wakazi na halmashauri ya jiji walitaka kujua kwamba watu waliokuwa wakichimba chini ya mitaa yao walijua wanachofanya.",
        "Mradi ulihitaji cheti cha Mtaalamu Mwandamizi kwa nafasi muhimu, na Lars alikipata mwenyewe. Anasema mikutano ya hadhara ilikuwa rahisi zaidi mara alipoweza kuonyesha kiwango huru kilichochapishwa.",
      ],
    },
    tama: {
      role: "Mwanasayansi mkuu wa jiosayansi",
      quote: "Cheti bora ni kile kinachoendelea kukutaka ujifunze. Uthibitisho upya hufanya hivyo.",
      story: [
        "Tama amechora ramani za mifumo ya jotoardhi kwa miaka thelathini na hufanya kazi kwa karibu na iwi (makabila ya Wamaori) walio walinzi wa ardhi na rasilimali. Anaona jiosayansi na maarifa ya wenyeji kama washirika, si wapinzani.",
        "Akiwa Mtaalamu Bingwa, anaongoza jopo linalokagua sehemu ya utafutaji ya mfumo. Anathamini zaidi uthibitisho upya: unamfanya aendelee kusoma, kufundisha na kuwasiliana na wenzake vijana.",
      ],
    },
    samuel: {
      role: "Mshauri wa sera za wafanyakazi",
      quote: "Serikali hupanga vizuri zaidi ujuzi unapohesabiwa kwa njia ileile katika nchi zote.",
      story: [
        "Samuel huchunguza mahitaji ya ujuzi ya sekta ya jotoardhi katika nchi kadhaa za Afrika na huzishauri wizara kuhusu bajeti za mafunzo. Kabla ya kuwepo kwa mfumo wa pamoja, kila nchi ilieleza ujuzi kwa namna tofauti.",
        "Akiwa Mtaalamu Bingwa, alisaidia kulinganisha sifa za kitaifa na ngazi nne za mfumo. Kituo chake cha utafiti sasa huchapisha kila mwaka idadi ya wataalamu waliothibitishwa kwa ngazi na nchi.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;

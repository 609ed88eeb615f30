import type { Namespaces } from "../types";

const testimonials = {
  meta: {
    title: "Sögur — GeoCert",
    description:
      "Sögur vottaðs fagfólks í jarðvarma frá fimm svæðum og á öllum stigum, frá tæknifólki á vettvangi til sérfræðifélaga.",
  },
  header: {
    eyebrow: "Sögur",
    title: "Sögur vottaðs fagfólks",
    lead: "Tæknifólk, verkfræðingar, stjórnendur og vísindafólk segja frá því hverju vottun breytti á starfsferli þeirra í jarðvarma.",
  },
  filters: {
    heading: "Sía sögur",
    level: "Vottunarstig",
    region: "Svæði",
    allLevels: "Öll stig",
    allRegions: "Öll svæði",
  },
  results: {
    heading: "Sögur",
    showing: "Sýnir {{shown}} af {{total}} sögum",
    empty: "Engin saga passar enn við þetta stig og svæði.",
    showAll: "Sýna allar sögur",
  },
  levels: {
    associate: "Byrjunarstig",
    professional: "Fagmaður",
    senior: "Reyndur fagmaður",
    expert: "Sérfræðifélagi",
  },
  regions: {
    africa: "Afríka",
    americas: "Ameríka",
    asiaPacific: "Asía og Kyrrahaf",
    europe: "Evrópa",
    westAsia: "Vestur-Asía",
  },
  fictionalNote: "Fólkið, samtökin og sögurnar á þessari síðu eru skálduð dæmi.",
  stories: {
    wanjiru: {
      role: "Tæknimaður á vettvangi",
      quote: "Skírteinið sagði verkstjóranum mínum hvað ég kunni áður en ég þurfti að sanna það ein.",
      story: [
        "Wanjiru ólst upp fáeina kílómetra frá gufusvæði en starfaði fyrst í áveituteymi á blómabúgarði. Þegar samvinnufélagið bauð upp á starfsnám hóf hún störf sem almennur starfsmaður og las hæfnirammann á kvöldin með tveimur samstarfskonum.",
        "Eftir að hafa staðist próf á byrjunarstigi á svahílí var hún færð í viðhaldsteymi borholutoppa. Nú þjálfar hún nýja nema í læsingar- og merkingarferlum og hyggst þreyta fagmannsprófið á næsta ári.",
      ],
    },
    guorun: {
      role: "Rekstrarverkfræðingur orkuvers",
      quote: "Vottunin gaf reynslu minni nafn sem fólk utan Íslands skilur.",
      story: [
        "Guðrún stýrði rekstri orkuvers sem framleiðir bæði rafmagn og heitt vatn í átta ár og lærði flest sem hún kann af vaktstjórunum á undan henni. Þegar veitan hennar fór að bjóða í verkefni erlendis báðu viðskiptavinir um staðfestingu á hæfni sem íslenskt starfsheiti gat ekki veitt.",
        "Í matinu á fagmannsstigi þurfti hún að skrifa niður verklag sem hún hafði áður aðeins borið í höfðinu. Tvær af þeim lýsingum eru nú hluti af rekstrarhandbók veitunnar og hún situr nú í rýnihópi um hæfnirammann.",
      ],
    },
    mehmet: {
      role: "Borstjóri",
      quote: "Á borstað skiptir traust öllu. Sameiginlegur staðall þýðir að ég treysti nýjum áhafnarmeðlim fyrr.",
      story: [
        "Mehmet hóf störf sem borverkamaður í olíu- og gasiðnaði og færði sig yfir í jarðhitaboranir fyrir fimmtán árum, þar sem heitari jarðlög og tærandi vökvar breyttu miklu af því sem hann hafði lært.",
        "Hann þreytti próf reynds fagmanns til að geta stýrt áhöfnum í nokkrum löndum. Síðan þá krefst fyrirtæki hans að minnsta kosti vottunar á byrjunarstigi af nýjum borurum og fjarveruslysum á borstöðum hans hefur fækkað þrjú ár í röð.",
      ],
    },
    hana: {
      role: "Tæknistjóri",
      quote: "Sérfræðivottun snýst minna um það sem þú veist og meira um það sem þú gefur til baka.",
      story: [
        "Hana hannar varmaveitur sem flytja vatn úr heitum lindum til heimila, gróðurhúsa og baðstaða. Starf hennar tvinnar saman jarðhitavísindi og samtöl við nærsamfélögin sem hafa nýtt lindirnar í aldaraðir.",
        "Sem sérfræðifélagi leiðbeinir hún fjórum verkfræðingum á ári og fer yfir prófspurningar um beina nýtingu varma. Hún segir að spurningar matsnefndarinnar um starf hennar með samfélaginu hafi verið þær erfiðustu á ferlinum.",
      ],
    },
    rosa: {
      role: "Jarðefnafræðingur",
      quote: "Af því að ég var metin á spænsku mældi prófið vísindin mín en ekki enskuna mína.",
      story: [
        "Rosa tekur sýni úr vökva hálendislinda til að meta hitastig í jarðhitageymum, oft í meira en 4.000 metra hæð. Skýrslur hennar hjálpa til við að ákveða hvar fyrstu holur verkefnis eru boraðar.",
        "Hún hlaut vottun á fagmannsstigi á spænsku og hjálpaði síðar til við að yfirfara spænska þýðingu jarðefnafræðispurninganna. Nú heldur hún vettvangsnámskeið fyrir nemendur frá þremur háskólum.",
      ],
    },
    ayu: {
      role: "Umhverfisfulltrúi",
      quote: "Ég kom úr líffræði. Hæfniramminn sýndi mér nákvæmlega hvaða verkfræði ég þurfti að læra.",
      story: [
        "Ayu réðst til fyrirtækisins til að vakta skóga og vatn í kringum nýtt orkuver. Hún komst fljótt að því að hún þurfti að skilja borvökva, niðurdælingu jarðhitavökva og hávaðamörk til að sinna starfinu vel.",
        "Vottun á byrjunarstigi, sem hún tók á indónesísku, gaf henni skipulega leið til að læra. Nú stýrir hún umhverfisvöktun orkuversins og kynnir niðurstöður fyrir þorpsráðunum á hverjum ársfjórðungi.",
      ],
    },
    joseph: {
      role: "Forðaverkfræðingur",
      quote: "Stofnunin okkar notar nú hæfnirammann til að skipuleggja þjálfun hvers nýs verkfræðings.",
      story: [
        "Joseph smíðar reiknilíkön af jarðhitageymum fyrir opinbera stofnun sem kannar ný jarðhitasvæði. Stór hluti þjálfunar hans kom af stuttum námskeiðum erlendis, hvert með sitt skírteini og ekkert sambærilegt við hin.",
        "Við undirbúning fyrir fagmannsprófið fann hann gloppur í þekkingu sinni á holuprófunum og fyllti í þær með samstarfsfólki. Stofnun hans hefur síðan tekið hæfnirammann upp í þjálfun nýútskrifaðra.",
      ],
    },
    miguel: {
      role: "Rekstrarstjóri",
      quote: "Nú ræð ég fólk út frá hæfnirammanum. Það tekur ágiskanirnar úr atvinnuviðtölum.",
      story: [
        "Miguel stýrir þremur orkuverum á eldfjallahálendi með meira en hundrað starfsmönnum á vöktum. Áður þýddi það löng viðtöl og dýr mistök að finna fólk með rétta hæfni.",
        "Eftir að hafa sjálfur hlotið vottun reynds fagmanns endurskrifaði hann starfslýsingar teymisins út frá stigum hæfnirammans. Nýir starfsmenn vita nú hvers er ætlast til af þeim og stöðuhækkanir fylgja sömu leið.",
      ],
    },
    elif: {
      role: "Nemi í rekstri orkuvers",
      quote:
        "Sem fyrsti verkfræðingurinn í fjölskyldunni vildi ég staðfestingu á hæfni sem hver sem er gæti sannreynt.",
      story: [
        "Elif lærði vélaverkfræði og hóf störf sem nemi í rekstri tvívökvaorkuvers. Hún bjó sig undir próf á byrjunarstigi með ókeypis námsleiðbeiningunum og æfingaspurningunum, á tyrknesku.",
        "Að standast prófið hjálpaði henni að komast á vaktir í stjórnstöðinni fyrr en áætlað var. Nú starfar hún sem sjálfboðaliði í svæðisdeild og hjálpar nemendum úr starfsmenntaskólum að undirbúa sig fyrir fyrsta prófið.",
      ],
    },
    lars: {
      role: "Verkefnisstjóri fjarvarmaveitu",
      quote:
        "Djúpur jarðvarmi er nýr í borginni okkar. Vottað starfsfólk hjálpaði okkur að ávinna okkur traust almennings.",
      story: [
        "Lars stýrði því að fjarvarmaveita var færð frá kolum yfir í djúpan jarðvarma. Íbúar og borgarstjórn vildu vita að fólkið sem boraði undir götunum þeirra vissi hvað það væri að gera.",
        "Í verkefninu var gerð krafa um vottun reynds fagmanns í lykilhlutverk og Lars hlaut hana sjálfur. Hann segir að íbúafundirnir hafi orðið auðveldari þegar hann gat bent á óháðan, útgefinn staðal.",
      ],
    },
    tama: {
      role: "Yfirjarðvísindamaður",
      quote: "Besta vottunin er sú sem krefst þess sífellt að maður læri. Endurvottun gerir einmitt það.",
      story: [
        "Tama hefur kortlagt jarðhitakerfi í þrjátíu ár og vinnur náið með iwi, ættbálkunum sem eru vörslumenn landsins og auðlindarinnar. Hann lítur á jarðvísindi og staðbundna þekkingu sem samherja, ekki keppinauta.",
        "Sem sérfræðifélagi stýrir hann nefndinni sem fer yfir rannsóknahluta hæfnirammans. Hann metur endurvottunina mest: hún heldur honum við lestur, kennslu og í tengslum við yngra samstarfsfólk.",
      ],
    },
    samuel: {
      role: "Ráðgjafi í mannaflastefnu",
      quote: "Stjórnvöld skipuleggja betur þegar hæfni er talin á sama hátt milli landa.",
      story: [
        "Samuel rannsakar hæfniþörf jarðvarmageirans í nokkrum Afríkuríkjum og ráðleggur ráðuneytum um fjárveitingar til þjálfunar. Áður en sameiginlegur rammi kom til lýsti hvert land hæfni á sinn hátt.",
        "Sem sérfræðifélagi hjálpaði hann til við að tengja innlendar prófgráður við fjögur stig hæfnirammans. Stofnun hans birtir nú árlega talningu vottaðs fagfólks eftir stigi og landi.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;

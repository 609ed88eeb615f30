import type { Namespaces } from "../types";

/** Tagalog strings of the testimonials namespace (complete). */
const testimonials = {
  meta: {
    title: "Mga Kuwento — GeoCert",
    description:
      "Mga kuwento ng mga sertipikadong propesyonal sa geothermal mula sa limang rehiyon at lahat ng antas, mula sa field technician hanggang expert fellow.",
  },
  header: {
    eyebrow: "Mga Kuwento",
    title: "Mga kuwento ng mga sertipikadong propesyonal",
    lead: "Ikinukuwento ng mga technician, inhinyero, tagapamahala at siyentipiko kung ano ang binago ng sertipikasyon sa kanilang karera sa geothermal.",
  },
  filters: {
    heading: "Salain ang mga kuwento",
    level: "Antas ng sertipikasyon",
    region: "Rehiyon",
    allLevels: "Lahat ng antas",
    allRegions: "Lahat ng rehiyon",
  },
  results: {
    heading: "Mga Kuwento",
    showing: "Ipinapakita ang {{shown}} sa {{total}} kuwento",
    empty: "Wala pang kuwentong tumutugma sa antas at rehiyong ito.",
    showAll: "Ipakita ang lahat ng kuwento",
  },
  levels: {
    associate: "Panimulang Antas",
    professional: "Propesyonal",
    senior: "Senior na Propesyonal",
    expert: "Expert Fellow",
  },
  regions: {
    africa: "Africa",
    americas: "Amerika",
    asiaPacific: "Asya at Pasipiko",
    europe: "Europa",
    westAsia: "Kanlurang Asya",
  },
  fictionalNote: "Kathang-isip lamang ang mga tao, organisasyon at kuwento sa pahinang ito.",
  stories: {
    wanjiru: {
      role: "Technician sa field",
      quote:
        "Sinabi ng sertipiko sa aking superbisor kung ano ang kaya kong gawin bago ko pa ito kinailangang patunayan nang mag-isa.",
      story: [
        "Lumaki si Wanjiru ilang kilometro mula sa isang steam field, ngunit una siyang nagtrabaho sa irrigation team ng isang taniman ng bulaklak. Nang magbukas ang kooperatiba ng apprenticeship, sumali siya bilang pangkalahatang manggagawa at pinag-aralan ang balangkas tuwing gabi kasama ang dalawang kasamahan.",
        "Matapos pumasa sa pagsusulit sa Panimulang Antas sa wikang Swahili, inilipat siya sa crew na nagmementena ng mga wellhead. Ngayon ay sinasanay niya ang mga bagong apprentice sa mga pamamaraan ng lockout at balak niyang kumuha ng pagsusulit sa antas na Propesyonal sa susunod na taon.",
      ],
    },
    guorun: {
      role: "Inhinyero sa operasyon ng planta",
      quote: "Binigyan ng sertipikasyon ang aking karanasan ng pangalang nauunawaan ng mga tao sa labas ng Iceland.",
      story: [
        "Walong taong nagpatakbo si Guðrún ng isang combined heat and power plant, at karamihan sa kanyang alam ay natutuhan niya sa mga shift leader na nauna sa kanya. Nang magsimulang mag-bid ang kanyang utility para sa mga proyekto sa ibang bansa, humingi ang mga kliyente ng patunay ng kakayahan na hindi maibigay ng isang lokal na titulo ng trabaho.",
        "Dahil sa pagtatasa sa antas na Propesyonal, isinulat niya ang mga pamamaraang dati ay nasa isip lamang niya. Bahagi na ngayon ng operating manual ng kanyang utility ang dalawa sa mga isinulat na iyon, at sumali siya sa isang review panel ng balangkas.",
      ],
    },
    mehmet: {
      role: "Superbisor sa pagbabarena",
      quote:
        "Sa rig, tiwala ang lahat. Dahil sa iisang pamantayan, mas mabilis kong napagkakatiwalaan ang bagong kasapi ng crew.",
      story: [
        "Nagsimula si Mehmet bilang roughneck sa langis at gas at lumipat sa geothermal drilling labinlimang taon na ang nakararaan, kung saan binago ng mas maiinit na formation at kinakaing fluid ang marami sa kanyang natutuhan.",
        "Kinuha niya ang pagsusulit para sa Senior na Propesyonal upang pamunuan ang mga crew sa iba't ibang bansa. Mula noon, hinihingan ng kanyang kumpanya ang mga bagong driller ng kahit man lang sertipikasyon sa Panimulang Antas, at tatlong sunod-sunod na taon nang bumababa ang mga lost-time incident sa kanyang mga rig.",
      ],
    },
    hana: {
      role: "Teknikal na direktor",
      quote: "Ang kredensyal ng isang eksperto ay hindi gaanong tungkol sa alam mo kundi sa ibinabalik mo.",
      story: [
        "Nagdidisenyo si Hana ng mga heat network na nagdadala ng tubig mula sa mainit na bukal patungo sa mga tahanan, greenhouse at paliguan. Pinagsasama ng kanyang trabaho ang agham ng reservoir at ang pakikipag-usap sa mga lokal na komunidad na ilang siglo nang gumagamit ng mga bukal.",
        "Bilang Expert Fellow, gumagabay siya sa apat na inhinyero bawat taon at sinusuri ang mga tanong sa pagsusulit tungkol sa direktang paggamit ng init. Ayon sa kanya, ang mga tanong ng fellowship panel tungkol sa kanyang gawain sa komunidad ang pinakamahirap sa kanyang karera.",
      ],
    },
    rosa: {
      role: "Dalubhasa sa geochemistry",
      quote: "Dahil sinuri ako sa Espanyol, ang sinukat ng pagsusulit ay ang aking agham, hindi ang aking Ingles.",
      story: [
        "Kumukuha si Rosa ng sample ng fluid mula sa mga bukal sa matataas na lugar upang tantiyahin ang temperatura ng reservoir, kadalasan sa taas na higit 4,000 metro. Tumutulong ang kanyang mga ulat sa pagpapasya kung saan ibabarena ang mga unang balon ng isang proyekto.",
        "Nakuha niya ang sertipikasyon sa antas na Propesyonal sa Espanyol at kalaunan ay tumulong sa pagsusuri ng salin sa Espanyol ng mga tanong sa geochemistry. Ngayon ay nagpapatakbo siya ng mga field course para sa mga estudyante mula sa tatlong unibersidad.",
      ],
    },
    ayu: {
      role: "Opisyal pangkapaligiran",
      quote:
        "Galing ako sa biyolohiya. Ipinakita sa akin ng balangkas kung aling inhinyeriya ang eksaktong kailangan kong matutuhan.",
      story: [
        "Sumali si Ayu sa kanyang kumpanya upang subaybayan ang mga kagubatan at tubig sa paligid ng isang bagong planta ng kuryente. Agad niyang napagtanto na kailangan niyang maunawaan ang drilling fluid, reinjection ng brine at mga limitasyon sa ingay upang magawa nang mahusay ang kanyang trabaho.",
        "Ang sertipikasyon sa Panimulang Antas, na kinuha niya sa wikang Indonesian, ay nagbigay sa kanya ng organisadong paraan ng pag-aaral. Ngayon ay pinamumunuan niya ang pagsubaybay sa kapaligiran ng planta at iniuulat ang mga resulta sa mga konseho ng nayon bawat tatlong buwan.",
      ],
    },
    joseph: {
      role: "Inhinyero ng reservoir",
      quote:
        "Ginagamit na ngayon ng aming ahensya ang balangkas upang planuhin ang pagsasanay ng bawat bagong inhinyero.",
      story: [
        "Bumubuo si Joseph ng mga numerical model ng reservoir para sa isang pampublikong ahensyang nag-eeksplora ng mga bagong field. Karamihan sa kanyang pagsasanay ay nagmula sa maiikling kurso sa ibang bansa, bawat isa ay may sariling sertipiko at walang maihahambing sa iba.",
        "Habang naghahanda para sa pagsusulit sa antas na Propesyonal, natuklasan niya ang mga kakulangan sa kanyang kaalaman sa well testing at pinunan ang mga ito kasama ang mga kasamahan. Mula noon, ginamit na ng kanyang ahensya ang balangkas ng kakayahan para sa programa nito para sa mga bagong gradweyt.",
      ],
    },
    miguel: {
      role: "Tagapamahala ng operasyon",
      quote: "Kumukuha na ako ng tauhan batay sa balangkas. Nawawala ang hula-hula sa mga panayam.",
      story: [
        "Namamahala si Miguel ng tatlong planta sa mga bulkanikong kabundukan, na may mahigit isandaang kawani sa umiikot na shift. Dati, ang paghahanap ng mga taong may tamang kasanayan ay nangangahulugan ng mahahabang panayam at magastos na pagkakamali.",
        "Matapos makuha mismo ang sertipikasyon sa Senior na Propesyonal, muli niyang isinulat ang mga job description ng kanyang koponan batay sa mga antas ng balangkas. Dumarating na ngayon ang mga bagong kawani na alam ang inaasahan sa kanila, at ang mga panloob na promosyon ay sumusunod sa parehong landas.",
      ],
    },
    elif: {
      role: "Trainee na operator ng planta",
      quote: "Bilang unang inhinyero sa aming pamilya, gusto ko ng patunay ng kasanayan na masusuri ng sinuman.",
      story: [
        "Nag-aral si Elif ng mechanical engineering at sumali sa isang binary-cycle plant bilang trainee na operator. Naghanda siya para sa pagsusulit sa Panimulang Antas gamit ang mga libreng gabay sa pag-aaral at mga tanong na pampraktis, sa wikang Turkish.",
        "Dahil pumasa siya, napabilang siya sa rota ng control room nang mas maaga kaysa inaasahan. Ngayon ay nagboboluntaryo siya sa isang panrehiyong sangay, tumutulong sa mga estudyante ng mga bokasyonal na paaralan na maghanda para sa kanilang unang pagsusulit.",
      ],
    },
    lars: {
      role: "Tagapamahala ng proyekto sa district heating",
      quote:
        "Bago sa aming lungsod ang malalim na geothermal. Tinulungan kami ng mga sertipikadong kawani na makamit ang tiwala ng publiko.",
      story: [
        "Pinamunuan ni Lars ang paglipat ng isang district heating network mula sa karbon tungo sa malalim na geothermal na init. Gustong matiyak ng mga residente at ng konseho ng lungsod na alam ng mga nagbabarena sa ilalim ng kanilang mga kalye ang kanilang ginagawa.",
        "Hiniling ng proyekto ang sertipikasyon sa Senior na Propesyonal para sa mahahalagang posisyon, at nakuha ito mismo ni Lars. Sabi niya, naging mas madali ang mga pampublikong pulong nang maituro na niya ang isang independiyente at inilathalang pamantayan.",
      ],
    },
    tama: {
      role: "Punong geoscientist",
      quote:
        "Ang pinakamahusay na kredensyal ay iyong patuloy na humihiling na matuto ka. Iyan ang ginagawa ng recertification.",
      story: [
        "Tatlumpung taon nang nagmamapa si Tama ng mga geothermal system at malapit na nakikipagtulungan sa mga iwi na tagapangalaga ng lupa at ng resource. Para sa kanya, magkatuwang at hindi magkaribal ang geoscience at ang lokal na kaalaman.",
        "Bilang Expert Fellow, pinamumunuan niya ang panel na sumusuri sa bahagi ng balangkas tungkol sa eksplorasyon. Pinakapinahahalagahan niya ang recertification: pinananatili siya nitong nagbabasa, nagtuturo at nakikipag-ugnayan sa mas nakababatang mga kasamahan.",
      ],
    },
    samuel: {
      role: "Tagapayo sa patakaran sa paggawa",
      quote:
        "Mas mahusay magplano ang mga pamahalaan kapag binibilang ang mga kasanayan sa parehong paraan sa iba't ibang bansa.",
      story: [
        "Pinag-aaralan ni Samuel ang pangangailangan sa kasanayan ng industriya ng geothermal sa ilang bansa sa Africa at nagpapayo sa mga ministeryo tungkol sa badyet sa pagsasanay. Bago magkaroon ng iisang balangkas, iba-iba ang paglalarawan ng bawat bansa sa mga kasanayan.",
        "Bilang Expert Fellow, tumulong siyang itugma ang mga pambansang kwalipikasyon sa apat na antas ng balangkas. Naglalathala na ngayon ang kanyang obserbatoryo ng taunang bilang ng mga sertipikadong propesyonal ayon sa antas at bansa.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;

import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "Wasiliana Nasi — GeoCert",
    description: "Una maswali kuhusu uthibitisho, mitihani, uhakiki au ushirikiano? Iandikie timu ya GeoCert.",
  },
  title: "Wasiliana nasi",
  lead: "Maswali kuhusu uthibitisho, mitihani, uhakiki wa vyeti au ushirikiano: timu yetu hujibu ndani ya siku mbili za kazi.",
  form: {
    heading: "Tutumie ujumbe",
    name: "Jina lako",
    email: "Anwani ya barua pepe",
    emailHint: "Tutakujibu kupitia anwani hii na hatutaishiriki kamwe na mtu mwingine.",
    organisation: "Shirika",
    topic: "Mada",
    topicPlaceholder: "Chagua mada…",
    message: "Ujumbe",
    messageHint: "Angalau herufi 20. Tafadhali usitume nyaraka binafsi.",
    submit: "Tuma ujumbe",
    privacy: "Tunahifadhi ujumbe wako ili kuujibu na tunaufuta baada ya miaka miwili.",
  },
  topics: {
    certification: "Uthibitisho na vigezo vya kustahiki",
    exam: "Mitihani na vipindi vya mitihani",
    verification: "Kuhakiki cheti",
    partnership: "Ushirikiano na uchangiaji",
    training: "Watoa mafunzo",
    media: "Wanahabari na vyombo vya habari",
    other: "Jambo jingine",
  },
  errors: {
    name: "Tafadhali weka jina lako (angalau herufi 2).",
    nameLong: "Tafadhali fupisha jina lako lisizidi herufi 120.",
    email: "Tafadhali weka anwani sahihi ya barua pepe, kama jina@example.com.",
    organisationLong: "Tafadhali fupisha jina la shirika lisizidi herufi 160.",
    topic: "Tafadhali chagua mada.",
    messageShort: "Tafadhali andika angalau herufi 20 ili tuweze kukusaidia.",
    messageLong: "Tafadhali hakikisha ujumbe wako una chini ya herufi 5,000.",
    rateLimited: "Tayari umetuma jumbe kadhaa. Tafadhali jaribu tena baada ya saa moja.",
    failed: "Hatukuweza kutuma ujumbe wako. Tafadhali jaribu tena, au tuandikie kwa barua pepe.",
  },
  sent: {
    heading: "Asante, ujumbe wako umetumwa",
    text: "Tumekutumia uthibitisho kwa barua pepe na tutakujibu ndani ya siku mbili za kazi.",
    another: "Tuma ujumbe mwingine",
  },
  office: {
    heading: "Sekretarieti",
    address: "Sekretarieti ya GeoCert (ya kubuni)\nMtaa wa Mtiririko wa Joto 12\n105 Reykjavík, Aisilandi",
    hours: "Jumatatu hadi Ijumaa, 09:00–17:00 (GMT)",
    emailLabel: "Barua pepe",
    hoursLabel: "Saa za kazi",
    addressLabel: "Anwani",
  },
  faq: {
    complaints: "Wasilisha malalamiko",
    heading: "Kabla ya kutuandikia",
    text: "Maswali mengi yamejibiwa katika kurasa hizi:",
    about: "Jinsi uthibitisho unavyofanya kazi na maswali yanayoulizwa mara kwa mara",
    certifications: "Viwango, vigezo vya kustahiki, mitihani na ada",
    events: "Vipindi vijavyo vya mitihani na matukio",
    partners: "Kuwa mshirika",
  },
  mail: {
    confirmationSubject: "Tumepokea ujumbe wako — GeoCert",
    confirmationBody:
      'Habari,\n\nAsante kwa kuiandikia GeoCert. Tulipokea ujumbe wako kuhusu "{{topic}}" tarehe {{date}} na tutakujibu ndani ya siku mbili za kazi.\n\nNambari yako ya kumbukumbu: {{reference}}\n\nIkiwa hukutuandikia, unaweza kupuuza barua pepe hii.\n\nTimu ya GeoCert',
  },
} satisfies Namespaces["contact"];

export default contact;

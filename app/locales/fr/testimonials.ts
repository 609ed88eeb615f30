import type { Namespaces } from "../types";

/** French strings of the testimonials namespace (complete). */
const testimonials = {
  meta: {
    title: "Témoignages — GeoCert",
    description:
      "Témoignages de professionnels certifiés de la géothermie, de cinq régions et de tous niveaux, du technicien de terrain à l’expert émérite.",
  },
  header: {
    eyebrow: "Témoignages",
    title: "Témoignages de professionnels certifiés",
    lead: "Techniciens, ingénieurs, responsables et scientifiques racontent ce que la certification a changé dans leur carrière en géothermie.",
  },
  filters: {
    heading: "Filtrer les témoignages",
    level: "Niveau de certification",
    region: "Région",
    allLevels: "Tous les niveaux",
    allRegions: "Toutes les régions",
  },
  results: {
    heading: "Témoignages",
    showing: "{{shown}} témoignages affichés sur {{total}}",
    empty: "Aucun témoignage ne correspond encore à ce niveau et à cette région.",
    showAll: "Afficher tous les témoignages",
  },
  levels: {
    associate: "Niveau initial",
    professional: "Professionnel",
    senior: "Professionnel senior",
    expert: "Expert émérite",
  },
  regions: {
    africa: "Afrique",
    americas: "Amériques",
    asiaPacific: "Asie et Pacifique",
    europe: "Europe",
    westAsia: "Asie occidentale",
  },
  fictionalNote: "Les personnes, organisations et récits de cette page sont des exemples fictifs.",
  stories: {
    wanjiru: {
      role: "Technicienne de terrain",
      quote:
        "Le certificat a montré à mon superviseur ce que je savais faire avant même que je doive le prouver seule.",
      story: [
        "Wanjiru a grandi à quelques kilomètres d’un champ de vapeur, mais a d’abord travaillé dans l’équipe d’irrigation d’une exploitation horticole. Lorsque la coopérative a ouvert des places d’apprentissage, elle est entrée comme ouvrière polyvalente et a étudié le référentiel le soir avec deux collègues.",
        "Après avoir réussi l’examen du niveau initial en swahili, elle a rejoint l’équipe de maintenance des têtes de puits. Elle forme aujourd’hui les nouveaux apprentis aux procédures de consignation et prévoit de passer l’examen du niveau Professionnel l’an prochain.",
      ],
    },
    guorun: {
      role: "Ingénieure d’exploitation de centrale",
      quote: "La certification a donné à mon expérience un nom que l’on comprend aussi hors d’Islande.",
      story: [
        "Guðrún a passé huit ans à exploiter une centrale de cogénération, apprenant l’essentiel de son métier auprès des chefs de quart qui l’ont précédée. Lorsque son entreprise de services publics a commencé à répondre à des appels d’offres à l’étranger, les clients ont demandé une preuve de compétence qu’un intitulé de poste local ne pouvait pas fournir.",
        "L’évaluation du niveau Professionnel l’a amenée à mettre par écrit des procédures qu’elle n’avait jamais eues qu’en tête. Deux de ces rédactions figurent désormais dans le manuel d’exploitation de son entreprise, et elle a rejoint un comité de relecture du référentiel.",
      ],
    },
    mehmet: {
      role: "Chef de forage",
      quote:
        "Sur un chantier de forage, la confiance est essentielle. Grâce à une norme commune, je fais plus vite confiance à un nouveau membre d’équipe.",
      story: [
        "Mehmet a commencé comme ouvrier de plancher dans le pétrole et le gaz avant de passer au forage géothermique il y a quinze ans, où des formations plus chaudes et des fluides corrosifs ont remis en cause une bonne partie de ce qu’il avait appris.",
        "Il a passé l’examen du niveau Professionnel senior pour diriger des équipes dans plusieurs pays. Depuis, son entreprise exige au moins la certification de niveau initial pour les nouveaux foreurs, et les accidents avec arrêt de travail sur ses chantiers baissent depuis trois années consécutives.",
      ],
    },
    hana: {
      role: "Directrice technique",
      quote: "Une certification d’expert tient moins à ce que l’on sait qu’à ce que l’on transmet.",
      story: [
        "Hana conçoit des réseaux de chaleur qui acheminent l’eau de sources chaudes vers des logements, des serres et des bains. Son travail associe la science des réservoirs au dialogue avec les communautés locales qui utilisent ces sources depuis des siècles.",
        "En tant qu’Expert émérite, elle accompagne quatre ingénieurs par an et relit les questions d’examen sur l’usage direct de la chaleur. Selon elle, les questions du jury sur son travail auprès des communautés ont été les plus difficiles de sa carrière.",
      ],
    },
    rosa: {
      role: "Géochimiste",
      quote: "Être évaluée en espagnol, c’est voir l’examen mesurer ma science, et non mon anglais.",
      story: [
        "Rosa prélève des fluides dans des sources de haute altitude pour estimer la température des réservoirs, souvent à plus de 4 000 mètres. Ses rapports aident à décider où seront forés les premiers puits d’un projet.",
        "Elle a obtenu la certification de niveau Professionnel en espagnol, puis a contribué à la relecture de la traduction espagnole des questions de géochimie. Elle anime aujourd’hui des stages de terrain pour des étudiants de trois universités.",
      ],
    },
    ayu: {
      role: "Chargée d’environnement",
      quote:
        "Je venais de la biologie. Le référentiel m’a montré précisément quelles notions d’ingénierie je devais acquérir.",
      story: [
        "Ayu a rejoint son entreprise pour surveiller les forêts et les eaux autour d’une nouvelle centrale. Elle a vite compris qu’elle devait connaître les fluides de forage, la réinjection de la saumure et les limites de bruit pour bien faire son travail.",
        "La certification de niveau initial, passée en indonésien, lui a offert une méthode d’apprentissage structurée. Elle dirige aujourd’hui la surveillance environnementale de la centrale et présente chaque trimestre les résultats aux conseils de village.",
      ],
    },
    joseph: {
      role: "Ingénieur réservoir",
      quote:
        "Notre agence s’appuie désormais sur le référentiel pour planifier la formation de chaque nouvel ingénieur.",
      story: [
        "Joseph construit des modèles numériques de réservoirs pour une agence publique qui explore de nouveaux champs. Une grande partie de sa formation provenait de stages courts à l’étranger, chacun avec son propre certificat, aucun n’étant comparable aux autres.",
        "En préparant l’examen du niveau Professionnel, il a repéré des lacunes dans sa connaissance des essais de puits et les a comblées avec des collègues. Son agence a depuis adopté le référentiel de compétences pour son programme destiné aux jeunes diplômés.",
      ],
    },
    miguel: {
      role: "Directeur d’exploitation",
      quote:
        "Je recrute désormais en m’appuyant sur le référentiel. Les entretiens ne reposent plus sur des suppositions.",
      story: [
        "Miguel dirige trois centrales dans des hautes terres volcaniques, avec plus d’une centaine de salariés travaillant en postes tournants. Trouver les bonnes compétences supposait autrefois de longs entretiens et des erreurs coûteuses.",
        "Après avoir lui-même obtenu la certification de niveau Professionnel senior, il a réécrit les fiches de poste de son équipe autour des niveaux du référentiel. Les nouvelles recrues savent désormais dès leur arrivée ce que l’on attend d’elles, et les promotions internes suivent le même parcours.",
      ],
    },
    elif: {
      role: "Opératrice de centrale stagiaire",
      quote: "Première ingénieure de ma famille, je voulais une preuve de compétence que chacun puisse vérifier.",
      story: [
        "Elif a étudié le génie mécanique et a rejoint une centrale à cycle binaire comme opératrice stagiaire. Elle a préparé l’examen du niveau initial avec les guides d’étude et les questions d’entraînement gratuits, en turc.",
        "Sa réussite lui a permis d’intégrer le roulement de la salle de commande plus tôt que prévu. Elle est aujourd’hui bénévole dans une section régionale, où elle aide des élèves de lycées professionnels à préparer leur premier examen.",
      ],
    },
    lars: {
      role: "Chef de projet réseau de chaleur",
      quote:
        "La géothermie profonde est nouvelle dans notre ville. Un personnel certifié nous a aidés à gagner la confiance du public.",
      story: [
        "Lars a dirigé la conversion d’un réseau de chaleur urbain du charbon à la géothermie profonde. Les habitants et le conseil municipal voulaient avoir la certitude que les personnes qui forent sous leurs rues savaient ce qu’elles faisaient.",
        "Le projet exigeait la certification de niveau Professionnel senior pour les postes clés, et Lars l’a lui-même obtenue. Selon lui, les réunions publiques sont devenues plus faciles dès qu’il a pu s’appuyer sur une norme indépendante et publiée.",
      ],
    },
    tama: {
      role: "Géoscientifique en chef",
      quote:
        "La meilleure certification est celle qui vous pousse sans cesse à apprendre. C’est ce que fait la recertification.",
      story: [
        "Tama cartographie des systèmes géothermiques depuis trente ans et travaille en étroite collaboration avec les iwi, gardiens de la terre et de la ressource. Pour lui, géosciences et savoirs locaux sont des partenaires, non des rivaux.",
        "En tant qu’Expert émérite, il préside le jury qui relit la partie exploration du référentiel. Il apprécie avant tout la recertification : elle le pousse à lire, à enseigner et à rester en contact avec de jeunes collègues.",
      ],
    },
    samuel: {
      role: "Conseiller en politique de l’emploi",
      quote:
        "Les gouvernements planifient mieux lorsque les compétences sont comptées de la même façon d’un pays à l’autre.",
      story: [
        "Samuel étudie les besoins en compétences du secteur géothermique dans plusieurs pays africains et conseille les ministères sur leurs budgets de formation. Avant l’existence d’un référentiel commun, chaque pays décrivait les compétences à sa manière.",
        "En tant qu’Expert émérite, il a contribué à faire correspondre les qualifications nationales aux quatre niveaux du référentiel. Son observatoire publie désormais chaque année le nombre de professionnels certifiés par niveau et par pays.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;

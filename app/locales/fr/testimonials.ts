import type { PartialMessages } from "../types";

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
    wanjiru: { role: "Technicienne de terrain" },
    guorun: { role: "Ingénieure d’exploitation de centrale" },
    mehmet: { role: "Chef de forage" },
    hana: { role: "Directrice technique" },
    rosa: { role: "Géochimiste" },
    ayu: { role: "Chargée d’environnement" },
    joseph: { role: "Ingénieur réservoir" },
    miguel: { role: "Directeur d’exploitation" },
    elif: { role: "Opératrice de centrale stagiaire" },
    lars: { role: "Chef de projet réseau de chaleur" },
    tama: { role: "Géoscientifique en chef" },
    samuel: { role: "Conseiller en politique de l’emploi" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;

/**
 * The demo item bank's templates: clearly fictional exam items (invented fields, wells and permits), written per
 * framework domain in English, Spanish and French, each a small calculation or judgement with numbers drawn from
 * the item's variant, so a few templates give a bank large enough to assemble every level's form. None of it is
 * real exam text, and none of it is a readiness quiz question (those are public; exam items never are).
 */
import type { FrameworkDomain } from "~/content/framework";

/** The languages the demo bank is written and reviewed in (the README names them). */
export const demoBankLanguages = ["en", "es", "fr"] as const;
export type DemoLanguage = (typeof demoBankLanguages)[number];

export type DemoText = { stem: string; options: string[]; rationale: string };
/** One generated item: its texts per language (four options, the same order in each) and the key's index. */
export type DemoItem = { texts: Record<DemoLanguage, DemoText>; key: number };

/** Fictional place names: none is a real field, plant or well. */
const fields = ["Kaldá", "Hraunvellir", "Vulcanía", "Sombrío", "Lagune-Noire", "Tierra Alta", "Brumeval", "Sólheimar"];

/** A number as each language writes it (a decimal comma in Spanish and French). */
function num(value: number, language: DemoLanguage, decimals = 0): string {
  const text = value.toFixed(decimals);
  return language === "en" ? text : text.replace(".", ",");
}

/**
 * Four distinct options: the right value and three plausible wrong ones (the usual slips: a factor of ten, a
 * wrong operation), placed by the variant so the key is not always first.
 */
function choices(right: number, wrong: number[], variant: number, decimals = 0): { values: number[]; key: number } {
  const seen = new Set([right.toFixed(decimals)]);
  const others: number[] = [];
  for (const candidate of [...wrong, right * 1.5, right * 0.5, right + 7, right * 3]) {
    const text = candidate.toFixed(decimals);
    if (candidate > 0 && !seen.has(text)) {
      seen.add(text);
      others.push(candidate);
    }
    if (others.length === 3) break;
  }
  const key = variant % 4;
  const values = [...others];
  values.splice(key, 0, right);
  return { values, key };
}

type Template = (variant: number) => DemoItem;

/** A template whose options are numbers with a unit. */
function numeric(
  variant: number,
  right: number,
  wrong: number[],
  unit: string,
  decimals: number,
  texts: Record<DemoLanguage, { stem: string; rationale: string }>,
): DemoItem {
  const { values, key } = choices(right, wrong, variant, decimals);
  const build = (language: DemoLanguage): DemoText => ({
    stem: texts[language].stem,
    options: values.map((value) => `${num(value, language, decimals)} ${unit}`.trim()),
    rationale: texts[language].rationale,
  });
  return { key, texts: { en: build("en"), es: build("es"), fr: build("fr") } };
}

const field = (variant: number) => fields[variant % fields.length]!;
const well = (variant: number) => `${field(variant).slice(0, 2).toUpperCase()}-${(variant % 37) + 3}`;

const templates: Record<FrameworkDomain, Template[]> = {
  reservoirEngineering: [
    (v) => {
      const flow = 20 + (v % 9) * 5;
      const enthalpy = 900 + (v % 6) * 100;
      const power = (flow * enthalpy) / 1000;
      return numeric(v, power, [power * 10, power / 10, enthalpy / flow], "MW", 1, {
        en: {
          stem: `In the fictional ${field(v)} field, well ${well(v)} produces ${flow} kg/s of fluid at ${enthalpy} kJ/kg. What thermal power does the flow carry?`,
          rationale:
            "Thermal power is mass flow times specific enthalpy: kg/s × kJ/kg gives kW; divide by 1000 for MW.",
        },
        es: {
          stem: `En el campo ficticio de ${field(v)}, el pozo ${well(v)} produce ${flow} kg/s de fluido a ${enthalpy} kJ/kg. ¿Qué potencia térmica transporta el caudal?`,
          rationale:
            "La potencia térmica es el caudal másico por la entalpía específica: kg/s × kJ/kg da kW; se divide entre 1000 para obtener MW.",
        },
        fr: {
          stem: `Dans le champ fictif de ${field(v)}, le puits ${well(v)} produit ${flow} kg/s de fluide à ${enthalpy} kJ/kg. Quelle puissance thermique ce débit transporte-t-il ?`,
          rationale:
            "La puissance thermique est le débit massique multiplié par l'enthalpie massique : kg/s × kJ/kg donne des kW ; on divise par 1000 pour des MW.",
        },
      });
    },
    (v) => {
      const depth = 1000 + (v % 5) * 500;
      const surface = 10 + (v % 3) * 5;
      const gradient = 40 + (v % 7) * 10;
      const bottom = surface + (gradient * depth) / 1000;
      return numeric(v, gradient, [bottom / (depth / 1000), gradient * 10, (bottom - surface) / depth], "°C/km", 0, {
        en: {
          stem: `A fictional temperature log in well ${well(v)} reads ${num(bottom, "en")} °C at ${depth} m depth; the mean surface temperature is ${surface} °C. What is the average geothermal gradient?`,
          rationale: "The gradient is the temperature rise from the surface divided by the depth in kilometres.",
        },
        es: {
          stem: `Un registro de temperatura ficticio en el pozo ${well(v)} indica ${num(bottom, "es")} °C a ${depth} m de profundidad; la temperatura media en superficie es de ${surface} °C. ¿Cuál es el gradiente geotérmico medio?`,
          rationale:
            "El gradiente es el aumento de temperatura desde la superficie dividido entre la profundidad en kilómetros.",
        },
        fr: {
          stem: `Une diagraphie de température fictive du puits ${well(v)} indique ${num(bottom, "fr")} °C à ${depth} m de profondeur ; la température moyenne en surface est de ${surface} °C. Quel est le gradient géothermique moyen ?`,
          rationale:
            "Le gradient est la hausse de température depuis la surface divisée par la profondeur en kilomètres.",
        },
      });
    },
  ],
  powerPlantOperations: [
    (v) => {
      const gross = 30 + (v % 8) * 5;
      const auxiliary = 2 + (v % 4);
      return numeric(v, gross - auxiliary, [gross + auxiliary, gross, gross / auxiliary], "MW", 0, {
        en: {
          stem: `Unit ${(v % 4) + 1} of the fictional ${field(v)} plant generates ${gross} MW gross; its pumps, fans and other auxiliaries draw ${auxiliary} MW. What net power does it export?`,
          rationale: "Net output is gross output less the plant's own auxiliary load.",
        },
        es: {
          stem: `La unidad ${(v % 4) + 1} de la central ficticia de ${field(v)} genera ${gross} MW brutos; sus bombas, ventiladores y demás servicios auxiliares consumen ${auxiliary} MW. ¿Qué potencia neta exporta?`,
          rationale: "La potencia neta es la potencia bruta menos el consumo auxiliar de la propia central.",
        },
        fr: {
          stem: `L'unité ${(v % 4) + 1} de la centrale fictive de ${field(v)} produit ${gross} MW bruts ; ses pompes, ventilateurs et autres auxiliaires consomment ${auxiliary} MW. Quelle puissance nette exporte-t-elle ?`,
          rationale: "La puissance nette est la puissance brute moins la consommation des auxiliaires de la centrale.",
        },
      });
    },
    (v) => {
      const capacity = 20 + (v % 6) * 10;
      const factor = 70 + (v % 5) * 5;
      const energy = Math.round((capacity * 8760 * factor) / 100 / 1000);
      const right = Math.round(((energy * 1000) / (capacity * 8760)) * 100);
      return numeric(v, right, [100 - right, right / 2, Math.round((energy / capacity) * 10)], "%", 0, {
        en: {
          stem: `A fictional ${capacity} MW unit at ${field(v)} delivered ${energy} GWh over a year of 8760 hours. What was its capacity factor, to the nearest per cent?`,
          rationale:
            "Capacity factor is the energy delivered divided by what full output all year would give (MW × 8760 h).",
        },
        es: {
          stem: `Una unidad ficticia de ${capacity} MW en ${field(v)} entregó ${energy} GWh en un año de 8760 horas. ¿Cuál fue su factor de planta, redondeado al porcentaje entero?`,
          rationale:
            "El factor de planta es la energía entregada dividida entre la que daría la potencia plena todo el año (MW × 8760 h).",
        },
        fr: {
          stem: `Une unité fictive de ${capacity} MW à ${field(v)} a fourni ${energy} GWh sur une année de 8760 heures. Quel a été son facteur de charge, arrondi au pour cent près ?`,
          rationale:
            "Le facteur de charge est l'énergie fournie divisée par celle que donnerait la pleine puissance toute l'année (MW × 8760 h).",
        },
      });
    },
  ],
  environmentalManagement: [
    (v) => {
      const limit = 10 + (v % 5) * 5;
      const measured = limit * (1.25 + (v % 3) * 0.25);
      const cut = ((measured - limit) / measured) * 100;
      return numeric(v, cut, [((measured - limit) / limit) * 100, measured - limit, (limit / measured) * 100], "%", 0, {
        en: {
          stem: `The fictional permit of the ${field(v)} plant limits hydrogen sulphide emissions to ${limit} kg/h. Measured emissions are ${num(measured, "en", 1)} kg/h. By what share must emissions fall to meet the limit?`,
          rationale: "The reduction is the excess over the limit divided by the current emissions, not by the limit.",
        },
        es: {
          stem: `El permiso ficticio de la central de ${field(v)} limita las emisiones de sulfuro de hidrógeno a ${limit} kg/h. Las emisiones medidas son de ${num(measured, "es", 1)} kg/h. ¿En qué proporción deben reducirse para cumplir el límite?`,
          rationale:
            "La reducción es el exceso sobre el límite dividido entre las emisiones actuales, no entre el límite.",
        },
        fr: {
          stem: `Le permis fictif de la centrale de ${field(v)} limite les émissions de sulfure d'hydrogène à ${limit} kg/h. Les émissions mesurées sont de ${num(measured, "fr", 1)} kg/h. De quelle part doivent-elles baisser pour respecter la limite ?`,
          rationale: "La baisse est l'excédent sur la limite divisé par les émissions actuelles, et non par la limite.",
        },
      });
    },
    (v) => {
      const produced = 400 + (v % 6) * 100;
      const share = 80 + (v % 4) * 5;
      const reinjected = (produced * share) / 100;
      return numeric(v, share, [100 - share, (produced / reinjected) * 10, share / 2], "%", 0, {
        en: {
          stem: `The fictional ${field(v)} plant produces ${produced} t/h of separated brine and reinjects ${num(reinjected, "en")} t/h. What share of the brine is returned to the reservoir?`,
          rationale: "The reinjected share is the reinjected flow divided by the produced flow.",
        },
        es: {
          stem: `La central ficticia de ${field(v)} produce ${produced} t/h de salmuera separada y reinyecta ${num(reinjected, "es")} t/h. ¿Qué proporción de la salmuera vuelve al yacimiento?`,
          rationale: "La proporción reinyectada es el caudal reinyectado dividido entre el caudal producido.",
        },
        fr: {
          stem: `La centrale fictive de ${field(v)} produit ${produced} t/h de saumure séparée et en réinjecte ${num(reinjected, "fr")} t/h. Quelle part de la saumure retourne au réservoir ?`,
          rationale: "La part réinjectée est le débit réinjecté divisé par le débit produit.",
        },
      });
    },
  ],
  projectDevelopment: [
    (v) => {
      const size = 10 + (v % 5) * 10;
      const perKw = 3000 + (v % 6) * 500;
      const cost = (size * 1000 * perKw) / 1_000_000;
      return numeric(v, perKw, [perKw / 10, perKw * 10, cost * 10], "USD/kW", 0, {
        en: {
          stem: `A fictional ${size} MW project at ${field(v)} has an estimated capital cost of USD ${num(cost, "en")} million. What is the cost per installed kilowatt?`,
          rationale: "Divide the cost in dollars by the capacity in kilowatts (1 MW = 1000 kW).",
        },
        es: {
          stem: `Un proyecto ficticio de ${size} MW en ${field(v)} tiene un coste de inversión estimado de ${num(cost, "es")} millones de USD. ¿Cuál es el coste por kilovatio instalado?`,
          rationale: "Se divide el coste en dólares entre la capacidad en kilovatios (1 MW = 1000 kW).",
        },
        fr: {
          stem: `Un projet fictif de ${size} MW à ${field(v)} a un coût d'investissement estimé à ${num(cost, "fr")} millions d'USD. Quel est le coût par kilowatt installé ?`,
          rationale: "On divise le coût en dollars par la puissance en kilowatts (1 MW = 1000 kW).",
        },
      });
    },
    (v) => {
      const wells = 6 + (v % 7) * 2;
      const rigs = 2 + (v % 2);
      const weeks = 4 + (v % 4);
      const right = Math.ceil(wells / rigs) * weeks;
      return numeric(v, right, [wells * weeks, right / 2, wells + weeks], "weeks", 0, {
        en: {
          stem: `The fictional ${field(v)} development plans ${wells} wells. Each takes ${weeks} weeks to drill, and ${rigs} rigs work in parallel. How long does the drilling campaign take at least?`,
          rationale:
            "The rigs share the wells: round wells ÷ rigs up to whole wells per rig, then multiply by the weeks per well.",
        },
        es: {
          stem: `El desarrollo ficticio de ${field(v)} prevé ${wells} pozos. Cada uno tarda ${weeks} semanas en perforarse y ${rigs} equipos trabajan en paralelo. ¿Cuánto dura como mínimo la campaña de perforación?`,
          rationale:
            "Los equipos se reparten los pozos: se redondea pozos ÷ equipos hacia arriba y se multiplica por las semanas por pozo.",
        },
        fr: {
          stem: `Le développement fictif de ${field(v)} prévoit ${wells} puits. Chacun demande ${weeks} semaines de forage et ${rigs} appareils travaillent en parallèle. Combien de temps dure au minimum la campagne de forage ?`,
          rationale:
            "Les appareils se partagent les puits : on arrondit puits ÷ appareils à l'entier supérieur, puis on multiplie par les semaines par puits.",
        },
      });
    },
  ],
  riskAssessment: [
    (v) => {
      const likelihood = (v % 5) + 1;
      const consequence = ((v * 3) % 5) + 1;
      const score = likelihood * consequence;
      return numeric(v, score, [likelihood + consequence, score + 5, Math.abs(likelihood - consequence) + 1], "", 0, {
        en: {
          stem: `On the fictional ${field(v)} site's 5 × 5 risk matrix, a steam line rupture is rated likelihood ${likelihood} and consequence ${consequence}. What is its risk score?`,
          rationale: "On this matrix the risk score is likelihood multiplied by consequence.",
        },
        es: {
          stem: `En la matriz de riesgos 5 × 5 del emplazamiento ficticio de ${field(v)}, la rotura de una línea de vapor tiene probabilidad ${likelihood} y consecuencia ${consequence}. ¿Cuál es su puntuación de riesgo?`,
          rationale: "En esta matriz la puntuación de riesgo es la probabilidad multiplicada por la consecuencia.",
        },
        fr: {
          stem: `Sur la matrice des risques 5 × 5 du site fictif de ${field(v)}, la rupture d'une conduite de vapeur est cotée probabilité ${likelihood} et gravité ${consequence}. Quel est son score de risque ?`,
          rationale: "Sur cette matrice, le score de risque est la probabilité multipliée par la gravité.",
        },
      });
    },
    (v) => {
      const chance = 5 + (v % 6) * 5;
      const cost = 2 + (v % 5) * 2;
      const expected = (chance / 100) * cost;
      return numeric(v, expected, [chance * cost, cost - expected, expected * 10], "MUSD", 2, {
        en: {
          stem: `A fictional study puts the chance of a dry well at ${field(v)} at ${chance} %, at a cost of USD ${cost} million. What is the expected loss from this risk?`,
          rationale: "The expected loss is the probability times the cost if it happens.",
        },
        es: {
          stem: `Un estudio ficticio estima en un ${chance} % la probabilidad de un pozo seco en ${field(v)}, con un coste de ${cost} millones de USD. ¿Cuál es la pérdida esperada por este riesgo?`,
          rationale: "La pérdida esperada es la probabilidad por el coste en caso de que ocurra.",
        },
        fr: {
          stem: `Une étude fictive estime à ${chance} % le risque d'un puits sec à ${field(v)}, pour un coût de ${cost} millions d'USD. Quelle est la perte attendue de ce risque ?`,
          rationale: "La perte attendue est la probabilité multipliée par le coût si le risque se réalise.",
        },
      });
    },
  ],
  regulatoryCompliance: [
    (v) => {
      const days = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36][v % 12]!;
      const right = 360 / days;
      return numeric(v, right, [right * 2, 360 - days, Math.round(365 / days) + 2], "", 0, {
        en: {
          stem: `The fictional permit of the ${field(v)} field requires a groundwater sample every ${days} days. How many samples does a reporting period of 360 days need?`,
          rationale: "The number of samples is the period divided by the sampling interval.",
        },
        es: {
          stem: `El permiso ficticio del campo de ${field(v)} exige una muestra de agua subterránea cada ${days} días. ¿Cuántas muestras requiere un periodo de informe de 360 días?`,
          rationale: "El número de muestras es el periodo dividido entre el intervalo de muestreo.",
        },
        fr: {
          stem: `Le permis fictif du champ de ${field(v)} impose un prélèvement d'eau souterraine tous les ${days} jours. Combien de prélèvements une période de rapport de 360 jours demande-t-elle ?`,
          rationale: "Le nombre de prélèvements est la période divisée par l'intervalle de prélèvement.",
        },
      });
    },
    (v) => {
      const hours = [24, 48, 72][v % 3]!;
      const right = 1 + hours / 24;
      return numeric(v, right, [right + 1, right - 1 || 5, hours], "", 0, {
        en: {
          stem: `Under the fictional ${field(v)} operating licence, an incident must be reported within ${hours} hours. An incident happens at 06:00 on day 1. By 06:00 on which day must the report be in?`,
          rationale: "Count the hours from the incident: every 24 hours move the deadline one day on.",
        },
        es: {
          stem: `Según la licencia de operación ficticia de ${field(v)}, un incidente debe notificarse en un plazo de ${hours} horas. Un incidente ocurre a las 06:00 del día 1. ¿A las 06:00 de qué día debe haberse presentado el informe?`,
          rationale: "Se cuentan las horas desde el incidente: cada 24 horas el plazo avanza un día.",
        },
        fr: {
          stem: `Selon la licence d'exploitation fictive de ${field(v)}, un incident doit être déclaré dans les ${hours} heures. Un incident survient à 06:00 le jour 1. Avant 06:00 de quel jour le rapport doit-il être remis ?`,
          rationale:
            "On compte les heures depuis l'incident : chaque tranche de 24 heures repousse l'échéance d'un jour.",
        },
      });
    },
  ],
  resourceAssessment: [
    (v) => {
      const volume = (v % 8) + 1;
      const cooling = 20 + (v % 5) * 20;
      const heat = volume * cooling * 2.5;
      return numeric(v, heat, [heat * 1000, volume * cooling, heat / 10], "PJ", 0, {
        en: {
          stem: `A fictional reservoir block at ${field(v)} of ${volume} km³ has a volumetric heat capacity of 2.5 MJ/(m³·K). How much heat is released if it cools by ${cooling} K?`,
          rationale: "Heat = volume × volumetric heat capacity × temperature drop; 1 km³ = 10⁹ m³ and 10¹⁵ J = 1 PJ.",
        },
        es: {
          stem: `Un bloque de yacimiento ficticio en ${field(v)} de ${volume} km³ tiene una capacidad calorífica volumétrica de 2,5 MJ/(m³·K). ¿Cuánto calor libera si se enfría ${cooling} K?`,
          rationale:
            "Calor = volumen × capacidad calorífica volumétrica × descenso de temperatura; 1 km³ = 10⁹ m³ y 10¹⁵ J = 1 PJ.",
        },
        fr: {
          stem: `Un bloc de réservoir fictif à ${field(v)} de ${volume} km³ a une capacité thermique volumique de 2,5 MJ/(m³·K). Quelle chaleur libère-t-il s'il se refroidit de ${cooling} K ?`,
          rationale:
            "Chaleur = volume × capacité thermique volumique × baisse de température ; 1 km³ = 10⁹ m³ et 10¹⁵ J = 1 PJ.",
        },
      });
    },
    (v) => {
      const inPlace = 100 + (v % 9) * 50;
      const recovery = 10 + (v % 4) * 5;
      const right = (inPlace * recovery) / 100;
      return numeric(v, right, [inPlace - right, inPlace / recovery, right * 10], "PJ", 0, {
        en: {
          stem: `The fictional ${field(v)} assessment estimates ${inPlace} PJ of heat in place and a recovery factor of ${recovery} %. How much heat is recoverable?`,
          rationale: "Recoverable heat is the heat in place times the recovery factor.",
        },
        es: {
          stem: `La evaluación ficticia de ${field(v)} estima ${inPlace} PJ de calor in situ y un factor de recuperación del ${recovery} %. ¿Cuánto calor es recuperable?`,
          rationale: "El calor recuperable es el calor in situ multiplicado por el factor de recuperación.",
        },
        fr: {
          stem: `L'évaluation fictive de ${field(v)} estime la chaleur en place à ${inPlace} PJ avec un facteur de récupération de ${recovery} %. Quelle quantité de chaleur est récupérable ?`,
          rationale: "La chaleur récupérable est la chaleur en place multipliée par le facteur de récupération.",
        },
      });
    },
  ],
  drillingOperations: [
    (v) => {
      const density = 1050 + (v % 6) * 50;
      const depth = 1000 + (v % 5) * 400;
      const pressure = (density * 9.81 * depth) / 1_000_000;
      return numeric(v, pressure, [pressure * 10, (density * depth) / 1_000_000, pressure / 9.81], "MPa", 1, {
        en: {
          stem: `Fictional well ${well(v)} is drilled with mud of ${density} kg/m³. What hydrostatic pressure does the mud column exert at ${depth} m (g = 9.81 m/s²)?`,
          rationale: "Hydrostatic pressure is density × g × depth, in pascals; divide by 10⁶ for MPa.",
        },
        es: {
          stem: `El pozo ficticio ${well(v)} se perfora con lodo de ${density} kg/m³. ¿Qué presión hidrostática ejerce la columna de lodo a ${depth} m (g = 9,81 m/s²)?`,
          rationale:
            "La presión hidrostática es densidad × g × profundidad, en pascales; se divide entre 10⁶ para MPa.",
        },
        fr: {
          stem: `Le puits fictif ${well(v)} est foré avec une boue de ${density} kg/m³. Quelle pression hydrostatique la colonne de boue exerce-t-elle à ${depth} m (g = 9,81 m/s²) ?`,
          rationale:
            "La pression hydrostatique vaut masse volumique × g × profondeur, en pascals ; on divise par 10⁶ pour des MPa.",
        },
      });
    },
    (v) => {
      const hours = 8 + (v % 5) * 4;
      const rate = 4 + (v % 7);
      const metres = hours * rate;
      return numeric(v, rate, [metres / 10, hours / rate, rate * 2], "m/h", 1, {
        en: {
          stem: `On the fictional ${field(v)} rig, the 12¼-inch section advanced ${metres} m in ${hours} hours on bottom. What was the average rate of penetration?`,
          rationale: "Rate of penetration is the depth drilled divided by the time on bottom.",
        },
        es: {
          stem: `En el equipo ficticio de ${field(v)}, la sección de 12¼ pulgadas avanzó ${metres} m en ${hours} horas en el fondo. ¿Cuál fue la velocidad media de penetración?`,
          rationale: "La velocidad de penetración es la profundidad perforada dividida entre el tiempo en el fondo.",
        },
        fr: {
          stem: `Sur l'appareil fictif de ${field(v)}, la phase 12¼ pouces a avancé de ${metres} m en ${hours} heures au fond. Quelle a été la vitesse moyenne d'avancement ?`,
          rationale: "La vitesse d'avancement est la profondeur forée divisée par le temps passé au fond.",
        },
      });
    },
  ],
};

/** The `variant`-th demo item of a domain (its templates taken in turn, each with its own numbers). */
export function demoItem(domain: FrameworkDomain, variant: number): DemoItem {
  const list = templates[domain];
  return list[variant % list.length]!(Math.floor(variant / list.length) + variant);
}

/** A case study's scenario in the three languages: a fictional site whose data several items draw on. */
export function demoScenario(index: number): Record<DemoLanguage, string> {
  const name = `${fields[index % fields.length]} ${index + 1}`;
  const wells = 4 + (index % 5);
  const mw = 20 + (index % 4) * 15;
  return {
    en: `Case study (fictional): the ${name} project. A developer holds a ${mw} MW concession with ${wells} production wells drilled, one reinjection well, and a permit review due next year. The items of this case ask about its wells, plant, environment and risks.`,
    es: `Caso práctico (ficticio): el proyecto ${name}. Un promotor tiene una concesión de ${mw} MW con ${wells} pozos de producción perforados, un pozo de reinyección y una revisión del permiso prevista para el año próximo. Las preguntas de este caso tratan sobre sus pozos, su central, el medio ambiente y los riesgos.`,
    fr: `Étude de cas (fictive) : le projet ${name}. Un développeur détient une concession de ${mw} MW avec ${wells} puits de production forés, un puits de réinjection et une révision du permis prévue l'an prochain. Les questions de ce cas portent sur ses puits, sa centrale, l'environnement et les risques.`,
  };
}

import type { Namespaces } from "../types";

/** Spanish strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Hola, {{name}}:",
    subject: "El resultado del panel sobre su portafolio",
    released:
      "Las puntuaciones de su portafolio y su entrevista ya están registradas y la administración de exámenes ha publicado el resultado del panel: {{outcome}}. Su página de examen lo muestra; la decisión de certificación tiene en cuenta tanto su examen escrito como el panel.",
    passed: "aprobado",
    notPassed: "no aprobado",
    link: "Abrir su página de examen",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;

import type { Namespaces } from "../types";

/** Spanish strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Área del personal — GeoCert",
    conflictsTitle: "Conflictos de interés — Área del personal — GeoCert",
    adminTitle: "Funciones del personal — Administración — GeoCert",
  },
  title: "Área del personal",
  lead: "Lo que le permiten hacer sus funciones. Cada función abre su propio trabajo; las normas de imparcialidad se aplican a todo ese trabajo.",
  nav: {
    label: "Área del personal",
    home: "Resumen",
    conflicts: "Conflictos de interés",
    complaints: "Reclamaciones",
    applications: "Solicitudes",
    appeals: "Recursos",
    overview: "Cifras de solicitudes",
    exams: "Banco de ítems",
    examSessions: "Sesiones de examen",
    examResults: "Resultados de examen",
    invigilation: "Vigilancia de exámenes",
    assessments: "Evaluaciones",
  },
  duties: {
    applicationReviewer: "Revisor de solicitudes",
    certificationDecision: "Responsable de decisiones de certificación",
    appealsPanel: "Comité de apelaciones",
    examAdministration: "Administración de exámenes",
    invigilation: "Vigilante",
    assessment: "Evaluador",
    finance: "Finanzas",
  },
  dutyText: {
    applicationReviewer:
      "Revisar solicitudes de certificación: pruebas, referencias y la lista de comprobación del nivel.",
    certificationDecision:
      "Decidir sobre las solicitudes revisadas: aprobar, pedir más información o rechazar con un motivo.",
    appealsPanel: "Tramitar apelaciones y reclamaciones sobre titulares o sobre GeoCert hasta su resolución.",
    examAdministration: "Organizar sesiones de examen y registrar sus resultados.",
    invigilation:
      "Comprobar la identidad de los candidatos de sus sesiones, admitirlos, anotar incidencias, pausar o terminar un intento.",
    assessment:
      "Puntuar portafolios y entrevistas ante el tribunal según la rúbrica del nivel, con independencia del otro evaluador.",
    finance: "Registrar pagos y reembolsos de tasas.",
  },
  home: {
    yourDuties: "Sus funciones",
    none: "Todavía no tiene ninguna función. Un administrador asigna funciones en Administración › Funciones del personal.",
    open: "Abrir",
    notYet: "Sus páginas aún no están en el sitio.",
    conflictsHeading: "Imparcialidad",
    conflictsText:
      "Declare cualquier conflicto de interés con un candidato, titular o colega. No actuará en sus casos, ni en los suyos propios, ni en una apelación contra una decisión suya.",
    conflictsLink: "Sus declaraciones",
    adminLink: "Asignar y retirar funciones",
  },
  conflicts: {
    heading: "Conflictos de interés",
    text: "Declare un conflicto con cualquier persona que tenga una cuenta aquí, por dirección de correo electrónico o por nombre. Retire una declaración cuando ya no proceda.",
    declareHeading: "Declarar un conflicto",
    person: "Persona (correo electrónico o nombre)",
    personHint: "Una dirección de correo exacta, o una parte del nombre que solo tenga una cuenta.",
    reason: "Motivo",
    reasonHint: "Por ejemplo: un familiar, un antiguo empleador, un socio comercial.",
    declare: "Declarar",
    mineHeading: "Sus declaraciones vigentes",
    allHeading: "Todas las declaraciones vigentes",
    none: "No hay declaraciones vigentes.",
    staffMember: "Miembro del personal",
    personColumn: "Persona",
    reasonColumn: "Motivo",
    declaredColumn: "Declarado",
    withdraw: "Retirar",
    withdrawLabel: "Retirar la declaración sobre {{name}}",
  },
  admin: {
    heading: "Funciones del personal",
    text: "Cuentas con el rol de personal y sus funciones. Primero asigne a una cuenta el rol de personal en Usuarios; los administradores tienen todas las funciones.",
    none: "Todavía no hay cuentas de personal. Asigne a una cuenta el rol de personal en Usuarios.",
    name: "Miembro del personal",
    dutiesColumn: "Funciones",
    grant: "Asignar",
    remove: "Retirar",
    grantLabel: "Asignar {{duty}} a {{name}}",
    removeLabel: "Retirar {{duty}} a {{name}}",
    held: "asignada",
    notHeld: "no asignada",
  },
  done: {
    declared: "Se ha registrado su conflicto de interés con {{name}}.",
    alreadyDeclared: "Ya existe una declaración vigente sobre {{name}}.",
    withdrawn: "La declaración se ha retirado.",
    granted: "{{name}} tiene ahora la función {{duty}}.",
    removed: "{{name}} ya no tiene la función {{duty}}.",
  },
  errors: {
    personRequired: "Introduzca una dirección de correo electrónico o un nombre.",
    personNone: "Ninguna cuenta tiene esta dirección de correo o este nombre.",
    personSeveral: "Varias cuentas coinciden con este nombre: introduzca la dirección de correo electrónico.",
    personSelf: "No puede declarar un conflicto consigo mismo.",
    reasonShort: "Indique un motivo de al menos 5 caracteres.",
    reasonLong: "El motivo debe tener menos de 1.000 caracteres.",
    notStaff: "Solo las cuentas con el rol de personal tienen funciones.",
    notFound: "Esta declaración no está vigente (o ya no lo está).",
  },
  impartiality: {
    own: "Este es su propio caso: lo tramita otra persona.",
    conflict:
      "Usted declaró un conflicto de interés con una persona de este caso (o ella con usted): lo tramita otra persona.",
    sameDecider: "Usted tomó la decisión a la que se refiere: lo tramita otra persona.",
  },
} satisfies Namespaces["staff"];

export default staff;

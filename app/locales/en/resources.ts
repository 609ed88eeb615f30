/** English strings of the Resources page. */
const resources = {
  meta: {
    title: "Resources — GeoCert",
    description:
      "Study guides, standards summaries, reading lists, templates and webinar recordings for geothermal professionals, by skill domain and level.",
  },
  header: {
    eyebrow: "Resource library",
    title: "Resources",
    lead: "Guides, standards summaries, reading lists, templates and recorded webinars to prepare for certification and keep your skills current.",
  },
  filters: {
    heading: "Find a resource",
    search: "Search",
    searchHint: "Words in the title or description",
    type: "Type",
    topic: "Skill domain",
    allTypes: "All types",
    allTopics: "All skill domains",
  },
  results: {
    heading: "Library",
    summary_one: "{{count}} of {{total}} resources",
    summary_other: "{{count}} of {{total}} resources",
    empty: "No resource matches these filters. Try another skill domain or fewer words.",
  },
  types: {
    guide: "Guide",
    standard: "Standards summary",
    readingList: "Reading list",
    template: "Template",
    webinar: "Webinar",
  },
  levels: {
    all: "All levels",
    associate: "Entry Level",
    professional: "Professional",
    senior: "Senior Professional",
    expert: "Expert Fellow",
  },
  card: {
    level: "Level",
    topics: "Skill domains",
    languages: "Languages",
    edition: "Edition {{year}}",
    download: "Download",
    downloadLabel: "Download {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: { markdown: "Markdown", csv: "CSV", text: "Plain text" },
    recording: "Recording of {{minutes}} minutes, held on {{date}}",
    recordingNote: "Recordings are shared on request with registered candidates.",
    requestRecording: "Request the recording",
    onRequest: "Printed or members' edition, sent on request.",
    requestCopy: "Request a copy",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
  framework: {
    heading: "Map your learning to the framework",
    text: "Every resource is tagged with the skill domains and level of the GeoCert competency framework, so you can see what each certification expects and plan what to study next.",
    link: "See the certification framework",
  },
  items: {
    associateStudyGuide: {
      title: "Associate study guide",
      description:
        "What the Associate assessment covers in each of the eight skill domains, typical questions and a four-week study plan.",
    },
    glossary: {
      title: "Glossary of geothermal terms",
      description:
        "Clear definitions of the words used on rigs, in plants and in reports, from binary plant to wellhead pressure.",
    },
    ceuLog: {
      title: "Continuing education (CPD hours) log template",
      description:
        "A spreadsheet to record courses, webinars, field training and self-study for recertification, with worked example rows.",
    },
    coreReadingList: {
      title: "Core reading list",
      description:
        "The standard textbooks and public reports for reservoir engineering, power plants, project finance and resource reporting.",
    },
    h2sChecklist: {
      title: "H₂S safety checklist for drilling sites",
      description:
        "Before spud, every shift, warning signs of a kick and what to do when the alarm sounds: a printable checklist.",
    },
    wellTestWebinar: {
      title: "Reading a well test: pressure transients for plant teams",
      description:
        "How completion tests and pressure build-up data describe a well, explained for operators and engineers who use the results.",
    },
    scalingWebinar: {
      title: "Scaling and corrosion in binary plants",
      description:
        "Silica and calcite scaling, corrosion of heat exchangers, and the monitoring that catches both early.",
    },
    baselineWebinar: {
      title: "Environmental baseline monitoring before drilling",
      description:
        "Which water, gas, noise and ground-movement measurements to start before the first well, and for how long.",
    },
    financingWebinar: {
      title: "Financing the exploration phase",
      description:
        "Why exploration drilling is the riskiest stage of a project, and how grants, risk-sharing funds and insurance spread the risk.",
    },
    seismicityWebinar: {
      title: "Induced seismicity and traffic-light protocols",
      description:
        "Designing monitoring networks and thresholds for injection, with lessons from stimulation projects.",
    },
    permitsWebinar: {
      title: "Permits across jurisdictions: a comparative tour",
      description:
        "Exploration licences, water rights, drilling and environmental permits compared across five legal systems.",
    },
    unfcSummary: {
      title: "Summary: UNFC classification of geothermal resources",
      description:
        "A six-page summary of how geothermal projects are classified by viability, project maturity and knowledge of the resource.",
    },
    wellControlSummary: {
      title: "Summary: well control practice for geothermal drilling",
      description:
        "The main requirements of well-control practice for hot wells: casing design, BOP testing, kick detection and shut-in.",
    },
    reportingCodeSummary: {
      title: "Summary: public reporting codes for resources and reserves",
      description:
        "The role of the competent person and the language of resources and reserves in public geothermal reporting codes.",
    },
    esiaSummary: {
      title: "Summary: environmental and social impact assessment",
      description:
        "The steps of an impact assessment for a geothermal project, from scoping to the management plan and community consultation.",
    },
    steamFieldGuide: {
      title: "Field guide to steam gathering systems",
      description: "Separators, pipelines, traps and valves of the steam field, with daily checks for new operators.",
    },
    mudLoggingGuide: {
      title: "Mud logging and cuttings description",
      description:
        "Describing cuttings and alteration minerals while drilling, and what they reveal about temperature and permeability.",
    },
    riskRegister: {
      title: "Risk register template for geothermal projects",
      description:
        "A register with typical technical, financial and social risks of each project phase, owners and mitigation.",
    },
    seismicityReadingList: {
      title: "Reading list: induced seismicity and stimulation",
      description:
        "Key papers and guidelines on injection-induced seismicity, hazard assessment and enhanced geothermal systems.",
    },
    directUseReadingList: {
      title: "Reading list: direct use and district heating",
      description: "References on district heating, greenhouses, drying and cascaded use of geothermal heat.",
    },
  },
};

export default resources;

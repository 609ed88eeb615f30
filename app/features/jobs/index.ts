// The jobs feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/jobs/ (decision 038; eslint's feature-doors rule).
export { alertFrequencies, alertPageForms } from "./alerts";
export { AlertForm } from "./components/alert-form";
export { BoardFilters } from "./components/board-filters";
export { JobAside } from "./components/job-aside";
export { JobCard, useJobLocation } from "./components/job-card";
export { JobForm } from "./components/job-form";
export { RunNotice, RunStatusBadge, ScheduleText } from "./components/run-log";
export { SourceForm } from "./components/source-form";
export { boardForms, editJobForms, jobPageForms, newJobForms, parseBoardQuery } from "./jobs";
export { newSourceForms, scrapingListForms, sourcePageForms } from "./sources";

// The jobs feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/jobs/ (decision 038; eslint's feature-doors rule).
export { requireJobPoster, requireManagedJob, requireScrapingAdmin } from "./access.server";
export { runSource, runView, scheduleView } from "./admin.server";
export { alertConfirmationMail, expiryReminderMail, jobAlertMail } from "./alert-mail.server";
export { jobAlertTasks } from "./alert-tasks.server";
export { deleteJobAlert, findJobAlert } from "./alerts-queries.server";
export { alertPageAction, alertsPageData, saveJobAlert } from "./alerts.server";
export { boardData } from "./board.server";
export { countryName } from "./countries.server";
export { editJob, jobFormOptions, jobFormValues, postJob } from "./job-form.server";
export { closeJobFor, jobPageData, jobToActOn, renewJobFor, setJobSaved } from "./job-page.server";
export { createJob, findJob, jobDescriptionHtml, listJobs, listJobsForFeed, savedJobIds } from "./queries.server";
export { startJobScheduler, sweepInterruptedRuns } from "./run.server";
export { seedJobs } from "./seed.server";
export { createSource, deleteSource, saveSource, sourceFormValues } from "./source-form.server";
export { createJobSource, findJobSource, listJobSourceRuns, listJobSources } from "./sources-queries.server";
export { formatSalary } from "./view.server";

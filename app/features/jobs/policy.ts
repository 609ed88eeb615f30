import { hasRole, type Viewer } from "~/features/auth";

/**
 * Who may do what on the job board and its scraping (docs/guides/forms.md §6). Loaders send the
 * answers the page needs (`can`), actions refuse with `ensure(…)` what the loader did not offer.
 */

/** Partners post jobs (admins may too). */
export function canPostJob(viewer: Viewer): boolean {
  return hasRole(viewer?.role, ["partner"]);
}

/** A partner manages (edits, closes, renews) their own postings; an admin every job. */
export function canManageJob(viewer: Viewer, job: { postedBy: string | null }): boolean {
  if (!viewer) return false;
  return viewer.role === "admin" || (viewer.role === "partner" && job.postedBy === viewer.id);
}

/** Anyone signed in keeps a list of saved jobs. */
export function canSaveJobs(viewer: Viewer): boolean {
  return viewer !== null;
}

/** "My postings": the jobs a partner posted. */
export function canListOwnPostings(viewer: Viewer): boolean {
  return canPostJob(viewer);
}

/** Job sources, their runs and their log are for admins. */
export function canRunScraping(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

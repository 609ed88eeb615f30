import { data, type RouterContextProvider } from "react-router";
import { findJob } from "~/features/jobs/queries.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { getAppContext } from "~/lib/server/app-context.server";
import { canManageJob, canPostJob, canRunScraping } from "./policy";

type Context = Readonly<RouterContextProvider>;

/** A partner (or admin) who may post jobs: signed out → sign in, anyone else → 403. */
export async function requireJobPoster(request: Request, context: Context) {
  const user = await requireUser(request, context);
  ensure(canPostJob(user));
  return user;
}

/** The job `id` and who manages it: 404 without the job, 403 for anyone the policy refuses. */
export async function requireManagedJob(request: Request, context: Context, id: string) {
  const user = await requireJobPoster(request, context);
  const found = await findJob(getAppContext(context).db, id);
  if (!found) throw data(null, { status: 404 });
  ensure(canManageJob(user, found.job));
  return { user, job: found.job };
}

/** An admin, who runs the job sources (the admin layout checks too; actions check again). */
export async function requireScrapingAdmin(request: Request, context: Context) {
  const user = await requireUser(request, context);
  ensure(canRunScraping(user));
  return user;
}

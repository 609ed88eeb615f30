import { matchPath } from "react-router";
import { documentUpload } from "~/features/applications";
import { bankImportUpload } from "~/features/exams";
import { evidenceUpload } from "~/features/cpd";
import { credentialFileUpload } from "~/features/credentials";
import { bulkResultsPost, bulkVerifyUpload, credentialImportUpload } from "~/features/registry";
import type { UploadLimit } from "./limits";

/**
 * Every route whose posts are larger than a form's few kilobytes: a page with a file input, an API
 * taking files, a post carrying many rows. The server's body limit (server/security.ts) lets each
 * one through up to its feature's declared limit and refuses the rest above the form limit.
 *
 * Adding a file input to a page? Declare the feature's limit with `uploadLimit` beside its other
 * rules and list the route here: upload-routes.test.ts fails for a route module that renders a file
 * input or reads a multipart body without an entry (its path as in app/routes.ts).
 */
export const uploadRoutes: ReadonlyArray<{ path: string; limit: UploadLimit }> = [
  { path: "/account/cpd", limit: evidenceUpload },
  { path: "/account/certification", limit: documentUpload },
  { path: "/account/certification/apply/:level", limit: documentUpload },
  { path: "/admin/credentials/import", limit: credentialImportUpload },
  { path: "/staff/exams/import", limit: bankImportUpload },
  { path: "/partners/bulk-verify", limit: bulkVerifyUpload },
  { path: "/api/bulk-verify", limit: bulkVerifyUpload },
  { path: "/partners/bulk-verify/results.csv", limit: bulkResultsPost },
  { path: "/partners/verify", limit: credentialFileUpload },
  { path: "/api/credentials/verify", limit: credentialFileUpload },
];

/**
 * The upload limit of a request path, or null for an ordinary form. React Router's own data requests
 * (`/account/cpd.data`, a fetcher's or a script's submission) count as the page's path.
 */
export function uploadLimitFor(pathname: string): UploadLimit | null {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1") || "/";
  return uploadRoutes.find((route) => matchPath({ path: route.path, end: true }, path))?.limit ?? null;
}

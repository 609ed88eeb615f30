import { useLoaderData } from "react-router";
import type { loader } from "~/routes/community.directory";

/** The directory page's loader data, for its sections. */
export function useDirectoryData() {
  return useLoaderData<typeof loader>();
}

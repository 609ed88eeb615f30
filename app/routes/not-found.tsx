import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";

/** Every unmatched path: a real 404 status, rendered by the shared error view. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />;
}

import { data } from "react-router";

// Not built yet: answers the not-found page (issue "programme pages").
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotBuilt() {
  return null;
}

// Not built yet: answers 404 (issue "programme pages").
export function loader() {
  return new Response("Not Found", { status: 404 });
}

import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("access", "routes/access.tsx"),
  route("set-language", "routes/set-language.tsx"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // Any other path answers the not-found page (spec §2).
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

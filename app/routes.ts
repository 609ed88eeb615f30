import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("access", "routes/access.tsx"),
  route("set-language", "routes/set-language.tsx"),
  // Files and feeds (no page layout).
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("news/feed.xml", "routes/news.feed[.]xml.ts"),
  route("events/:slug/calendar.ics", "routes/events.$slug.calendar[.]ics.ts"),
  route("resources/files/:file", "routes/resources.files.$file.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("certifications", "routes/certifications.tsx"),
    route("certification-framework", "routes/certification-framework.tsx"),
    route("learning-needs", "routes/learning-needs.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("resources", "routes/resources.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:slug", "routes/events.$slug.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:slug", "routes/news.$slug.tsx"),
    route("partners", "routes/partners.tsx"),
    route("contact", "routes/contact.tsx"),
    route("training-quiz", "routes/training-quiz.tsx"),
    route("quiz-results/:id", "routes/quiz-results.$id.tsx"),
    // Any other path answers the not-found page (spec §2).
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

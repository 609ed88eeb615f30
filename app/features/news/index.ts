// The news feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/news/ (decision 038; eslint's feature-doors rule).
export { ArticleCard } from "./components/article-card";
export { toArticleDetailView, toArticleView } from "./news-view";

// The compiled stylesheet as text, for inlining into server-rendered documents (server bundle only).
import css from "~/styles/app.css?inline";

export const inlineCss: string = css;

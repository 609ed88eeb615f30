// The survey feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/survey/ (decision 038; eslint's feature-doors rule).
export { SurveyForm } from "./components/survey-form";
export { Thanks } from "./components/survey-thanks";
export { typedToValues } from "./learning-needs";
export { summariseSurvey } from "./survey-summary";

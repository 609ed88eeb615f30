// The survey feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/survey/ (decision 038; eslint's feature-doors rule).
export { countCompletedResponses, listCompletedAnswers } from "./queries.server";
export { seedSurveyResponses } from "./seed.server";
export { loadSurvey, postSurveyStep } from "./survey-wizard.server";

// The quiz feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/quiz/ (decision 038; eslint's feature-doors rule).
export { drawQuestions } from "./draw";
export { QUESTIONS_PER_PAGE, quizEducation, quizForms, quizGoals, quizRoles } from "./profile";
export { STRONG_DOMAIN, experienceNeeded, scoreQuiz } from "./scoring";

// The quiz feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/quiz/ (decision 038; eslint's feature-doors rule).
export { getQuizAttempt, listCompletedAttempts } from "./queries.server";
export { restartQuiz, saveQuizPage, startQuiz } from "./quiz-form.server";
export { localizeQuestion, questionsOf, readQuizCookie } from "./quiz.server";

/**
 * The readiness quiz's question bank: 8 questions for each of the eight skill domains of the
 * framework, at three difficulties, in English, Icelandic and Turkish.
 */
import { drillingOperationsQuestions } from "./questions-drillingOperations";
import { environmentalManagementQuestions } from "./questions-environmentalManagement";
import { powerPlantOperationsQuestions } from "./questions-powerPlantOperations";
import { projectDevelopmentQuestions } from "./questions-projectDevelopment";
import { regulatoryComplianceQuestions } from "./questions-regulatoryCompliance";
import { reservoirEngineeringQuestions } from "./questions-reservoirEngineering";
import { resourceAssessmentQuestions } from "./questions-resourceAssessment";
import { riskAssessmentQuestions } from "./questions-riskAssessment";
import type { QuizQuestion } from "./types";

export const questionBank: readonly QuizQuestion[] = [
  ...reservoirEngineeringQuestions,
  ...powerPlantOperationsQuestions,
  ...environmentalManagementQuestions,
  ...projectDevelopmentQuestions,
  ...riskAssessmentQuestions,
  ...regulatoryComplianceQuestions,
  ...resourceAssessmentQuestions,
  ...drillingOperationsQuestions,
];

const byId = new Map(questionBank.map((question) => [question.id, question]));

export function findQuestion(id: string): QuizQuestion | undefined {
  return byId.get(id);
}

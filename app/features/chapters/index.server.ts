// The chapters feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/chapters/ (decision 038; eslint's feature-doors rule).
export { chapterMemberCounts, joinChapter, leaveChapter, memberChapters } from "./queries.server";

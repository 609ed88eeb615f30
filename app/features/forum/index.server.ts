// The forum feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/forum/ (decision 038; eslint's feature-doors rule).
export {
  flagPostAs,
  likePost,
  markAnswer,
  moderateDiscussion,
  moderatePost,
  postReply,
  removePost,
  savePost,
  watchDiscussion,
} from "./discussion-actions.server";
export { communityPage, watchCategory } from "./community-page.server";
export { discussionPage, loadDiscussion } from "./discussion-page.server";
export { moderationPage, reviewPost, setDiscussion } from "./moderation.server";
export {
  PostingLimitReached,
  addReply,
  createDiscussion,
  deletePost,
  editPost,
  ensureFixedForumCategories,
  findDiscussion,
  findForumCategory,
  findOpeningPost,
  findPost,
  flagPost,
  listDiscussions,
  listForumCategories,
  listReplyPage,
  popularTags,
  postHtml,
  setDiscussionState,
} from "./queries.server";
export { seedForum } from "./seed.server";
export { startDiscussion } from "./start-discussion.server";
export { categoryText, ensureChapterCategories } from "./view.server";

// The forum feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/forum/ (decision 038; eslint's feature-doors rule).
export { AcceptedAnswer } from "./components/accepted-answer";
export { CommunitySidebar } from "./components/community-sidebar";
export { DiscussionBadges } from "./components/discussion-badges";
export { DiscussionItem, chipClass, listHref } from "./components/discussion-item";
export { ModerationDiscussions } from "./components/moderation-discussions";
export { ModerationQueue } from "./components/moderation-queue";
export { ModeratorTools } from "./components/moderator-tools";
export { PostCard } from "./components/post-card";
export { DiscussionTitleField, PostBodyField } from "./components/post-fields";
export { ReplySection } from "./components/reply-section";
export { CategoryWatch, WatchTools } from "./components/watch-tools";
export { categoryWatchForms, discussionForms, moderationForms, newDiscussionForm } from "./forms";
export { DISCUSSIONS_PAGE_SIZE, FLAGS_TO_HIDE, listQuerySchema, slugPattern, sortOrders } from "./forum";
export { mayStartIn } from "./policy";

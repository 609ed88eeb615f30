// The contact feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/contact/ (decision 038; eslint's feature-doors rule).
export {
  MESSAGES_PAGE_SIZE,
  countUnreadMessages,
  listContactMessages,
  saveContactMessage,
  setMessageRead,
} from "./queries.server";

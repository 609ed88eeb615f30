// The directory feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/directory/ (decision 038; eslint's feature-doors rule).
export { DirectoryEntry } from "./components/directory-entry";
export { DirectorySearch } from "./components/directory-search";
export { OwnProfile } from "./components/own-profile";
export { mayKeepEntry, mayMessage, mayRemoveEntry } from "./directory-policy";
export {
  DIRECTORY_PAGE_SIZE,
  contactMemberForm,
  directoryFields,
  directoryForms,
  directorySearchSchema,
  publicEntry,
} from "./directory";
export type { DirectoryField } from "./directory";

// The directory feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/directory/ (decision 038; eslint's feature-doors rule).
export { messageSentBefore, removeEntry, saveEntry, sendMessage } from "./directory-actions.server";
export { withLiveVerification } from "./directory-verify.server";
export { directoryMessageMail } from "./mail-templates.server";
export { getDirectoryProfile, getListedProfile, saveDirectoryProfile, searchDirectory } from "./queries.server";

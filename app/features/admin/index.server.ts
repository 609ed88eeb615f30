// The admin feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/admin/ (decision 038; eslint's feature-doors rule).
export { changeRole, setAccountDisabled } from "./users.server";

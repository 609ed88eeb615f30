// The credentials feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/credentials/ (decision 038; eslint's feature-doors rule).
export { AccountCredentialsSection } from "./components/account-section";
export { CredentialDownloads } from "./components/credential-downloads";
export { CredentialFileCheck } from "./components/credential-file-check";
export { CredentialFacts, LevelBar, LevelEmblem, StatusPanel, heldCardClass } from "./components/credential-parts";
export { ClaimList, HeldCredentialCard } from "./components/my-credentials";
export { ShareLink } from "./components/share-link";
export { credentialFileForms } from "./credential-check";
export { paperOf } from "./downloads";
export { credentialFileUpload } from "./file-upload";
export { signingKeyForms } from "./keys-forms";
export { canClaimCredentials, canLinkCredentials } from "./policy";

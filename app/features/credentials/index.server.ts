// The credentials feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/credentials/ (decision 038; eslint's feature-doors rule).
export { bakeSvg, unbakeSvg } from "./baked-badge.server";
export {
  badgeSvgResponse,
  certificatePdfResponse,
  credentialJsonResponse,
  downloadableCredential,
  fileHeaders,
  linkedInFor,
} from "./downloads.server";
export {
  claimCredentialFor,
  credentialPage,
  linkCredentialToAccount,
  myCredentialsPage,
  switchPublicPage,
  unlinkCredentialFromAccount,
} from "./holders.server";
export { createIssuer, issuerOf } from "./issuer-context.server";
export { issuerDocumentResponse } from "./issuer-responses.server";
export { rotateKey, signingKeysPage } from "./keys-admin.server";
export { rotateSigningKey } from "./keys.server";
export { signedCredentialFor, signedOpenBadge } from "./open-badge.server";
export { listIssuerKeys, statusListEntries } from "./queries.server";
export { seedHolders } from "./seed.server";
export { statusListCredential } from "./status-list.server";
export {
  checkCredentialFile,
  readCredentialFileForm,
  refuseTooLargeForm,
  verifyCredentialApi,
} from "./verify-file-page.server";
export { verifyWithIssuer } from "./verify-file.server";

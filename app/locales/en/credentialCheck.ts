const credentialCheck = {
  section: {
    heading: "Verify a credential file",
    lead: "Someone gave you a GeoCert credential as a file? Check it here: its signature, our signing key, its live status and its dates.",
    fileLabel: "Credential file",
    fileHint: "The credential as JSON (.json) or the badge image with the credential inside (.svg), at most {{size}}.",
    dropHint: "or drop the file here",
    chosen: "Chosen: {{name}}",
    submit: "Check the file",
    checking: "Checking…",
    privacy: "The file is checked on our server and not kept.",
    apiNote: "Employers’ systems can send the same file to POST /api/credentials/verify and get the answer as JSON.",
  },
  result: {
    heading: "Result of the file check",
    checksHeading: "Checks",
    summaryHeading: "What the credential says",
    holder: "Holder",
    achievement: "Certification",
    issuer: "Issuer",
    validFrom: "Valid from",
    validUntil: "Valid until",
    id: "Credential address",
  },
  outcome: {
    pass: "Passed",
    fail: "Failed",
    skipped: "Not checked",
  },
  verdicts: {
    valid: {
      title: "Valid credential",
      text: "The file is a genuine GeoCert credential, unchanged since we signed it, neither revoked nor suspended, and within its dates.",
    },
    revoked: {
      title: "Revoked",
      text: "The credential is genuine, but GeoCert has revoked it. It is no longer valid.",
    },
    suspended: {
      title: "Suspended",
      text: "The credential is genuine, but GeoCert has suspended it for now. It is not valid while suspended.",
    },
    expired: {
      title: "Expired",
      text: "The credential is genuine, but its validity has ended.",
    },
    notYetValid: {
      title: "Not yet valid",
      text: "The credential is genuine, but its validity has not started yet.",
    },
    tampered: {
      title: "Altered or invalid signature",
      text: "The file has been changed since GeoCert signed it, or its signature is not one of ours. Do not rely on it.",
    },
    otherIssuer: {
      title: "Not issued by GeoCert",
      text: "This credential names another issuer. We can only vouch for credentials we issued: ask its issuer to verify it.",
    },
    statusUnavailable: {
      title: "Status could not be checked",
      text: "The signature holds, but the credential’s status could not be read just now. Try again in a moment.",
    },
    notCredential: {
      title: "Not a credential",
      text: "This file does not hold an Open Badges 3.0 credential that we can read.",
    },
  },
  checks: {
    schema: {
      label: "Format",
      ok: "An Open Badges 3.0 credential",
      notJson: "The file is neither valid JSON nor an SVG image",
      noBakedCredential: "The SVG image holds no credential",
      notCredential: "The data is not a verifiable credential",
      notOpenBadge: "A verifiable credential, but not a complete Open Badges 3.0 credential",
      tooLarge: "The file is larger than {{size}}",
      empty: "The file is empty",
      skipped: "Not checked",
    },
    issuer: {
      label: "Issuer and key",
      currentKey: "Issued by GeoCert, signed with our current key",
      retiredKey: "Issued by GeoCert, signed with one of our earlier keys (still valid)",
      otherIssuer: "Issued by someone else, not by GeoCert",
      unknownKey: "Claims GeoCert as issuer, but the signing key is not one of ours",
      skipped: "Not checked",
    },
    proof: {
      label: "Signature",
      ok: "The signature matches: nothing was changed",
      invalid: "The signature does not match the content",
      skipped: "Not checked",
    },
    status: {
      label: "Status",
      active: "Neither revoked nor suspended",
      revoked: "Revoked by GeoCert",
      suspended: "Suspended by GeoCert",
      unavailable: "The status list could not be read",
      skipped: "Not checked",
    },
    dates: {
      label: "Dates",
      current: "Within its validity dates",
      expired: "The validity has ended",
      notYetValid: "The validity has not started yet",
      skipped: "Not checked",
    },
  },
  adminKeys: {
    meta: "Signing keys — GeoCert",
    heading: "Credential signing keys",
    text: "The issuer’s Ed25519 keys sign the Open Badges credentials and their status lists. Retired keys stay published, so credentials signed with them keep verifying.",
    did: "Issuer DID",
    didDocument: "Published keys (DID document)",
    caption: "Signing keys, newest last",
    columns: {
      id: "Key",
      created: "Created",
      retired: "Retired",
      state: "State",
      storage: "Storage",
    },
    states: { current: "Current", retired: "Retired" },
    storage: { sealed: "Sealed with ISSUER_KEY_SECRET", plain: "Not sealed" },
    sealWarning:
      "ISSUER_KEY_SECRET is not set: new secret keys are stored unsealed in the database (see decision 022).",
    rotate: {
      heading: "Rotate the signing key",
      text: "A new key signs from now on; the current key is retired but stays published. Credentials signed before keep verifying.",
      confirm: "Yes, retire the current key and create a new one",
      submit: "Rotate signing key",
    },
    done: {
      rotated: "The signing key was rotated: {{id}} signs from now on.",
      alreadyRotated: "The key had just been rotated by someone else: {{id}} signs from now on.",
    },
    errors: { confirm: "Tick the box to confirm the rotation." },
  },
  errors: {
    fileRequired: "Choose a credential file (.json or .svg).",
    tooLarge: "The file is larger than {{size}}.",
    rateLimited_one: "Too many checks from your connection. Please try again in {{count}} minute.",
    rateLimited_other: "Too many checks from your connection. Please try again in {{count}} minutes.",
  },
};

export default credentialCheck;

const verify = {
  meta: {
    title: "Verify a credential — GeoCert",
    description:
      "Check that a person holds a GeoCert credential: enter the credential id and the holder's last name to see its status, level, dates and domains.",
  },
  header: {
    eyebrow: "For employers and partners",
    title: "Verify a credential",
    lead: "Enter the credential id and the holder’s last name to see, from the live registry, whether the credential is valid.",
  },
  trail: { partners: "Partners" },
  form: {
    heading: "Look up a credential",
    id: "Credential id",
    idHint: "As printed on the certificate, e.g. GCF-2026-7KQ4-XM. Capitals, spaces and dashes do not matter.",
    name: "Holder’s last name",
    nameHint: "As on the certificate; accents and capitals do not matter.",
    submit: "Verify",
    checking: "Checking…",
    privacy: "Both are needed, so the registry cannot be browsed. We show only what the certificate shows.",
  },
  errors: {
    idRequired: "Enter the credential id.",
    idFormat:
      "This is not a credential id. It looks like GCF-2026-7KQ4-XM: a year and six letters or digits (never O, I, L, 0 or 1).",
    idCheck:
      "This credential id has a typing error: one character is wrong or two are swapped. Check it against the certificate.",
    nameRequired: "Enter the holder’s last name.",
    nameLong: "The last name is too long.",
    rateLimited_one: "Too many lookups from your connection. Please try again in {{count}} minute.",
    rateLimited_other: "Too many lookups from your connection. Please try again in {{count}} minutes.",
  },
  statuses: {
    valid: "Valid",
    expired: "Expired",
    suspended: "Suspended",
    revoked: "Revoked",
    notFound: "Not found",
  },
  statusText: {
    valid: "This credential is valid: the holder is certified at the level below.",
    expired: "This credential has expired. The holder was certified, but has not renewed it.",
    suspended: "This credential is suspended. The holder may not rely on it until it is reinstated.",
    revoked: "This credential has been revoked. It is no longer valid.",
    notFound:
      "No credential matches this id and last name. Check both against the certificate, or ask the holder for a copy.",
  },
  result: {
    heading: "Result",
    credentialId: "Credential id",
    holder: "Holder",
    level: "Level",
    issued: "Issued",
    expires: "Valid until",
    expired: "Expired on",
    domains: "Competency domains",
    domainsHint: "Each domain links to its competencies in the framework.",
    checked: "Checked against the live registry on {{date}}.",
  },
  share: {
    heading: "Share this verification",
    text: "The link checks the registry again each time it is opened, so it always shows the current status.",
    link: "Verification link",
    copy: "Copy link",
    copied: "Link copied",
    qr: "QR code of the verification link",
    print: "Print",
  },
  aside: {
    heading: "How verification works",
    items: {
      live: "Answers come from the live registry, not from a copy.",
      minimal: "We show the status, holder’s name, level, dates and domains — never contact details.",
      limit: "Lookups are limited to 30 every 10 minutes per connection, to stop guessing.",
    },
    bulkHeading: "Many credentials to check?",
    bulkText: "Partners can check up to 5,000 credentials at once from a spreadsheet.",
    bulkLink: "Bulk verification",
  },
};

export default verify;

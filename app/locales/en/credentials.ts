const credentials = {
  meta: {
    title: "My credentials — GeoCert",
    description:
      "Your GeoCert credentials with their live status and public pages, and the credentials issued to your address to claim.",
    publicTitle: "{{certification}}: {{name}} — GeoCert",
    publicDescription:
      "{{name}} holds the GeoCert credential {{id}} ({{certification}}). Status today: {{status}}. Check it live in the GeoCert registry.",
  },
  mine: {
    title: "My credentials",
    lead: "The credentials linked to your account, with their live status, public pages and downloads.",
    account: "Your account",
    heldHeading: "Credentials you hold",
    empty: "No credential is linked to your account yet.",
    emptyHelp:
      "Credentials issued to {{email}} appear on this page for you to claim. If yours was issued to another address, write to us and we will link it to your account.",
    contact: "Write to GeoCert",
  },
  renewal: {
    open: "Renewal open",
    renew: "Renew",
    renewLabel: "Renew credential {{id}}",
    underReview: "Renewal under review",
  },
  claim: {
    heading: "Issued to your address",
    text: "These credentials were issued to {{email}}. Claim them to link them to your account.",
    submit: "Claim",
    submitLabel: "Claim credential {{id}}",
    done: "Credential {{id}} is now linked to your account.",
  },
  card: {
    levelLabel: "Level {{number}} · {{level}}",
    holder: "Holder",
    id: "Credential ID",
    issued: "Issued",
    expires: "Valid until",
    expired: "Expired on",
    domains: "Competency domains",
    status: "Status",
  },
  statuses: {
    valid: "Active",
    expired: "Expired",
    suspended: "Suspended",
    revoked: "Revoked",
  },
  statusText: {
    valid: "GeoCert's registry confirms this credential today.",
    expired: "This credential has expired and is no longer valid until it is renewed.",
    suspended: "GeoCert has suspended this credential: it is not valid while suspended.",
    revoked: "GeoCert has revoked this credential: it is no longer valid.",
  },
  publicPage: {
    heading: "Public page",
    on: "On: anyone with the link can open this credential's page.",
    off: "Off: only you and GeoCert staff can open this credential's page.",
    switchOn: "Switch public page on",
    switchOff: "Switch public page off",
    switchLabel: "{{action}} for credential {{id}}",
    open: "Open public page",
    openLabel: "Open public page of credential {{id}}",
    preview: "Preview page",
    previewLabel: "Preview page of credential {{id}}",
    doneOn: "The public page of credential {{id}} is on.",
    doneOff: "The public page of credential {{id}} is off.",
  },
  page: {
    issuedTo: "Issued to",
    issuedBy: "Issued by GeoCert",
    checked: "Status read live from the GeoCert registry on {{date}}.",
    verifyHeading: "Verify this credential",
    verifyText:
      "Anyone can confirm this credential in GeoCert's registry with its ID and the holder's last name, without an account.",
    verifyLink: "Verify in the registry",
    verifyLabel: "Verify in the registry: credential {{id}}",
    shareHeading: "Share this credential",
    shareText: "Send this link or add it to your CV or profile: the page always shows the credential's current status.",
    shareLabel: "Link to this page",
    copy: "Copy link",
    copied: "Link copied",
    privateNotice: "Only you and GeoCert staff can open this page: its public page is off.",
    privateAction: "Manage it in My credentials",
    staffNotice: "You see this page as GeoCert staff: its holder has not made it public.",
    badgeLabel: "GeoCert {{level}} credential badge",
  },
  errors: {
    cannotClaim:
      "This credential cannot be claimed with your account. If it is yours, write to us and we will link it to your account.",
    notYours: "This credential is not linked to your account.",
  },
};

export default credentials;

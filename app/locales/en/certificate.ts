/** A holder's downloads: the list of files, the badge artwork and the PDF certificate. */
const certificate = {
  downloads: {
    heading: "Downloads",
    label: "Downloads for credential {{id}}",
    json: "Credential file (JSON)",
    badge: "Badge image (SVG)",
    pdfA4: "Certificate PDF (A4)",
    pdfLetter: "Certificate PDF (US Letter)",
    linkedIn: "Add to LinkedIn profile",
    newTab: "opens LinkedIn in a new tab",
    hint: "The JSON file and the badge image carry the signed credential, which anyone can check on the verification page.",
  },
  badge: {
    certified: "Certified",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "GeoCert certificate {{id}}",
    heading: "Certificate",
    subheading: "of professional competence",
    certifies: "This certifies that",
    holds: "has met the requirements of the GeoCert competency framework and holds the credential",
    issuedOn: "Issued",
    validUntil: "Valid until",
    credentialId: "Credential ID",
    domains: "Competency domains",
    issuer: "Issued by",
    verifyHeading: "Check this credential",
    verifyText: "Scan the code or open the address below to see the credential’s live status in the registry.",
    statusNote: "This certificate shows the credential as issued; only the registry shows whether it is still valid.",
  },
};

export default certificate;

/**
 * The addresses of a credential's downloads, shared by the links and the resource
 * routes: /credentials/:id/credential.json, /credentials/:id/badge.svg and
 * /credentials/:id/certificate.pdf?paper=a4|letter.
 */
export const certificatePapers = ["a4", "letter"] as const;
export type CertificatePaper = (typeof certificatePapers)[number];

export type CredentialFile = "json" | "badge" | "pdf";

export function credentialFileHref(id: string, file: CredentialFile, paper: CertificatePaper = "a4"): string {
  const base = `/credentials/${encodeURIComponent(id)}`;
  switch (file) {
    case "json":
      return `${base}/credential.json`;
    case "badge":
      return `${base}/badge.svg`;
    case "pdf":
      return `${base}/certificate.pdf?paper=${paper}`;
  }
}

/** The paper asked for in `?paper=`: A4 unless "letter". */
export function paperOf(value: string | null): CertificatePaper {
  return value === "letter" ? "letter" : "a4";
}

/** The names the files are saved under: `geocert-<id>.json`, `geocert-<id>-badge.svg`, `geocert-<id>-certificate-a4.pdf`. */
export function credentialFileName(id: string, file: CredentialFile, paper: CertificatePaper = "a4"): string {
  const safe = id.replace(/[^A-Za-z0-9-]/g, "");
  switch (file) {
    case "json":
      return `geocert-${safe}.json`;
    case "badge":
      return `geocert-${safe}-badge.svg`;
    case "pdf":
      return `geocert-${safe}-certificate-${paper}.pdf`;
  }
}

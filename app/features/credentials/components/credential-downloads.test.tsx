import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorProvider } from "~/lib/i18n/react";
import { describe, expect, it } from "vitest";
import { createTranslator } from "~/lib/i18n/translator";
import en from "~/locales/en/common";
import certificate from "~/locales/en/certificate";
import { CredentialDownloads } from "./credential-downloads";

const linkedIn = {
  name: "Senior Geothermal Professional",
  organisationName: "GeoCert Global Geothermal Certification",
  issuedOn: "2025-06-01",
  expiresOn: "2028-05-31",
  credentialId: "GCF-2025-7KQ4-XM",
  url: "http://localhost:3000/partners/verify?id=GCF-2025-7KQ4-XM",
};

function render(props: Partial<Parameters<typeof CredentialDownloads>[0]> = {}) {
  return renderToStaticMarkup(
    <TranslatorProvider translator={createTranslator("en", en)}>
      <CredentialDownloads id="GCF-2025-7KQ4-XM" linkedIn={linkedIn} messages={certificate} {...props} />
    </TranslatorProvider>,
  );
}

describe("CredentialDownloads", () => {
  it("links the four files as plain downloads, named by their text and the credential id", () => {
    const html = render();
    expect(html).toContain('aria-label="Downloads for credential GCF-2025-7KQ4-XM"');
    expect(html).toContain('href="/credentials/GCF-2025-7KQ4-XM/credential.json" download=""');
    expect(html).toContain('href="/credentials/GCF-2025-7KQ4-XM/badge.svg" download=""');
    expect(html).toContain('href="/credentials/GCF-2025-7KQ4-XM/certificate.pdf?paper=a4" download=""');
    expect(html).toContain('href="/credentials/GCF-2025-7KQ4-XM/certificate.pdf?paper=letter" download=""');
    expect(html).toContain('aria-label="Credential file (JSON) GCF-2025-7KQ4-XM"');
    expect(html).toContain("Certificate PDF (US Letter)");
  });

  it("opens LinkedIn's add-certification form in a new tab, and says so", () => {
    const html = render();
    expect(html).toContain('href="https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&amp;name=Senior');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("Add to LinkedIn profile");
    expect(html).toContain('aria-label="Add to LinkedIn profile GCF-2025-7KQ4-XM (opens LinkedIn in a new tab)"');
  });

  it("leaves LinkedIn out when there is nothing to add", () => {
    expect(render({ linkedIn: null })).not.toContain("linkedin.com");
  });
});

/**
 * LinkedIn's "add a certification" link: opens the holder's profile with the form filled
 * in (name, organisation, issue and expiry month, credential id and URL). LinkedIn documents these
 * query parameters for its "Add to profile" button; months are 1–12.
 */
export type LinkedInCertification = {
  /** The certification's name as it should appear on the profile, e.g. "Certified Geothermal Professional". */
  name: string;
  /** The issuing organisation's name. */
  organisationName: string;
  /** Issue date, ISO `YYYY-MM-DD` (only year and month are sent). */
  issuedOn: string;
  /** Expiry date, ISO `YYYY-MM-DD`, or null when the credential does not expire. */
  expiresOn: string | null;
  /** The credential id, as printed on the certificate. */
  credentialId: string;
  /** Where anyone can check the credential (the live verification or the public page). */
  url: string;
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

function yearMonth(date: string): { year: string; month: string } {
  const [, year, month] = isoDate.exec(date) ?? [];
  if (!year || !month) throw new Error(`Not an ISO date: ${date}`);
  return { year, month: String(Number(month)) };
}

export function linkedInAddUrl(certification: LinkedInCertification): string {
  const issued = yearMonth(certification.issuedOn);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certification.name,
    organizationName: certification.organisationName,
    issueYear: issued.year,
    issueMonth: issued.month,
  });
  if (certification.expiresOn) {
    const expires = yearMonth(certification.expiresOn);
    params.set("expirationYear", expires.year);
    params.set("expirationMonth", expires.month);
  }
  params.set("certUrl", certification.url);
  params.set("certId", certification.credentialId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** schema.org Organization for the certification body (home and about pages). */
export function organizationJsonLd(siteUrl: string, name: string, description: string, email: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    description,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email,
  };
}

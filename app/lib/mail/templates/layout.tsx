import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { getNamespace } from "~/locales/index.server";
import { absoluteUrl, useMail } from "./context";
import { mailColors, mailFontFamily } from "./theme";

/**
 * The frame of every mail, in the site's design: the wordmark on a basalt band, the content on a
 * light card, and a footer with the site's name, why the person gets the mail and, for mail that
 * is not transactional, a visible unsubscribe link (the same address as the List-Unsubscribe
 * header's page). Texts come from the `mail` namespace in the mail's language.
 */
export function MailLayout({
  preview,
  reason,
  unsubscribeUrl,
  children,
}: {
  /** The line inbox lists show after the subject. */
  preview?: string;
  /** Why the recipient gets this mail (a sentence from `mail.reasons` or a feature's own). */
  reason?: string;
  /** The unsubscribe page (`unsubscribeLinks(…).pageUrl`): shown as a link in the footer. */
  unsubscribeUrl?: string;
  children: ReactNode;
}) {
  const { siteUrl, language } = useMail();
  const text = getNamespace(language, "mail").layout;
  const brand = getNamespace(language, "common").brand;
  const font = mailFontFamily(language);
  const host = new URL(siteUrl).host;
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: mailColors.steam100, fontFamily: font }}>
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section
            style={{
              backgroundColor: mailColors.basalt900,
              borderRadius: "12px 12px 0 0",
              padding: "20px 32px",
              borderBottom: `4px solid ${mailColors.magma400}`,
            }}
          >
            <Link
              href={absoluteUrl(siteUrl, "/")}
              style={{ color: mailColors.white, textDecoration: "none", fontSize: "22px", fontWeight: 700 }}
            >
              <span style={{ color: mailColors.magma400 }} aria-hidden="true" data-skip-in-text="true">
                ◆
              </span>{" "}
              {brand.name}
            </Link>
            <Text style={{ margin: "4px 0 0", fontSize: "14px", lineHeight: "20px", color: mailColors.basalt100 }}>
              {text.tagline}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: mailColors.white,
              padding: "32px",
              border: `1px solid ${mailColors.steam200}`,
              borderTop: "none",
            }}
          >
            {children}
          </Section>
          <Section
            style={{ backgroundColor: mailColors.basalt900, borderRadius: "0 0 12px 12px", padding: "20px 32px" }}
          >
            <Text style={{ margin: 0, fontSize: "14px", lineHeight: "22px", color: mailColors.basalt100 }}>
              <Link
                href={absoluteUrl(siteUrl, "/")}
                style={{ color: mailColors.white, fontWeight: 600, textDecorationLine: "underline" }}
              >
                {brand.fullName}
              </Link>{" "}
              · {host}
            </Text>
            {reason || unsubscribeUrl ? <Hr style={{ borderColor: mailColors.basalt700, margin: "12px 0" }} /> : null}
            {reason ? (
              <Text style={{ margin: "0 0 8px", fontSize: "14px", lineHeight: "22px", color: mailColors.basalt100 }}>
                {reason}
              </Text>
            ) : null}
            {unsubscribeUrl ? (
              <Text style={{ margin: 0, fontSize: "14px", lineHeight: "22px", color: mailColors.basalt100 }}>
                {text.unsubscribeLead}{" "}
                <Link
                  href={absoluteUrl(siteUrl, unsubscribeUrl)}
                  style={{ color: mailColors.mineral300, textDecorationLine: "underline", fontWeight: 600 }}
                >
                  {text.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

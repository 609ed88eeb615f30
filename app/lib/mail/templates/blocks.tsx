import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { absoluteUrl, useMail } from "./context";
import { mailColors } from "./theme";

/** The mail's title (one per mail). */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{ margin: "0 0 16px", fontSize: "24px", lineHeight: "32px", fontWeight: 700, color: mailColors.basalt900 }}
    >
      {children}
    </Heading>
  );
}

/** A paragraph of body text; line breaks in a string are kept. */
export function MailParagraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      style={{
        margin: "0 0 16px",
        fontSize: "16px",
        lineHeight: "26px",
        color: muted ? mailColors.basalt600 : mailColors.basalt900,
      }}
    >
      {typeof children === "string" ? <Lines text={children} /> : children}
    </Text>
  );
}

/** Text with its line breaks as <br>. React escapes the text: user input stays text. */
export function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** An inline link in the site's link colour; a site path becomes an absolute address. */
export function MailLink({ href, children }: { href: string; children?: ReactNode }) {
  const { siteUrl } = useMail();
  const url = absoluteUrl(siteUrl, href);
  return (
    <Link
      href={url}
      style={{ color: mailColors.mineral800, textDecoration: "underline", textDecorationLine: "underline" }}
    >
      {children ?? url}
    </Link>
  );
}

/**
 * The mail's main action: a magma button, and below it the address as text for clients that
 * show no buttons (and for people who copy links).
 */
export function MailButton({ href, children, fallback }: { href: string; children: ReactNode; fallback?: string }) {
  const { siteUrl } = useMail();
  const url = absoluteUrl(siteUrl, href);
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={url}
        style={{
          backgroundColor: mailColors.magma700,
          color: mailColors.white,
          borderRadius: "8px",
          padding: "12px 20px",
          fontSize: "16px",
          lineHeight: "24px",
          fontWeight: 600,
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {children}
      </Button>
      {fallback ? (
        <Text style={{ margin: "12px 0 0", fontSize: "14px", lineHeight: "22px", color: mailColors.basalt600 }}>
          {fallback}{" "}
          <Link
            href={url}
            style={{ color: mailColors.mineral800, textDecorationLine: "underline", wordBreak: "break-all" }}
          >
            {url}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

/** An excerpt (a post, a message someone wrote): set apart, with a mineral rule on its side. */
export function MailQuote({ children, cite }: { children: ReactNode; cite?: ReactNode }) {
  return (
    <Section
      style={{
        margin: "0 0 20px",
        padding: "12px 16px",
        backgroundColor: mailColors.mineral50,
        borderLeft: `4px solid ${mailColors.mineral800}`,
        borderRadius: "4px",
      }}
    >
      {cite ? (
        <Text style={{ margin: "0 0 4px", fontSize: "14px", lineHeight: "20px", color: mailColors.basalt700 }}>
          {cite}
        </Text>
      ) : null}
      <Text style={{ margin: 0, fontSize: "16px", lineHeight: "26px", color: mailColors.basalt900 }}>
        {typeof children === "string" ? <Lines text={children} /> : children}
      </Text>
    </Section>
  );
}

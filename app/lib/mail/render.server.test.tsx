import { describe, expect, it } from "vitest";
import { renderMail } from "./render.server";
import {
  BodyMail,
  MailButton,
  MailHeading,
  MailLayout,
  MailLink,
  MailParagraph,
  MailQuote,
  mailColors,
} from "./templates";

const siteUrl = "https://geocert.example";

describe("renderMail", () => {
  it("renders the HTML and the plain-text part in the mail's language, links absolute to SITE_URL", async () => {
    const mail = await renderMail(
      <MailLayout reason="Sie bekommen das." unsubscribeUrl="/unsubscribe?token=abc">
        <MailHeading>{"Titel"}</MailHeading>
        <MailParagraph>{"Erste Zeile\nzweite Zeile"}</MailParagraph>
        <MailButton href="/community/jobs">{"Zu den Stellen"}</MailButton>
        <MailLink href="/account">{"Konto"}</MailLink>
      </MailLayout>,
      { language: "is", subject: "Efni", siteUrl },
    );
    expect(mail.subject).toBe("Efni");
    expect(mail.html).toMatch(/<html[^>]* lang="is"/);
    expect(mail.html).toContain('href="https://geocert.example/community/jobs"');
    expect(mail.html).toContain('href="https://geocert.example/account"');
    expect(mail.html).toContain('href="https://geocert.example/unsubscribe?token=abc"');
    expect(mail.html).not.toMatch(/href="\/(?!\/)/);
    // The frame's texts in Icelandic; the footer names the site and the reason.
    expect(mail.html).toContain("GeoCert");
    expect(mail.html).toContain("Sie bekommen das.");
    expect(mail.text).toContain("Titel");
    expect(mail.text).toContain("Erste Zeile");
    expect(mail.text).toContain("https://geocert.example/community/jobs");
    expect(mail.text).not.toContain("<");
  });

  it("escapes what users typed, in the HTML and the text", async () => {
    const evil = `<script>alert("x")</script><a href="https://evil.example">win</a>`;
    const mail = await renderMail(
      <MailLayout>
        <MailQuote>{evil}</MailQuote>
      </MailLayout>,
      { language: "en", subject: "S", siteUrl },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("keeps a written plain-text part and draws the body's placeholders as buttons, quotes and links", async () => {
    const template = "Hello {{name}},\n\n{{message}}\n\nOpen:\n{{link}}\n\nOr sign in at {{signIn}}.\n\nGeoCert";
    const values = {
      name: "Ada <b>",
      message: "Line one\nLine <two>",
      link: "https://geocert.example/x?token=1&y=2",
      signIn: "https://geocert.example/auth",
    };
    const mail = await renderMail(
      <BodyMail
        heading="Subject"
        template={template}
        values={values}
        buttons={{ link: "Open it" }}
        quotes={["message"]}
        links={["signIn"]}
      />,
      { language: "en", subject: "Subject", siteUrl, text: "the written text" },
    );
    expect(mail.text).toBe("the written text");
    expect(mail.html).toContain("Ada &lt;b&gt;");
    expect(mail.html).not.toContain("Ada <b>");
    expect(mail.html).toContain("Line &lt;two&gt;");
    expect(mail.html).toContain(">Open it<");
    expect(mail.html).toContain('href="https://geocert.example/x?token=1&amp;y=2"');
    expect(mail.html).toContain('href="https://geocert.example/auth"');
    expect(mail.html).toContain(mailColors.mineral50);
  });

  it("uses the CJK fonts for Japanese", async () => {
    const mail = await renderMail(
      <MailLayout>
        <MailParagraph>{"こんにちは"}</MailParagraph>
      </MailLayout>,
      { language: "ja", subject: "件名", siteUrl },
    );
    expect(mail.html).toContain("Noto Sans JP");
    expect(mail.html).toContain('lang="ja"');
  });
});

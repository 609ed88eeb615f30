import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryOf } from "~/features/notifications/queries.server";
import { notifications, users } from "~/db/schema";
import { fillTemplate } from "~/lib/mail/fill-template";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { createElement } from "react";
import type { MailMessage, Mailer } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { unsubscribeLinks, type UnsubscribeLinks } from "~/lib/mail/unsubscribe.server";
import { getNamespace } from "~/locales/index.server";
import { isSitePath, type NotificationData, type NotificationType } from "./types";

/** What notify needs besides the transaction: the outbox and the site's address for absolute links. */
export type NotifyDeps = { mailer: Mailer; siteUrl: string };

/** The deps from the request's app context (`getAppContext(context)`). */
export function notifyDeps(app: { mailer: Mailer; config: { siteUrl: string } }): NotifyDeps {
  return { mailer: app.mailer, siteUrl: app.config.siteUrl };
}

export type NotifyInput = {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  data: NotificationData;
  /** Who did it: nobody is told of their own action. */
  actorId?: string | null;
  /**
   * The member a reply to the instant mail reaches (its Reply-To: their account's address, used only
   * while confirmed and not disabled). Only where the two members are meant to talk: an accepted
   * mentorship's mail to the mentee. The address is in the header only, never in the body.
   */
  replyToUserId?: string;
};

/** The label of a type on the settings page, in a language ("Replies to my discussions"). */
export function notificationLabel(language: LanguageCode, type: NotificationType): string {
  const [group, kind] = type.split(".") as [string, string];
  const types = getNamespace(language, "notifications").types as Record<string, Record<string, { label: string }>>;
  return types[group]?.[kind]?.label ?? type;
}

/** The sentence of a notification in a language ("Ana replied to “Brine chemistry”"). */
export function notificationText(language: LanguageCode, type: NotificationType, data: NotificationData): string {
  const [group, kind] = type.split(".") as [string, string];
  const types = getNamespace(language, "notifications").types as Record<string, Record<string, { text: string }>>;
  const template = types[group]?.[kind]?.text ?? type;
  return fillTemplate(template, { actor: data.actor ?? "", title: data.title });
}

/**
 * Tells a member something (docs/decisions/027-notifications.md): writes the notification in the
 * caller's transaction `tx` and, when the member's preference for the type is "instant", queues the
 * mail in the same transaction (the outbox, decision 015), in the member's language. Returns the
 * notification's id, or null when nobody is told: the member's own action, a disabled or deleted
 * account. The caller decides who may see the thing (never notify about content the member cannot
 * read); `data.url` must be a site path.
 */
export async function notify(tx: Database, input: NotifyInput, deps: NotifyDeps): Promise<string | null> {
  if (input.actorId && input.actorId === input.userId) return null;
  if (!isSitePath(input.data.url)) throw new Error(`A notification links to a site path, not ${input.data.url}`);
  const [recipient] = await tx
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      verified: users.emailVerified,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!recipient || recipient.disabledAt) return null;
  // Mail goes only to a proven address (it names what someone else wrote: a title, a name).
  const instant = recipient.verified && (await deliveryOf(tx, input.userId, input.type)) === "instant";
  const [row] = await tx
    .insert(notifications)
    .values({ userId: input.userId, type: input.type, data: input.data, emailedAt: instant ? new Date() : null })
    .returning({ id: notifications.id });
  if (instant) {
    const language: LanguageCode = isLanguageCode(recipient.language) ? recipient.language : "en";
    const mail = await instantMail(
      tx,
      language,
      deps.siteUrl,
      { id: input.userId, ...recipient },
      input.type,
      input.data,
    );
    const replyTo = input.replyToUserId ? await replyAddressOf(tx, input.replyToUserId) : undefined;
    await deps.mailer.send(replyTo ? { ...mail, replyTo } : mail, { db: tx });
  }
  return row!.id;
}

/** A member's address for Reply-To: confirmed and not disabled, else none. */
async function replyAddressOf(tx: Database, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: users.email, verified: users.emailVerified, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && row.verified && !row.disabledAt ? row.email : undefined;
}

/** The mail of one notification: its sentence, its button, where to change the settings, one-click stop. */
export async function instantMail(
  tx: Database,
  language: LanguageCode,
  siteUrl: string,
  recipient: { id: string; name: string; email: string },
  type: NotificationType,
  data: NotificationData,
): Promise<MailMessage> {
  const links = await unsubscribeLinks(
    { db: tx, siteUrl },
    { kind: "notifications", subject: `${recipient.id} ${type}` },
  );
  return instantMailWith(language, siteUrl, recipient, type, data, links);
}

/** The instant mail with its one-click links already signed (the template preview signs its own). */
export async function instantMailWith(
  language: LanguageCode,
  siteUrl: string,
  recipient: { id: string; name: string; email: string },
  type: NotificationType,
  data: NotificationData,
  links: UnsubscribeLinks,
): Promise<MailMessage> {
  const texts = getNamespace(language, "notifications").mail;
  const text = notificationText(language, type, data);
  const subject = fillTemplate(texts.subject, { text });
  const values: Record<string, string> = {
    name: recipient.name,
    quote: data.quote ?? "",
    text,
    link: `${siteUrl}${data.url}`,
    settings: `${siteUrl}/account/notifications`,
  };
  // A member's words (a mentorship request) stand in a quote box above the button.
  const template = data.quote ? texts.instantBody.replace("{{link}}", "{{quote}}\n\n{{link}}") : texts.instantBody;
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template,
      values,
      quotes: ["quote"],
      buttons: { link: texts.open },
      links: ["settings"],
      reason: texts.reason,
      unsubscribeUrl: links.pageUrl,
    }),
    {
      language,
      subject,
      siteUrl,
      text: `${fillTemplate(template, values)}\n\n${texts.unsubscribe}\n${links.pageUrl}`,
    },
  );
  return { to: recipient.email, ...rendered, language, category: "notification", headers: links.headers };
}

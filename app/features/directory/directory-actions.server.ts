import { data, type RouterContextProvider } from "react-router";
import { deleteDirectoryProfile, saveDirectoryProfile } from "~/features/directory/queries.server";
import { mailContact } from "~/features/mentorship/index.server";
import { directoryMessageMail } from "./mail-templates.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import type { DirectoryForm, StoredDirectoryProfile } from "~/features/directory/directory";
import { mayKeepEntry, mayMessage } from "~/features/directory/directory-policy";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { isLanguageCode } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";

// The intents of the directory pages' actions (app/routes/community.directory*.tsx), one function
// each. Who may post is app/features/directory/directory-policy.ts.

type Context = Readonly<RouterContextProvider>;

export const DIRECTORY_PATH = "/community/directory";

export async function saveEntry(
  context: Context,
  user: SessionUser,
  input: Extract<DirectoryForm, { intent: "save" }>,
) {
  ensure(mayKeepEntry(user));
  const { intent: _, ...profile } = input;
  await saveDirectoryProfile(getAppContext(context).db, user.id, profile);
  throw redirectWithFlash(context, DIRECTORY_PATH, { ns: "directory", key: "done.saved", form: "save" });
}

export async function removeEntry(context: Context, user: SessionUser) {
  ensure(mayKeepEntry(user));
  await deleteDirectoryProfile(getAppContext(context).db, user.id);
  throw redirectWithFlash(context, DIRECTORY_PATH, { ns: "directory", key: "done.removed", form: "remove" });
}

const MESSAGE_FORM = "directory-message";

function messageSent(context: Context, profile: StoredDirectoryProfile) {
  return redirectWithFlash(context, `${DIRECTORY_PATH}/${encodeURIComponent(profile.userId)}`, {
    ns: "directory",
    key: "contact.sent",
    form: "message",
  });
}

/** A message form posted again after it was mailed: the first answer, no second mail (decision 018). */
export async function messageSentBefore(context: Context, form: FormData, profile: StoredDirectoryProfile) {
  const earlier = await answeredBefore<unknown>(getAppContext(context).db, form, MESSAGE_FORM);
  if (earlier !== null) throw messageSent(context, profile);
}

/** Writes to a listed member by mail, in their language; replies go straight to the sender. */
export async function sendMessage(
  context: Context,
  sender: SessionUser,
  form: FormData,
  profile: StoredDirectoryProfile,
  message: string,
) {
  ensure(mayMessage(sender, profile));
  const app = getAppContext(context);
  const recipient = await mailContact(app.db, profile.userId);
  if (!recipient) throw data(null, { status: 404 });
  // The sender's address is not shown on the page; it goes with the mail as its reply-to.
  const language = isLanguageCode(recipient.language) ? recipient.language : "en";
  const values = {
    name: sender.name,
    recipient: recipient.name,
    message,
    link: `${app.config.siteUrl}${DIRECTORY_PATH}`,
  };
  try {
    await storeOnce(app.db, form, MESSAGE_FORM, async (tx) => {
      await app.mailer.send(
        await directoryMessageMail(language, app.config.siteUrl, {
          to: recipient.email,
          replyTo: sender.email,
          values,
        }),
        { db: tx },
      );
      return "sent";
    });
  } catch (error) {
    logger.error({ err: error }, "Directory contact mail failed");
    return refuseForm(form, "errors.failed", { status: 500 });
  }
  throw messageSent(context, profile);
}

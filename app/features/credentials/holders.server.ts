import { data, redirect, type RouterContextProvider } from "react-router";
import {
  claimableCredentials,
  claimCredential,
  heldCredentials,
  linkCredential,
  setPublicPage,
  unlinkCredential,
  findCredential,
  holderName,
  type Credential,
} from "~/features/registry/index.server";
import { openRenewalsOf } from "~/features/renewal/index.server";
import { canSubmitIn } from "~/features/renewal";
import { renewalPhase } from "~/content/cpd-rule";
import { frameworkLevels } from "~/content/framework";
import type { SessionUser } from "~/features/auth/index.server";
import type { Viewer } from "~/features/auth";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import {
  parseCredentialId,
  effectiveStatus,
  type LinkForm,
  type UnlinkForm,
  type ClaimForm,
  type PublicPageForm,
} from "~/features/registry";
import { isoToday } from "~/lib/format/dates";
import { getAppContext } from "~/lib/server/app-context.server";
import { canPublishCredential, canSeeCredential } from "./policy";

type Context = Readonly<RouterContextProvider>;

/** The page of a credential (public when its holder switched it on). */
export function credentialPath(id: string): string {
  return `/credentials/${id}`;
}

/** The live check of a credential on /partners/verify (its id and the holder's last name). */
export function verifyPath(credential: Pick<Credential, "id" | "lastName">): string {
  return `/partners/verify?${new URLSearchParams({ id: credential.id, name: credential.lastName })}`;
}

/** A credential as the holder's pages show it: texts in the request's language, the status live. */
function shown(context: Context, credential: Credential, today: string) {
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const { config } = getAppContext(context);
  return {
    id: credential.id,
    holderName: holderName(credential),
    levelKey: credential.level,
    levelNumber: frameworkLevels.indexOf(credential.level) + 1,
    level: levels[credential.level].level,
    certification: levels[credential.level].certification,
    status: effectiveStatus(credential, today),
    issuedOn: formatDate(credential.issuedOn),
    expiresOn: formatDate(credential.expiresOn),
    issuedOnIso: credential.issuedOn,
    expiresOnIso: credential.expiresOn,
    domains: credential.domains,
    publicPage: credential.publicPage,
    path: credentialPath(credential.id),
    url: `${config.siteUrl}${credentialPath(credential.id)}`,
    verifyPath: verifyPath(credential),
    /** Renewal: "open" while the holder may renew, "underReview" while a renewal waits. */
    renewal: "none" as "none" | "open" | "underReview",
  };
}
export type ShownCredential = ReturnType<typeof shown>;

/** What "My credentials" shows: the credentials the account holds and those it may claim. */
export async function myCredentialsPage(context: Context, user: SessionUser) {
  const { db } = getAppContext(context);
  const today = isoToday();
  const [held, claimable] = await Promise.all([heldCredentials(db, user.id), claimableCredentials(db, user.id)]);
  const openRenewals = await openRenewalsOf(
    db,
    held.map((credential) => credential.id),
  );
  return {
    email: user.email,
    held: held.map((credential) => ({
      ...shown(context, credential, today),
      renewal: openRenewals.has(credential.id)
        ? ("underReview" as const)
        : canSubmitIn(renewalPhase(credential, today))
          ? ("open" as const)
          : ("none" as const),
    })),
    claimable: claimable.map((credential) => {
      const { id, certification, level, levelKey, issuedOn, expiresOn, holderName } = shown(context, credential, today);
      return { id, certification, level, levelKey, issuedOn, expiresOn, holderName };
    }),
  };
}

/**
 * "claim": the credential joins the account when it was issued to the account's verified address
 * and nobody holds it yet (one conditional write: two claims at once store once). A claim sent again
 * by the same member is answered as the first one was.
 */
export async function claimCredentialFor(context: Context, user: SessionUser, form: FormData, input: ClaimForm) {
  const outcome = await claimCredential(getAppContext(context).db, input.id, user.id);
  if (outcome === "refused") return refuseForm(form, "errors.cannotClaim", { status: 409 });
  throw redirectWithFlash(context, "/account/credentials", {
    ns: "credentials",
    key: "claim.done",
    values: { id: input.id },
    form: "claim",
  });
}

/** "publicPage": the holder switches the credential's public page on or off. */
export async function switchPublicPage(context: Context, user: SessionUser, form: FormData, input: PublicPageForm) {
  const { db } = getAppContext(context);
  const credential = await findCredential(db, input.id);
  if (!credential || !canPublishCredential(user, credential)) {
    return refuseForm(form, "errors.notYours", { status: 404 });
  }
  const on = input.on === "on";
  await setPublicPage(db, input.id, user.id, on);
  throw redirectWithFlash(context, "/account/credentials", {
    ns: "credentials",
    key: on ? "publicPage.doneOn" : "publicPage.doneOff",
    values: { id: input.id },
    form: `publicPage:${input.id}`,
  });
}

/**
 * The page /credentials/:id: the credential for whoever may see it (canSeeCredential), otherwise
 * a 404 alike for an unknown id and a page switched off (its existence is not revealed).
 */
export async function credentialPage(context: Context, viewer: Viewer, id: string) {
  const parsed = parseCredentialId(id);
  // "gcf-2026-t7qs-3j" as typed or shared by hand: the page's one address.
  if (parsed.ok && parsed.id !== id) throw redirect(credentialPath(parsed.id), 301);
  const { db } = getAppContext(context);
  const credential = parsed.ok ? await findCredential(db, id) : null;
  if (!credential || !canSeeCredential(viewer, credential)) throw data(null, { status: 404, statusText: "Not Found" });
  const formatDate = formatDateFor(context);
  return {
    credential: shown(context, credential, isoToday()),
    checkedOn: formatDate(new Date()),
    viewerIsHolder: canPublishCredential(viewer, credential),
  };
}

/** "link" (admins, /admin/credentials): the credential joins the account with this address. */
export async function linkCredentialToAccount(request: Request, context: Context, form: FormData, input: LinkForm) {
  const { outcome, account } = await linkCredential(getAppContext(context).db, input.id, input.account);
  switch (outcome) {
    case "notFound":
      return refuseFields(form, { id: "errors.notFound" }, { status: 404 });
    case "noAccount":
      return refuseFields(form, { account: "errors.linkNoAccount" }, { status: 404 });
    case "linkedElsewhere":
      return refuseFields(form, { account: "errors.linkedElsewhere" }, { status: 409 });
    case "linked":
      throw redirectWithFlash(context, samePage(request), {
        ns: "credentialsAdmin",
        key: "holder.linked",
        values: { id: input.id, name: account!.name, email: account!.email },
        form: "holder",
      });
  }
}

/** "unlink" (admins): the credential no longer belongs to an account; its public page goes off. */
export async function unlinkCredentialFromAccount(
  request: Request,
  context: Context,
  form: FormData,
  input: UnlinkForm,
) {
  if (!(await unlinkCredential(getAppContext(context).db, input.id))) {
    return refuseFields(form, { id: "errors.notFound" }, { status: 404 });
  }
  throw redirectWithFlash(context, samePage(request), {
    ns: "credentialsAdmin",
    key: "holder.unlinked",
    values: { id: input.id },
    form: "holder",
  });
}

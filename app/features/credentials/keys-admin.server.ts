// /admin/credentials/keys: the issuer's signing keys and their rotation.
import type { RouterContextProvider } from "react-router";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { issuerOf } from "./issuer-context.server";
import { publishedKeys, rotateSigningKey } from "./keys.server";

export const SIGNING_KEYS_PATH = "/admin/credentials/keys";

/** The page's data: every published key (newest last), the DID, and whether keys are sealed. */
export async function signingKeysPage(context: Readonly<RouterContextProvider>) {
  const issuer = issuerOf(context);
  const formatDate = formatDateFor(context);
  const when = (value: Date) => `${formatDate(value)} ${value.toISOString().slice(11, 16)} UTC`;
  const keys = await publishedKeys(issuer);
  return {
    did: issuer.urls.did,
    didDocument: issuer.urls.didDocument,
    sealing: Boolean(getAppContext(context).config.issuerKeySecret),
    keys: keys.map((key) => ({
      id: key.id,
      publicKeyMultibase: key.publicKeyMultibase,
      created: when(key.createdAt),
      retired: key.retiredAt ? when(key.retiredAt) : null,
      sealed: !key.secretKeySealed.startsWith("plain:"),
    })),
  };
}

/** The "rotate" intent: retire the current key, make a new one current, say which. */
export async function rotateKey(context: Readonly<RouterContextProvider>, adminId: string) {
  const { rotated, current } = await rotateSigningKey(issuerOf(context));
  logger.info({ adminId, key: current.id, rotated }, "Issuer signing key rotated");
  return redirectWithFlash(context, SIGNING_KEYS_PATH, {
    ns: "credentialCheck",
    key: rotated ? "adminKeys.done.rotated" : "adminKeys.done.alreadyRotated",
    values: { id: current.id },
    form: "rotate",
  });
}

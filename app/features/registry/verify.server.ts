import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { verifyCredentials } from "~/features/registry/queries.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { fieldErrors } from "~/lib/forms/fields";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { qrCodePath } from "./qr-code.server";
import { lookupSchema, type VerificationStatus } from "./registry";

const querySchema = z.object({
  id: z.string().max(200).optional().catch(undefined),
  name: z.string().max(200).optional().catch(undefined),
});

/**
 * One lookup of /partners/verify, from its query (`?id=…&name=…`, the form's GET and the shareable
 * link): what was typed, its field errors, the minutes to wait when rate limited, and the result —
 * page data, the point of the form.
 */
export async function verifyFromQuery(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, config, rateLimits, clientIp } = getAppContext(context);
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ id: params.get("id") ?? undefined, name: params.get("name") ?? undefined });
  const values = { id: query.id ?? "", name: query.name ?? "" };
  const base = { values, errors: {} as Record<string, string>, result: null, waitMinutes: 0 };
  if (query.id === undefined && query.name === undefined) return data(base);

  // The check character is verified first: a typo never costs a lookup.
  const parsed = lookupSchema.safeParse(values);
  if (!parsed.success) return data({ ...base, errors: fieldErrors(parsed.error) }, { status: 400 });

  const wait = await consume(rateLimits.verify, clientIp);
  if (wait > 0) {
    return data(
      { ...base, waitMinutes: Math.ceil(wait / 60) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }

  const [found] = await verifyCredentials(db, [{ id: parsed.data.id, lastName: parsed.data.name }]);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const shareUrl = `${config.siteUrl}/partners/verify?${new URLSearchParams({ id: parsed.data.id, name: parsed.data.name })}`;
  const credential = found?.credential;
  return data({
    ...base,
    values: { id: parsed.data.id, name: parsed.data.name },
    result: {
      status: (found?.status ?? "notFound") as VerificationStatus,
      checkedOn: formatDate(new Date()),
      credential: credential
        ? {
            id: credential.id,
            holderName: credential.holderName,
            level: levels[credential.level].certification,
            levelKey: credential.level,
            issuedOn: formatDate(credential.issuedOn),
            expiresOn: formatDate(credential.expiresOn),
            domains: credential.domains,
          }
        : null,
      share: credential ? { url: shareUrl, qr: qrCodePath(shareUrl) } : null,
    },
  });
}

export type VerificationResult = {
  status: VerificationStatus;
  checkedOn: string;
  credential: {
    id: string;
    holderName: string;
    level: string;
    levelKey: string;
    issuedOn: string;
    expiresOn: string;
    domains: string[];
  } | null;
  share: { url: string; qr: ReturnType<typeof qrCodePath> } | null;
};

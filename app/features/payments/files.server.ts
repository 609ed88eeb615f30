import { data, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/features/auth/index.server";
import { isLanguageCode } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { users } from "~/db/schema";
import { eq } from "drizzle-orm";
import { invoicePdf } from "./invoice-pdf.server";
import { handleProviderEvent, invoiceById } from "./invoices.server";
import { canReadInvoice } from "./policy";
import { cardProvider } from "./provider.server";

type Context = Readonly<RouterContextProvider>;

/**
 * An invoice's PDF for its payer (in their language) and finance staff (in the payer's language too:
 * the document is the payer's); anyone else gets 404, revealing nothing.
 */
export async function invoiceDownload(context: Context, user: SessionUser, id: string): Promise<Response> {
  const app = getAppContext(context);
  const invoice = /^[0-9a-f-]{36}$/.test(id) ? await invoiceById(app.db, id) : null;
  if (!invoice || !canReadInvoice(user, invoice)) throw data(null, { status: 404, statusText: "Not Found" });
  let language = user.language;
  if (invoice.userId && invoice.userId !== user.id) {
    const [payer] = await app.db.select({ language: users.language }).from(users).where(eq(users.id, invoice.userId));
    if (payer && isLanguageCode(payer.language)) language = payer.language;
  }
  const pdf = await invoicePdf(invoice, language);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Stripe's webhook: the signature (Stripe-Signature, checked against STRIPE_WEBHOOK_SECRET over the raw
 * body) is the only permission. 400 for a bad signature; 200 once the event is handled or was before;
 * 404 when the site takes no cards.
 */
export async function stripeWebhook(context: Context, request: Request): Promise<Response> {
  const app = getAppContext(context);
  const provider = cardProvider(app.config);
  if (!provider) return new Response("Card payments are not configured.", { status: 404 });
  const signature = request.headers.get("stripe-signature") ?? "";
  const payload = await request.text();
  const event = provider.verifyEvent(payload, signature);
  if (event instanceof Error) return new Response("Bad signature.", { status: 400 });
  const outcome = await handleProviderEvent(app, event);
  return Response.json({ received: true, outcome });
}

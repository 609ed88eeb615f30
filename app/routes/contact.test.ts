import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./contact";

const t = setupRouteTests();

const good = {
  intent: "contact",
  name: "Ada Fieldtech",
  email: "ada@example.org",
  organisation: "",
  topic: "exam",
  message: "When is the next exam session in Nairobi, please?",
};

const post = (fields: Record<string, string>, clientIp?: string) =>
  outcomeOf(async () =>
    action(routeArgs({ request: t.post("/contact", fields), params: {}, context: t.context({ clientIp }) })),
  );

describe("/contact", () => {
  it("shows the form, or the thank-you view at ?sent=1", async () => {
    const form = await outcomeOf(async () =>
      loader(routeArgs({ request: t.get("/contact"), params: {}, context: t.context() })),
    );
    expect(form.data).toMatchObject({ sent: false });
    const sent = await outcomeOf(async () =>
      loader(routeArgs({ request: t.get("/contact?sent=1"), params: {}, context: t.context() })),
    );
    expect(sent.data).toMatchObject({ sent: true });
  });

  it("sends a message to the thank-you view; a retried post of the form stores it once", async () => {
    const token = randomUUID();
    const first = await post({ ...good, _submission: token });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/contact?sent=1");
    const again = await post({ ...good, _submission: token });
    expect(again.location).toBe("/contact?sent=1");
    const mails = await t.outbox();
    expect(mails.filter((mail) => mail.to === "ada@example.org")).toHaveLength(1);
  });

  it("refuses bad input per field and keeps what was typed", async () => {
    const out = await post({ ...good, name: "A", email: "ada@", topic: "", message: "Too short" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "contact",
      fieldErrors: {
        name: "errors.name",
        email: "errors.email",
        topic: "errors.topic",
        message: "errors.messageShort",
      },
      values: { name: "A", email: "ada@", message: "Too short" },
    });
    expect(await t.outbox()).toHaveLength(0);
  });

  it("answers a filled honeypot as if sent and keeps nothing", async () => {
    const out = await post({ ...good, website: "https://spam.example" });
    expect(out.location).toBe("/contact?sent=1");
    expect(await t.outbox()).toHaveLength(0);
  });

  it("limits the rate per client with a message for the whole form", async () => {
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 6; i += 1) {
      const out = await post({ ...good, email: "not-valid" }, "198.51.100.4");
      statuses.push(out.status);
      last = out.data;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last).toMatchObject({ formError: "errors.rateLimited", values: { name: "Ada Fieldtech" } });
  });
});

import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests } from "../../tests/support/route-test.server";
import { insertTestEvent } from "../../tests/support/event-route-test.server";
import { activeRegistration, findEventBySlug, registerForEvent } from "~/db/events.server";
import type { Database } from "~/db/client.server";
import { readPdf } from "../../tests/support/pdf-text";
import { action as editAction } from "./admin.events.$id";
import { action as createAction } from "./admin.events.new";
import { loader as certificateLoader } from "./account.events.$registrationId.certificate[.]pdf";

const t = setupRouteTests();

const fields = {
  intent: "save",
  slug: "geothermal-night-2030",
  type: "meetup",
  region: "iceland",
  format: "inPerson",
  startDate: "2030-05-04",
  startTime: "18:00",
  endDate: "2030-05-04",
  endTime: "21:00",
  utcOffset: "+00:00",
  venueName: "Harpa",
  venueCity: "Reykjavík",
  venueCountry: "is",
  capacity: "2",
  cpdHours: "",
  registrationOpen: "on",
  published: "on",
  title_en: "Geothermal night",
  title_is: "Jarðhitakvöld",
  summary_en: "An evening of short talks.",
  description_en: "First paragraph.\n\nSecond paragraph.",
  description_is: "Fyrsta efnisgrein.",
};

describe("/admin/events", () => {
  it("an admin creates an event: stored with its words, default CPD hours and a code", async () => {
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const cookie = await t.signIn("admin@example.org");
    const out = await outcomeOf(() =>
      createAction({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() } as never),
    );
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ ns: "eventRegistration", key: "done.created" });
    const event = (await findEventBySlug(t.db, "geothermal-night-2030", { publishedOnly: true }))!;
    expect(out.location).toBe(`/admin/events/${event.id}`);
    expect(event).toMatchObject({
      title: { en: "Geothermal night", is: "Jarðhitakvöld" },
      description: [{ en: "First paragraph.", is: "Fyrsta efnisgrein." }, { en: "Second paragraph." }],
      venue: { name: "Harpa", city: "Reykjavík", countryCode: "IS" },
      capacity: 2,
      cpdHoursTenths: 30,
    });
    // English is required; a taken address name is refused.
    const missing = await outcomeOf(() =>
      createAction({
        request: t.post("/admin/events/new", { ...fields, slug: "other", title_en: "" }, cookie),
        params: {},
        context: t.context(),
      } as never),
    );
    expect(missing.data).toMatchObject({ fieldErrors: { title_en: "errors.titleRequired" } });
    const taken = await outcomeOf(() =>
      createAction({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() } as never),
    );
    expect(taken.data).toMatchObject({ fieldErrors: { slug: "errors.slugTaken" } });
  });

  it("refuses creating and editing for members (403)", async () => {
    const event = await insertTestEvent(t.db);
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const create = await outcomeOf(() =>
      createAction({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() } as never),
    );
    expect(create.status).toBe(403);
    const edit = await outcomeOf(() =>
      editAction({
        request: t.post(`/admin/events/${event.id}`, fields, cookie),
        params: { id: event.id },
        context: t.context(),
      } as never),
    );
    expect(edit.status).toBe(403);
  });

  it("more places fill from the wait list; an admin checks in, the member gets the certificate", async () => {
    const event = await insertTestEvent(t.db, { capacity: 1 });
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const admin = await t.signIn("admin@example.org");
    const a = await t.createUser("member", "Áslaug Member", "a@example.org");
    const b = await t.createUser("member", "Bo Member", "b@example.org");
    for (const userId of [a, b]) {
      await t.db.transaction((tx) => registerForEvent(tx as unknown as Database, { eventId: event.id, userId }));
    }
    const edit = (body: Record<string, string>) =>
      outcomeOf(() =>
        editAction({
          request: t.post(`/admin/events/${event.id}`, body, admin),
          params: { id: event.id },
          context: t.context(),
        } as never),
      );
    const saved = await edit({ ...fields, slug: event.slug, capacity: "2" });
    expect(t.flash(saved)).toMatchObject({ key: "done.saved", form: "save" });
    expect((await activeRegistration(t.db, event.id, b))?.status).toBe("registered");
    expect((await t.outbox()).map((m) => m.to)).toEqual(["b@example.org"]);

    const registration = (await activeRegistration(t.db, event.id, a))!;
    const checked = await edit({ intent: "checkIn", registrationId: registration.id });
    expect(t.flash(checked)).toMatchObject({ key: "done.adminCheckedIn", values: { name: "Áslaug Member" } });

    const member = await t.signIn("a@example.org");
    const pdf = (await certificateLoader({
      request: t.get(`/account/events/${registration.id}/certificate.pdf`, member),
      params: { registrationId: registration.id },
      context: t.context(),
    } as never)) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { text } = readPdf(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Áslaug Member");
    expect(text).toContain("Certificate of attendance");
    expect(text).toContain("Geothermal night");
    // Another member's certificate is not found.
    await t.createUser("member", "Cy Member", "c@example.org");
    const stranger = await t.signIn("c@example.org");
    const other = await outcomeOf(() =>
      certificateLoader({
        request: t.get(`/account/events/${registration.id}/certificate.pdf`, stranger),
        params: { registrationId: registration.id },
        context: t.context(),
      } as never),
    );
    expect(other.status).toBe(404);
    const undo = await edit({ intent: "undoCheckIn", registrationId: registration.id });
    expect(t.flash(undo)).toMatchObject({ key: "done.adminUndone" });
  });
});

import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { insertTestEvent } from "../../tests/support/event-route-test.server";
import { activeRegistration, findEventBySlug, registerForEvent } from "~/features/events/index.server";
import type { Database } from "~/db/client.server";
import { readPdf } from "../../tests/support/pdf-text";
import { action as editAction, loader as editLoader } from "./admin.events.$id";
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
      createAction(
        routeArgs({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() }),
      ),
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
      createAction(
        routeArgs({
          request: t.post("/admin/events/new", { ...fields, slug: "other", title_en: "" }, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(missing.data).toMatchObject({ fieldErrors: { title_en: "errors.titleRequired" } });
    const taken = await outcomeOf(() =>
      createAction(
        routeArgs({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() }),
      ),
    );
    expect(taken.data).toMatchObject({ fieldErrors: { slug: "errors.slugTaken" } });
  });

  // Refused as "address name taken", the admin shown the form again might create the event a second time.
  it("creates an event once when the form is sent again, answering the retry as the first", async () => {
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const cookie = await t.signIn("admin@example.org");
    const form = { ...fields, _submission: "event-create-token-000001" };
    const send = () =>
      outcomeOf(() =>
        createAction(
          routeArgs({ request: t.post("/admin/events/new", form, cookie), params: {}, context: t.context() }),
        ),
      );
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(302);
    // Not "that address name is taken": the retry goes to the event the first post made.
    expect(retry.location).toBe(first.location);
    expect(t.flash(retry)).toMatchObject({ key: "done.created" });
    const event = (await findEventBySlug(t.db, "geothermal-night-2030", { publishedOnly: false }))!;
    expect(first.location).toBe(`/admin/events/${event.id}`);
  });

  it("refuses creating and editing for members (403)", async () => {
    const event = await insertTestEvent(t.db);
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const create = await outcomeOf(() =>
      createAction(
        routeArgs({ request: t.post("/admin/events/new", fields, cookie), params: {}, context: t.context() }),
      ),
    );
    expect(create.status).toBe(403);
    const signedOut = await outcomeOf(() =>
      createAction(routeArgs({ request: t.post("/admin/events/new", fields), params: {}, context: t.context() })),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    expect(await findEventBySlug(t.db, "geothermal-night-2030", { publishedOnly: false })).toBeFalsy();
    const edit = await outcomeOf(() =>
      editAction(
        routeArgs({
          request: t.post(`/admin/events/${event.id}`, fields, cookie),
          params: { id: event.id },
          context: t.context(),
        }),
      ),
    );
    expect(edit.status).toBe(403);
  });

  /** An event with one place, a signed-in admin, member `a` registered and member `b` on the wait list. */
  async function onePlaceTwoMembers() {
    const event = await insertTestEvent(t.db, { capacity: 1 });
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const admin = await t.signIn("admin@example.org");
    const a = await t.createUser("member", "Áslaug Member", "a@example.org");
    const b = await t.createUser("member", "Bo Member", "b@example.org");
    for (const userId of [a, b]) {
      await t.db.transaction((tx) => registerForEvent(tx as unknown as Database, { eventId: event.id, userId }));
    }
    return { event, admin, a, b };
  }

  it("more places fill from the wait list; an admin checks in, the member gets the certificate", async () => {
    const { event, admin, a, b } = await onePlaceTwoMembers();
    const edit = (body: Record<string, string>) =>
      outcomeOf(() =>
        editAction(
          routeArgs({
            request: t.post(`/admin/events/${event.id}`, body, admin),
            params: { id: event.id },
            context: t.context(),
          }),
        ),
      );
    const saved = await edit({ ...fields, slug: event.slug, capacity: "2" });
    expect(t.flash(saved)).toMatchObject({ key: "done.saved", form: "save" });
    expect((await activeRegistration(t.db, event.id, b))?.status).toBe("registered");
    expect((await t.outbox()).map((m) => m.to)).toEqual(["b@example.org"]);

    const registration = (await activeRegistration(t.db, event.id, a))!;
    const checked = await edit({ intent: "checkIn", registrationId: registration.id });
    expect(t.flash(checked)).toMatchObject({ key: "done.adminCheckedIn", values: { name: "Áslaug Member" } });

    const member = await t.signIn("a@example.org");
    const pdf = (await certificateLoader(
      routeArgs({
        request: t.get(`/account/events/${registration.id}/certificate.pdf`, member),
        params: { registrationId: registration.id },
        context: t.context(),
      }),
    )) as Response;
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
      certificateLoader(
        routeArgs({
          request: t.get(`/account/events/${registration.id}/certificate.pdf`, stranger),
          params: { registrationId: registration.id },
          context: t.context(),
        }),
      ),
    );
    expect(other.status).toBe(404);
    const undo = await edit({ intent: "undoCheckIn", registrationId: registration.id });
    expect(t.flash(undo)).toMatchObject({ key: "done.adminUndone" });
  });

  it("an admin cancels a member's registration after a confirmation step; the waitlisted member moves up, once", async () => {
    const { event, admin, a, b } = await onePlaceTwoMembers();
    const registration = (await activeRegistration(t.db, event.id, a))!;
    const path = `/admin/events/${event.id}`;
    const post = (body: Record<string, string>, cookie = admin) =>
      outcomeOf(() =>
        editAction(routeArgs({ request: t.post(path, body, cookie), params: { id: event.id }, context: t.context() })),
      );

    // The confirmation step is a page of its own (?cancel=<id>), so it works without JavaScript.
    const confirm = await outcomeOf(() =>
      editLoader(
        routeArgs({
          request: t.get(`${path}?cancel=${registration.id}`, admin),
          params: { id: event.id },
          context: t.context(),
        }),
      ),
    );
    expect(confirm.data).toMatchObject({ confirmCancel: { id: registration.id, name: "Áslaug Member" } });
    const attendees = (confirm.data as { attendees: Array<{ id: string; canCancel: boolean }> }).attendees;
    expect(attendees.every((row) => row.canCancel)).toBe(true);

    // A note too long is refused with the note kept.
    const long = await post({ intent: "cancelRegistration", registrationId: registration.id, reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({
      fieldErrors: { reason: "errors.reasonLong" },
      values: { reason: "x".repeat(501) },
    });
    expect(await t.outbox()).toEqual([]);

    const body = { intent: "cancelRegistration", registrationId: registration.id, reason: "The room is smaller." };
    const first = await post(body);
    expect(first.location).toBe(path);
    expect(t.flash(first)).toMatchObject({
      key: "done.adminCancelledPromoted",
      form: "attendees",
      text: "The registration of Áslaug Member is cancelled; Bo Member moved up from the wait list to the free place.",
    });
    expect(await activeRegistration(t.db, event.id, a)).toBeNull();
    expect((await activeRegistration(t.db, event.id, b))?.status).toBe("registered");
    const mails = await t.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(["a@example.org", "b@example.org"]);
    expect(mails.find((m) => m.to === "a@example.org")!.text).toContain("The room is smaller.");
    // The same post again (a double click): nothing changes, nobody is mailed again.
    const again = await post(body);
    expect(t.flash(again)).toMatchObject({ key: "done.adminAlreadyCancelled" });
    expect(await t.outbox()).toHaveLength(2);

    // A checked-in registration is refused until its check-in is undone.
    const bo = (await activeRegistration(t.db, event.id, b))!;
    await post({ intent: "checkIn", registrationId: bo.id });
    const refused = await post({ intent: "cancelRegistration", registrationId: bo.id, reason: "" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ formError: "errors.cancelCheckedIn", formErrorValues: { name: "Bo Member" } });
    expect((await activeRegistration(t.db, event.id, b))?.status).toBe("attended");

    // Members may not cancel others' registrations (403).
    const member = await t.signIn("b@example.org");
    expect((await post({ intent: "cancelRegistration", registrationId: bo.id, reason: "" }, member)).status).toBe(403);
  });

  it("an admin edits the audience and the agenda (ordered, rows removed); bad rows get their own message and keep what was typed", async () => {
    const event = await insertTestEvent(t.db);
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const admin = await t.signIn("admin@example.org");
    const path = `/admin/events/${event.id}`;
    const post = (body: Record<string, string | string[]>) =>
      outcomeOf(() =>
        editAction(routeArgs({ request: t.post(path, body, admin), params: { id: event.id }, context: t.context() })),
      );
    const base = { ...fields, slug: event.slug };
    const saved = await post({
      ...base,
      audience: ["engineers", "students"],
      agenda_0_order: "2",
      agenda_0_time: "09:00",
      agenda_0_item: "keynote",
      agenda_1_order: "1",
      agenda_1_time: "08:30",
      agenda_1_item: "registration",
      agenda_2_order: "3",
      agenda_2_time: "10:00",
      agenda_2_item: "panel",
      agenda_2_remove: "on",
      agenda_3_order: "4",
      agenda_3_day: "2",
      agenda_3_time: "09:15",
      agenda_3_item: "siteVisit",
      agenda_4_order: "5",
      agenda_4_time: "",
      agenda_4_item: "",
    });
    expect(t.flash(saved)).toMatchObject({ key: "done.saved" });
    const stored = (await findEventBySlug(t.db, event.slug, { publishedOnly: true }))!;
    expect(stored.audience).toEqual(["students", "engineers"]); // in the order of the list
    expect(stored.agenda).toEqual([
      { time: "08:30", item: "registration" },
      { time: "09:00", item: "keynote" },
      { day: 2, time: "09:15", item: "siteVisit" },
    ]);
    // The editor shows them again, in order, as rows.
    const page = await outcomeOf(() =>
      editLoader(routeArgs({ request: t.get(path, admin), params: { id: event.id }, context: t.context() })),
    );
    expect((page.data as { values: Record<string, string> }).values).toMatchObject({
      audience: "students,engineers",
      agenda_0_time: "08:30",
      agenda_0_item: "registration",
      agenda_2_day: "2",
    });

    const bad = await post({
      ...base,
      audience: ["engineers", "aliens"],
      agenda_0_time: "9am",
      agenda_0_item: "keynote",
      agenda_1_time: "10:00",
      agenda_1_item: "",
      agenda_2_time: "11:00",
      agenda_2_item: "panel",
      agenda_2_day: "40",
      agenda_3_time: "12:00",
      agenda_3_item: "lunch",
      agenda_3_order: "first",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: {
        audience: "errors.audienceInvalid",
        agenda_0_time: "errors.agendaTimeRequired",
        agenda_1_item: "errors.agendaItemRequired",
        agenda_2_day: "errors.agendaDayInvalid",
        agenda_3_order: "errors.agendaOrderInvalid",
      },
      values: { audience: "engineers,aliens", agenda_0_time: "9am", agenda_2_day: "40", agenda_3_order: "first" },
    });
    // Nothing was stored.
    expect((await findEventBySlug(t.db, event.slug, { publishedOnly: true }))!.agenda).toHaveLength(3);

    // Empty both: the event page shows no agenda or audience sections.
    await post({ ...base });
    const emptied = (await findEventBySlug(t.db, event.slug, { publishedOnly: true }))!;
    expect(emptied).toMatchObject({ agenda: [], audience: [] });
  });
});

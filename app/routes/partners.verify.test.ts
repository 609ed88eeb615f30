import { describe, expect, it } from "vitest";
import { generateCredentialId } from "~/features/registry";
import { createKamauCredential } from "../../tests/support/credential-fixtures";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { loader } from "./partners.verify";

const t = setupRouteTests();

type Page = {
  values: { id: string; name: string };
  errors: Record<string, string>;
  waitMinutes: number;
  result: { status: string; credential: { holderName: string } | null; share: { url: string } | null } | null;
};

const look = (query: string, clientIp = "198.51.100.1") =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get(`/partners/verify${query}`), params: {}, context: t.context({ clientIp }) })),
  );

const kamau = () => createKamauCredential(t.db);

describe("/partners/verify (a GET form: its answers are page data)", () => {
  it("shows the empty form without a query", async () => {
    const out = await look("");
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({ values: { id: "", name: "" }, errors: {}, result: null });
  });

  it("a valid credential: its status, holder and a link to share", async () => {
    const id = await kamau();
    const out = await look(`?id=${id.toLowerCase()}&name=kamau`);
    expect(out.status).toBe(200);
    const page = out.data as Page;
    expect(page.result?.status).toBe("valid");
    expect(page.result?.credential?.holderName).toBe("Wanjiru Kamau");
    expect(page.result?.share?.url).toContain(`/partners/verify?id=${id}`);
  });

  it("a wrong surname answers like an unknown id, and tells nothing about the holder", async () => {
    const id = await kamau();
    const wrong = (await look(`?id=${id}&name=Otieno`)).data as Page;
    const unknown = (await look(`?id=${generateCredentialId(2024)}&name=Kamau`)).data as Page;
    expect(wrong.result).toMatchObject({ status: "notFound", credential: null, share: null });
    expect(unknown.result).toMatchObject({ status: "notFound", credential: null, share: null });
  });

  it("a typo in the id is a field error that keeps what was typed, before any lookup", async () => {
    const out = await look("?id=GCF-2026-XXXX-XX&name=Kamau");
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ values: { id: "GCF-2026-XXXX-XX", name: "Kamau" }, result: null });
    expect((out.data as Page).errors.id).toBeTruthy();
  });

  it("is rate limited per client, with the minutes to wait and Retry-After", async () => {
    const id = await kamau();
    let out = await look(`?id=${id}&name=Kamau`, "198.51.100.9");
    for (let i = 0; i < 40 && out.status !== 429; i++) out = await look(`?id=${id}&name=Kamau`, "198.51.100.9");
    expect(out.status).toBe(429);
    expect(out.headers.get("Retry-After")).toBeTruthy();
    expect((out.data as Page).waitMinutes).toBeGreaterThan(0);
    expect((out.data as Page).result).toBeNull();
  });
});

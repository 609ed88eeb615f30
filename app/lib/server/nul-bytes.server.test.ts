import { describe, expect, it } from "vitest";
import { requestHasNulByte } from "./nul-bytes.server";

// Finding: a NUL byte (U+0000) in an address or a form answered 500 (PostgreSQL refuses it in text).
describe("requests carrying U+0000", () => {
  const site = "http://localhost:3999";
  it.each([
    "/community?q=%00",
    "/community/jobs?q=a%00b",
    "/community/directory?q=%00",
    "/events/%00",
    "/auth/reset-password?token=%00",
    "/community/mention-suggestions?q=%00",
  ])("are recognised in the address: %s", async (address) => {
    expect(await requestHasNulByte(new Request(`${site}${address}`))).toBe(true);
  });

  it("are recognised in urlencoded, multipart and JSON bodies", async () => {
    const post = (body: BodyInit, type?: string) =>
      new Request(`${site}/contact`, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });
    expect(await requestHasNulByte(post("name=Ana%00&message=hi", "application/x-www-form-urlencoded"))).toBe(true);
    const form = new FormData();
    form.set("message", "hi\u0000there");
    expect(await requestHasNulByte(post(form))).toBe(true);
    expect(await requestHasNulByte(post('{"q":"\\u0000"}', "application/json"))).toBe(true);
  });

  it("leave every other request alone, files' bytes included", async () => {
    expect(await requestHasNulByte(new Request(`${site}/community?q=%2500+caf%C3%A9`))).toBe(false);
    const form = new FormData();
    form.set("message", "hello");
    form.set("file", new File([new Uint8Array([0, 1, 0, 2])], "list.csv", { type: "text/csv" }));
    const request = new Request(`${site}/partners/bulk-verify`, { method: "POST", body: form });
    expect(await requestHasNulByte(request)).toBe(false);
    // The route still reads the body.
    expect((await request.formData()).get("message")).toBe("hello");
  });
});

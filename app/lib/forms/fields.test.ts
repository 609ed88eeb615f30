import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, formValues } from "./fields";

describe("form helpers", () => {
  it("keeps the first message per field", () => {
    const schema = z.object({ email: z.email("contact.errors.email"), name: z.string().min(2, "contact.errors.name") });
    const result = schema.safeParse({ email: "x", name: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ email: "contact.errors.email", name: "contact.errors.name" });
  });

  it("returns what was typed as strings", () => {
    const form = new FormData();
    form.set("name", "Ada");
    expect(formValues(form, ["name", "missing"])).toEqual({ name: "Ada", missing: "" });
  });
});

import { describe, expect, it } from "vitest";
import { createLifecycles } from "./lifecycles";

describe("the server's lifecycles", () => {
  it("stops parts in the reverse order of their start, once", async () => {
    const events: string[] = [];
    const parts = createLifecycles();
    for (const name of ["database", "mail sender", "scheduler"]) {
      await parts.start(name, () => {
        events.push(`start ${name}`);
        return { value: name, stop: () => void events.push(`stop ${name}`) };
      });
    }
    expect(parts.names()).toEqual(["database", "mail sender", "scheduler"]);
    await Promise.all([parts.stopAll(), parts.stopAll()]);
    expect(events).toEqual([
      "start database",
      "start mail sender",
      "start scheduler",
      "stop scheduler",
      "stop mail sender",
      "stop database",
    ]);
  });

  it("stops what had started when a later start or step fails", async () => {
    const stopped: string[] = [];
    const parts = createLifecycles();
    await parts.start("database", () => ({ value: 1, stop: () => void stopped.push("database") }));
    await expect(
      parts.step(() => {
        throw new Error("seed failed");
      }),
    ).rejects.toThrow("seed failed");
    expect(stopped).toEqual(["database"]);
  });

  it("stops the others when one stop throws", async () => {
    const stopped: string[] = [];
    const parts = createLifecycles();
    await parts.start("database", () => ({ value: 1, stop: () => void stopped.push("database") }));
    await parts.start("sender", () => ({
      value: 2,
      stop: () => {
        throw new Error("stuck");
      },
    }));
    await parts.stopAll();
    expect(stopped).toEqual(["database"]);
  });
});

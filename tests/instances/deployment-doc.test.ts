// docs/deployment.md shows the balancer configuration the tests run: the very file, not a copy that drifts.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { HAPROXY, HAPROXY_CONFIG, haproxyInstalled } from "../../scripts/cluster.js";

describe("deploy/haproxy.cfg", () => {
  const config = readFileSync(HAPROXY_CONFIG, "utf8");

  test("is shown in full in docs/deployment.md", () => {
    const guide = readFileSync(new URL("../../docs/deployment.md", import.meta.url), "utf8");
    expect(guide).toContain("```haproxy\n" + config + "```");
  });

  test("has what the deployment needs: forwardfor, /readyz checks, retries with redispatch, timeouts", () => {
    for (const line of [
      "option forwardfor",
      "uri /readyz",
      "http-check expect status 200",
      "retries 3",
      "option redispatch",
      "timeout connect",
      "timeout server",
      "timeout client",
      "http-request disable-l7-retry unless METH_GET || METH_HEAD",
    ]) {
      expect(config).toContain(line);
    }
    // Only ports come from the environment.
    const directives = config.replace(/#.*$/gm, "");
    const variables = [...directives.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
    expect(new Set(variables)).toEqual(
      new Set(["GEOCERT_LB_PORT", "GEOCERT_APP1_PORT", "GEOCERT_APP2_PORT", "GEOCERT_LB_STATS_PORT"]),
    );
  });

  test.runIf(haproxyInstalled())("is valid for HAProxy (haproxy -c)", () => {
    expect(() => execFileSync(HAPROXY, ["-c", "-q", "-f", HAPROXY_CONFIG], { stdio: "pipe" })).not.toThrow();
  });
});

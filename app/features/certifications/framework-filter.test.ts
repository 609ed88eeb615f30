import { describe, expect, it } from "vitest";
import { filterMatrix, parseFrameworkFilter } from "~/features/certifications/framework-filter";

const parse = (query: string) => parseFrameworkFilter(new URLSearchParams(query));

describe("framework filter", () => {
  it("reads a valid domain and level", () => {
    expect(parse("domain=drillingOperations&level=senior")).toEqual({ domain: "drillingOperations", level: "senior" });
  });

  it("ignores empty, unknown and hostile values", () => {
    expect(parse("")).toEqual({});
    expect(parse("domain=&level=")).toEqual({});
    expect(parse("domain=cooking&level=senior")).toEqual({ level: "senior" });
    expect(parse("domain=riskAssessment&level=<script>")).toEqual({ domain: "riskAssessment" });
    expect(parse("level=Expert")).toEqual({});
  });

  it("keeps the chosen row and column of the matrix", () => {
    expect(filterMatrix({})).toMatchObject({ domains: { length: 8 }, levels: { length: 4 } });
    expect(filterMatrix({ domain: "riskAssessment" })).toMatchObject({
      domains: ["riskAssessment"],
      levels: { length: 4 },
    });
    expect(filterMatrix({ level: "expert" })).toMatchObject({ domains: { length: 8 }, levels: ["expert"] });
  });
});

import path from "node:path";
import { RuleTester, type Rule } from "eslint";
import { afterAll, describe, it } from "vitest";
import featureDoors from "./feature-doors.js";

// RuleTester reports through the test runner's functions.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

tester.run("feature-doors", featureDoors as unknown as Rule.RuleModule, {
  valid: [
    { filename: at("app/routes/account.cpd.tsx"), code: 'import { ledgerPage } from "~/features/cpd/index.server";' },
    { filename: at("app/routes/account.cpd.tsx"), code: 'import { EntryForm } from "~/features/cpd";' },
    { filename: at("app/features/cpd/ledger.server.ts"), code: 'import { entries } from "~/features/cpd/queries.server";' },
    { filename: at("app/features/cpd/components/entries.tsx"), code: 'import { cpdForms } from "../forms";' },
    { filename: at("app/features/renewal/schema.ts"), code: 'import { credentials } from "~/features/registry/schema";' },
    { filename: at("app/db/schema.ts"), code: 'export * from "~/features/cpd/schema";' },
    { filename: at("app/routes/admin.survey.tsx"), code: 'const Chart = () => import("~/features/admin/components/bar-chart");' },
    { filename: at("app/lib/format/dates.ts"), code: 'import { z } from "zod";' },
  ],
  invalid: [
    {
      filename: at("app/routes/account.cpd.tsx"),
      code: 'import { entries } from "~/features/cpd/queries.server";',
      errors: [{ messageId: "door" }],
    },
    {
      filename: at("app/features/renewal/renewal-actions.server.ts"),
      code: 'import { credentialProgress } from "../cpd/queries.server";',
      errors: [{ messageId: "door" }],
    },
    {
      filename: at("app/features/registry/queries.server.ts"),
      code: 'import { cpdEntries } from "~/features/cpd/schema";',
      errors: [{ messageId: "door" }],
    },
    {
      filename: at("server/app.ts"),
      code: 'export { seedCpd } from "../app/features/cpd/seed.server";',
      errors: [{ messageId: "door" }],
    },
  ],
});

import "i18next";
import type { Namespaces } from "~/locales/types";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Namespaces;
  }
}

import type en from "./en";

/** Every language file must have exactly the keys of the English one: `satisfies Messages`. */
export type Messages = typeof en;

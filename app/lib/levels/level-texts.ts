import type { HomeMessages } from "~/locales/types";

/** Names, descriptions and typical roles of the four levels: one wording everywhere (home careers.levels). */
export type LevelTexts = HomeMessages["careers"]["levels"];

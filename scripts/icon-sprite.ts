// `npx tsx scripts/icon-sprite.ts`: writes app/components/icons/sprite.svg from the lucide icons the site imports.
import { writeFileSync } from "node:fs";
import { buildSprite } from "../app/components/icons/sprite-source.server";

writeFileSync("app/components/icons/sprite.svg", await buildSprite("app"));

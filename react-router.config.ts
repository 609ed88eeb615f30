import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Root middleware enforces the site gate before any loader runs.
    v8_middleware: true,
    v8_splitRouteModules: true,
  },
} satisfies Config;

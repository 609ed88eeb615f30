/** Header a route's `headers` export sets when its HTML is the same for every visitor (server/page-cache.ts). */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** Request header the page cache adds to its own renders (see entry.server.tsx). */
export const PAGE_CACHE_PROBE_HEADER = "x-page-cache-probe";

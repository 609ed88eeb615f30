// The gate feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/gate/ (decision 038; eslint's feature-doors rule).
export { gateMiddleware, isOpenPath, isUnlocked } from "./gate-middleware.server";
export {
  GATE_COOKIE,
  deriveGateKey,
  gateCookieHeader,
  passwordMatches,
  readGateCookie,
  verifyGateToken,
} from "./gate.server";
export { resolveSitePassword, storedSitePassword } from "./site-password.server";
export type { SitePassword } from "./site-password.server";

// The contact feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/contact/ (decision 038; eslint's feature-doors rule).
export { contactSchema, contactTopics } from "./contact";
export type { ContactInput } from "./contact";
export { canReadContactMessages } from "./policy";

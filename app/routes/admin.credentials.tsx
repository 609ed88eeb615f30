// Not built yet: answers the not-found page until its issue replaces this module.
export { loader, default } from "./not-found";

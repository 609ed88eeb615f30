const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: checked before an id from a URL or form reaches a uuid column (else PostgreSQL errors). */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

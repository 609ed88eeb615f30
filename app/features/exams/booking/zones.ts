/**
 * Time zones of sessions: a session is announced in its place's IANA zone (or the one staff chose for an online
 * session), and staff type its start as that zone's wall-clock time. Pure, on Intl only, so browser and server
 * agree and no date library is needed.
 */

/** Whether `value` is an IANA time zone this runtime knows ("Atlantic/Reykjavik", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatFor(zone: string) {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) of `instant` in `zone`. */
export function localParts(instant: Date, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    formatFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of the wall-clock time `local` ("2027-01-18T09:00") in `zone`. Two passes settle the offset across a
 * daylight-saving change; a time that does not exist in the zone (skipped in spring) lands an hour later.
 */
export function zonedToUtc(local: string, zone: string): Date {
  const [date, time] = local.split("T") as [string, string];
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetAt(new Date(guess), zone);
  return new Date(guess - offsetAt(new Date(first), zone));
}

/** `instant` as the value of a datetime-local input in `zone`. */
export function toLocalInput(instant: Date, zone: string): string {
  const { date, time } = localParts(instant, zone);
  return `${date}T${time}`;
}

import type { Namespaces } from "../types";
import en from "../en/examBooking";

const examBooking = { ...en } satisfies Namespaces["examBooking"];

export default examBooking;

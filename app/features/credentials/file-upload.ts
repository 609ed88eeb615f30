import { uploadLimit } from "~/lib/uploads/limits";
import { MAX_CREDENTIAL_FILE_BYTES } from "./credential-check";

/** "Verify a credential file": one credential file (JSON or baked SVG) and the form's intent. */
export const credentialFileUpload = uploadLimit(MAX_CREDENTIAL_FILE_BYTES, 16 * 1024);

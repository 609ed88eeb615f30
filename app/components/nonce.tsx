import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide it after load). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

import { createContext, useContext } from "react";

/**
 * The request's CSP script nonce, provided by entry.server.tsx around <RemixServer>. In the
 * browser it is undefined: the inline scripts ran before hydration, and the browser hides a
 * nonce from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

/** The server's version, reported by the health check and the API document. */
export const VERSION = "0.1.0";

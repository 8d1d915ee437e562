import "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** "log": a failure is only logged (permission loads, spec 000 section 8). */
      errorHandling?: "log";
    };
    mutationMeta: {
      /** "local": the screen that runs the mutation shows its errors itself (forms). */
      errorHandling?: "local";
    };
  }
}

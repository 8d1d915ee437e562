/**
 * Query keys of the clients feature: the client the session acts for (with the clients it may
 * choose from) and the clients list. Adding or renaming a client invalidates both.
 */
export const clientsKeys = {
  all: ["clients"] as const,
  acting: ["clients", "acting"] as const,
  list: ["clients", "list"] as const,
};

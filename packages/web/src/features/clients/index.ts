// The clients feature's public entry: what the shell's client picker and the admin profiles need.
export { useActForClient } from "./api/act-for-client";
export { useActingClient } from "./api/get-acting-client";
export { clientsQueryOptions } from "./api/list-clients";

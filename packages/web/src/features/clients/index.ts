// The clients feature's public entry: what the shell's client picker needs.
export { useActForClient } from "./api/act-for-client";
export { useActingClient } from "./api/get-acting-client";

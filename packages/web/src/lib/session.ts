import { randomUuid } from "./random-uuid";
import { createSessionStorage } from "./session-storage";

/** The signed-in session, kept in this browser's localStorage. */
export const session = createSessionStorage(window.localStorage, () => randomUuid());

import { storedSessionSchemas } from "../api-contract";
import type { StoredSessionSchemas } from "../session-storage";

/** The schemas the app reads a stored session with, as `createSessionStorage` asks for them. */
export const withStoredSessionSchemas = (): StoredSessionSchemas => storedSessionSchemas;

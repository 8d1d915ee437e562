/**
 * Everything that checks data against the domain's schemas, in one chunk the sign-in page never
 * downloads: the API contract (every endpoint's schemas, and zod with them), the api-client's calls
 * that apply it, and the schemas a stored session is read with. `api-client.ts` imports this module
 * dynamically, on the first call or as soon as a stored session is found.
 */
import { UserInfoSchema, UserProfileSummarySchema } from "@rightsdesk/domain";
import { z } from "zod";
import type { StoredSessionSchemas } from "./session-storage";

export { callEndpoint } from "@rightsdesk/api-client";
export { contract } from "@rightsdesk/domain";

export const storedSessionSchemas: StoredSessionSchemas = {
  userInfo: UserInfoSchema,
  userProfiles: z.array(UserProfileSummarySchema),
};

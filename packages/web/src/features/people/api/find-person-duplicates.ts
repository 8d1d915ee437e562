import type { PersonDuplicateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";

/**
 * People who match a new person by name and birth date, or by e-mail (`POST /People/Duplicates`):
 * asked once per save, right before it, so never cached.
 */
export function findPersonDuplicates(body: PersonDuplicateRequest) {
  return api.findPersonDuplicates({ body });
}

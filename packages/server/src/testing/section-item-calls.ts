import type { z } from "zod";
import { call, expectOk } from "./admin-fixtures.js";
import type { TestApp } from "./test-app.js";

/**
 * Saving and listing the section items of one record kind (`/Company/...`, `/People/...`) as the
 * given user, the answers parsed with the kind's schemas.
 */
export function sectionItemCalls<Item, List>(
  kindPath: string,
  itemSchema: z.ZodType<Item>,
  listSchema: z.ZodType<List>,
) {
  return {
    add: async (
      t: TestApp,
      token: string,
      section: string,
      ownerId: number,
      data: Record<string, unknown>,
    ): Promise<Item> => {
      const answer = await call(t, token, "POST", `/${kindPath}/${section}/Save/${ownerId}`, { data });
      return itemSchema.parse(expectOk(answer));
    },
    list: async (t: TestApp, token: string, section: string, ownerId: number): Promise<List> => {
      const answer = await call(t, token, "POST", `/${kindPath}/${section}/GetAll/${ownerId}`, {});
      return listSchema.parse(expectOk(answer));
    },
  };
}

import { defineEndpoint } from "../api/endpoint.js";
import { SearchRequestSchema, SearchResultSchema } from "./search-schemas.js";

/** Global search: any signed-in user; each type needs read on its own module (checked by the server). */
export const globalSearch = defineEndpoint({
  name: "globalSearch",
  method: "POST",
  path: "/Search",
  summary: "Find assets, people, companies or contracts by name as the user types",
  tag: "Search",
  access: { kind: "session" },
  body: SearchRequestSchema,
  response: SearchResultSchema,
  errors: ["Unauthorized"],
});

import { z } from "zod";
import { defineEndpoint } from "../contract/endpoint.js";

export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const health = defineEndpoint({
  name: "health",
  method: "GET",
  path: "/Health",
  summary: "Whether the server and its database answer",
  tag: "System",
  access: { kind: "public" },
  response: HealthResponseSchema,
  errors: ["Unknown"],
});

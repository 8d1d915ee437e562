import type { z } from "zod";
import { call, expectOk } from "./admin-fixtures.js";
import type { TestApp } from "./test-app.js";

/**
 * Creating and reading one kind of record (`/Asset`, `/Element`, `/Contract`) as the given user:
 * `create` takes what `body` takes and posts its create body; both answers are parsed with `schema`.
 */
export function recordCalls<RecordAnswer, BodyArgs extends unknown[]>(
  path: string,
  schema: z.ZodType<RecordAnswer>,
  body: (...args: BodyArgs) => unknown,
) {
  const post = async (t: TestApp, token: string, to: string, payload: unknown): Promise<RecordAnswer> =>
    schema.parse(expectOk(await call(t, token, "POST", to, payload)));
  return {
    create: (t: TestApp, token: string, ...args: BodyArgs) => post(t, token, path, body(...args)),
    get: (t: TestApp, token: string, id: number) => post(t, token, `${path}/GetById/${id}`, {}),
  };
}

import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import type { TestApp } from "./test-app.js";

/** An API client whose requests go to the app under test in process (`app.inject`), as `token`. */
export function injectedApiClient(t: TestApp, token: string): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await t.app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    const empty = response.statusCode === 204 || response.rawPayload.length === 0;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
  return createApiClient({ baseUrl: "http://rightsdesk.test", getContext: () => ({ token }), fetch });
}

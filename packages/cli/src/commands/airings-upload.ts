import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { Readable, pipeline } from "node:stream";
import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import type { Credentials } from "../credentials/credentials-store.js";
import { CliError } from "../cli-io.js";

/** A file on disk ready to send: read as it goes out, never held whole in memory. */
export interface FileToSend {
  name: string;
  size: number;
  blob: Blob;
}

/** Opens a report file as a Blob backed by the disk; a missing or unreadable file is bad usage. */
export async function openFileToSend(file: string): Promise<FileToSend> {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new CliError(`Cannot read ${file}: it is not a file.`, 2);
    return { name: path.basename(file), size: stat.size, blob: await fs.openAsBlob(file) };
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "there is no such file" : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}.`, 2);
  }
}

/** The response's headers as a fetch Response carries them. */
function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, each);
  }
  return headers;
}

const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for multipart uploads over node:http, counting the bytes as the connection takes them.
 * The platform encodes the form (its file part read from the Blob as it goes), and the stream is
 * piped to the socket with backpressure: Node 20's fetch reads a request body ahead of the
 * network, holding a large file in memory. Other calls go through the ordinary fetch.
 */
function streamingFetch(onSent: (bytes: number) => void): typeof globalThis.fetch {
  return (input, init) => {
    if (!(init?.body instanceof FormData)) return globalThis.fetch(input, init);
    const request = new Request(input, init);
    const url = new URL(request.url);
    return new Promise<Response>((resolve, reject) => {
      let answered = false;
      const outgoing = (url.protocol === "https:" ? https : http).request(
        url,
        { method: request.method, headers: Object.fromEntries(request.headers) },
        (response) => {
          answered = true;
          const status = response.statusCode ?? 502;
          const body = BODILESS_STATUSES.has(status)
            ? null
            : (Readable.toWeb(response) as unknown as ReadableStream<Uint8Array>);
          resolve(
            new Response(body, { status, statusText: response.statusMessage, headers: headersOf(response) }),
          );
        },
      );
      const form = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
      let sent = 0;
      form.on("data", (chunk: Buffer) => {
        sent += chunk.length;
        onSent(sent);
      });
      // A server that answers early (a refused file) may close before the form is all sent.
      pipeline(form, outgoing, (error) => {
        if (error && !answered) reject(error);
      });
      outgoing.on("error", (error) => {
        if (!answered) reject(error);
      });
    });
  };
}

/**
 * The api-client of the session, its multipart uploads streamed from disk and counted for a
 * progress report. The client sends a file part as the Blob it is given; a Blob from
 * `fs.openAsBlob` is read from disk as the request goes out.
 */
export function uploadingApi(credentials: Credentials, onSent: (bytes: number) => void): ApiClient {
  return createApiClient({
    baseUrl: credentials.server,
    getContext: () => ({ token: credentials.token, userProfileId: credentials.userProfileId }),
    fetch: streamingFetch(onSent),
  });
}

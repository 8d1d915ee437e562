import fs from "node:fs";
import path from "node:path";
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

/**
 * A fetch that counts the bytes of a multipart body as the connection takes them. The form is
 * encoded by the platform (its file part streamed from the Blob), then passed on as a stream so
 * every chunk is seen on its way out.
 */
function countingFetch(onSent: (bytes: number) => void): typeof globalThis.fetch {
  return async (input, init) => {
    if (!(init?.body instanceof FormData)) return globalThis.fetch(input, init);
    const request = new Request(input, init);
    if (!request.body) return globalThis.fetch(request);
    let sent = 0;
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          onSent(sent);
          controller.enqueue(chunk);
        },
      }),
    );
    return globalThis.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: counted,
      duplex: "half",
      signal: request.signal,
    });
  };
}

/**
 * The api-client of the session, its multipart uploads counted for a progress report. The client
 * sends a file part as the Blob it is given; a Blob from `fs.openAsBlob` is read from disk as the
 * request goes out.
 */
export function uploadingApi(credentials: Credentials, onSent: (bytes: number) => void): ApiClient {
  return createApiClient({
    baseUrl: credentials.server,
    getContext: () => ({ token: credentials.token, userProfileId: credentials.userProfileId }),
    fetch: countingFetch(onSent),
  });
}

import fs from "node:fs/promises";
import path from "node:path";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { forecastCsv } from "./forecast-csv.js";
import { defaultForecastFileName, parseForecastWindow, type ForecastOptions } from "./forecast-options.js";
import { resolveForecastScope } from "./forecast-scope.js";
import { renderForecastTable } from "./forecast-view.js";

async function writeFile(io: CliIo, file: string, bytes: Uint8Array | string): Promise<void> {
  const target = path.resolve(file);
  await fs.writeFile(target, bytes);
  const size = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.byteLength;
  io.stdout.write(`Wrote ${target} (${size.toLocaleString("en-US")} bytes).\n`);
}

/**
 * `rightsdesk forecast`: the window checked and the names resolved before the forecast is asked
 * for; a table, CSV or JSON of getForecast's answer, or the server's XLSX or PDF export written to
 * a file (never to a terminal).
 */
export async function forecastRun(options: ForecastOptions, io: CliIo): Promise<void> {
  const window = parseForecastWindow(options);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const scope = await resolveForecastScope(api, options);
  const request = { ...window, scope };

  if (options.format === "xlsx" || options.format === "pdf") {
    const file = await api.exportForecast({ body: { ...request, format: options.format } });
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    await writeFile(
      io,
      options.output ?? defaultForecastFileName(options.format, window.from, io.now()),
      bytes,
    );
    return;
  }

  const answer = await api.getForecast({ body: request });
  if (options.format === "table") {
    io.stdout.write(`${renderForecastTable(answer)}\n`);
    return;
  }
  const text = options.format === "json" ? `${JSON.stringify(answer, null, 2)}\n` : forecastCsv(answer);
  if (options.output) await writeFile(io, options.output, text);
  else io.stdout.write(text);
}

import { renderToString } from "ink";
import { isApiError, type ApiClient } from "@rightsdesk/api-client";
import type { AiringColumnMapping, AiringImportResult } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import {
  defaultSourceOf,
  parseMapping,
  parseMedia,
  type AiringsImportOptions,
  type UploadMedia,
} from "./airings-import-options.js";
import { AiringsImportReport, type MappingOrigin } from "./airings-import-report.js";
import { createUploadProgressReporter } from "./airings-upload-progress.js";
import { openFileToSend, uploadingApi } from "./airings-upload.js";

/** How many of the first issues the table report lists; --json gives every one the server sent. */
const ISSUE_LINES = 10;

/** The web page of an upload's open issues, on the server the session signed in to. */
export function uploadIssuesAddress(server: string, uploadId: number): string {
  return `${server.replace(/\/$/, "")}/#/rights-expiration/upload-issues?upload=${uploadId}&f.status=in%3Aopen`;
}

/** What the source already keeps: its media and territory, and the mapping it saved. */
interface SavedSource {
  media: UploadMedia;
  territory: string | null;
  mapping: AiringColumnMapping | null;
}

async function findSavedSource(api: ApiClient, name: string): Promise<SavedSource | null> {
  const sources = await api.listAiringSources();
  const wanted = name.toLowerCase();
  const source = sources.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!source) return null;
  const named = Object.values(source.mapping).some((header) => (header ?? "").trim() !== "");
  return {
    media: { type: source.mediaType, subtype: source.mediaSubType },
    territory: source.territory,
    mapping: named ? source.mapping : null,
  };
}

const sameMapping = (a: AiringColumnMapping, b: AiringColumnMapping) =>
  Object.keys({ ...a, ...b }).every(
    (field) =>
      (a[field as keyof AiringColumnMapping] ?? null) === (b[field as keyof AiringColumnMapping] ?? null),
  );

function mappingOrigin(
  given: AiringColumnMapping | undefined,
  saved: SavedSource | null,
  result: AiringImportResult,
): MappingOrigin {
  if (given) return "given";
  return saved?.mapping && sameMapping(saved.mapping, result.mapping) ? "saved" : "detected";
}

/** A query field as the user gave it: `query.mapping.airDate` was `--map airDate=...`. */
function optionOfField(field: string): string {
  const mapped = /^query\.mapping\.(\w+)$/.exec(field);
  if (mapped) return `--map ${mapped[1]}`;
  return field.replace(/^query\./, "");
}

/** A refusal as the server words it, each field named as the user knows it (file, --map airDate). */
function refusalOf(error: unknown): unknown {
  if (!isApiError(error) || error.errors.length === 0) return error;
  const fields = error.errors.map((entry) => `  ${optionOfField(entry.field)}: ${entry.message}`);
  return new CliError(`The server refused the import; nothing was kept:\n${fields.join("\n")}`, 1);
}

/**
 * `rightsdesk airings import FILE`: streams the report to the server, which reads every row,
 * matches each airing to its spot and checks it against the rights held, all or nothing.
 * Exit status 0 with no open issue, 1 when issues were found (the upload waits for review).
 */
export async function airingsImport(file: string, options: AiringsImportOptions, io: CliIo): Promise<void> {
  const source = (options.source ?? defaultSourceOf(file)).trim();
  if (!source) throw new CliError("--source names who sent the file (it cannot be empty).", 2);
  const givenMedia = options.media === undefined ? undefined : parseMedia(options.media);
  const givenMapping = parseMapping(options.map ?? []);
  const upload = await openFileToSend(file);

  const { api, credentials } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const saved = await findSavedSource(api, source);
  const media = givenMedia ?? saved?.media ?? { type: "TV", subtype: null };
  const territory = options.territory ?? saved?.territory ?? undefined;

  const progress = createUploadProgressReporter(io, upload, options.json ?? false);
  let result: AiringImportResult;
  try {
    result = await uploadingApi(credentials, (bytes) => progress.sent(bytes)).importAiringFile({
      query: {
        source,
        mediaType: media.type,
        ...(media.subtype ? { mediaSubType: media.subtype } : {}),
        ...(territory ? { territory } : {}),
        ...(givenMapping ? { mapping: JSON.stringify(givenMapping) } : {}),
        dryRun: options.dryRun ? "true" : "false",
      },
      files: [{ name: upload.name, data: upload.blob }],
    });
  } catch (error) {
    throw refusalOf(error);
  } finally {
    progress.finish();
  }

  const mappingFrom = mappingOrigin(givenMapping, saved, result);
  const issuesAddress = result.upload ? uploadIssuesAddress(credentials.server, result.upload.id) : null;
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ ...result, source, mappingFrom, issuesAddress }, null, 2)}\n`);
  } else {
    const report = (
      <AiringsImportReport
        result={result}
        source={source}
        mappingFrom={mappingFrom}
        issuesAddress={issuesAddress}
        issueLines={ISSUE_LINES}
      />
    );
    io.stdout.write(`${renderToString(report, { columns: 250 })}\n`);
  }
  const issuesFound = result.upload ? result.upload.openIssueCount > 0 : result.issuesByKind.length > 0;
  if (issuesFound) throw new CliExit(1);
}

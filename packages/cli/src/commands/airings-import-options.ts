import path from "node:path";
import {
  airingFieldLabels,
  airingFields,
  type AiringColumnMapping,
  type AiringField,
} from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

export interface AiringsImportOptions {
  source?: string;
  media?: string;
  territory?: string;
  map?: string[];
  dryRun?: boolean;
  json?: boolean;
}

/** A medium as the upload names it: "TV/WILDSPOT - NY" is the type TV and the sub type after the first slash. */
export interface UploadMedia {
  type: string;
  subtype: string | null;
}

/** The file name without its extension: who sent a file is, by default, what it is called. */
export function defaultSourceOf(file: string): string {
  const base = path.basename(file);
  const extension = path.extname(base);
  return (extension && extension !== base ? base.slice(0, -extension.length) : base).trim();
}

/**
 * "TV" or "TV/NETWORK": the type before the first slash, the sub type after it (sub types such as
 * "WILDSPOT - ALL MARKETS EXCLUDING NY/LA" keep their own slashes).
 */
export function parseMedia(text: string): UploadMedia {
  const slash = text.indexOf("/");
  const type = (slash < 0 ? text : text.slice(0, slash)).trim();
  const subtype = slash < 0 ? "" : text.slice(slash + 1).trim();
  if (!type) throw new CliError(`--media names a media type, like TV or TV/NETWORK (got "${text}").`, 2);
  return { type, subtype: subtype || null };
}

const isAiringField = (name: string): name is AiringField =>
  (airingFields as readonly string[]).includes(name);

/**
 * `--map adId="Spot Code"` entries as a column mapping: each a field of the domain's and the header
 * text of the column holding it. An unknown field or an entry without "=" is bad usage.
 */
export function parseMapping(entries: readonly string[]): AiringColumnMapping | undefined {
  if (entries.length === 0) return undefined;
  const mapping: AiringColumnMapping = {};
  for (const entry of entries) {
    const equals = entry.indexOf("=");
    const field = (equals < 0 ? entry : entry.slice(0, equals)).trim();
    const header = equals < 0 ? "" : entry.slice(equals + 1).trim();
    if (equals < 0 || !header) {
      throw new CliError(`--map takes FIELD=Header, like adId="Spot Code" (got "${entry}").`, 2);
    }
    if (!isAiringField(field)) {
      throw new CliError(`--map: "${field}" is not a field; choose one of ${airingFields.join(", ")}.`, 2);
    }
    mapping[field] = header;
  }
  return mapping;
}

/** The help's list of mapping fields, each with what it holds. */
export function mappingFieldsHelp(): string {
  return airingFields.map((field) => `  ${field.padEnd(13)}${airingFieldLabels[field]}`).join("\n");
}

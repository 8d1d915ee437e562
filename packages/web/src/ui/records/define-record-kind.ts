import type { ApiClient } from "@rightsdesk/api-client";
import type { EndpointName, LockableRecordType, RecordLockInfo } from "@rightsdesk/domain";
import { api } from "../../lib/api-client";
import type { RecordKind } from "./record-kind";
import { recordKindNames, recordKindParams, recordKindRoutes } from "./record-kind-names";
import type { RecordSectionList, SensitiveAccess } from "./record-section";

type AnswerOf<N extends string> = N extends EndpointName ? Awaited<ReturnType<ApiClient[N]>> : never;

/** The record a kind's `get…ById` answers: `getAssetById` for "asset". */
export type RecordOfKind<K extends LockableRecordType> = AnswerOf<`get${Capitalize<K>}ById`>;

/** What the kind's section list call answers, beside its items. */
export type SectionListAnswer<K extends LockableRecordType> = AnswerOf<`list${Capitalize<K>}SectionItems`>;

type Call = (input: object) => Promise<unknown>;

/** One of the client's calls by its contract name; `RecordOfKind` and `RecordKind` type the answers. */
function callNamed<R>(client: ApiClient, name: string, input: object): Promise<R> {
  const call = (client as unknown as Partial<Record<string, Call>>)[name];
  if (!call) throw new Error(`The contract has no ${name}.`);
  return call(input) as Promise<R>;
}

/** Whether a record is in its kind's archive list. */
function isInArchive(record: object): boolean {
  return "archivedAt" in record && record.archivedAt !== null;
}

/** What is special about a kind, beyond its names (`record-kind-names.ts`) and its standard calls. */
export interface RecordKindDescription<K extends LockableRecordType> extends Pick<
  RecordKind<RecordOfKind<K>>,
  "keys" | "touches"
> {
  /** How the section's sensitive values arrived, from the list's answer. */
  sensitive: (answer: SectionListAnswer<K>, section: string) => SensitiveAccess;
  sections?: Pick<RecordKind<RecordOfKind<K>>["sections"], "reveal" | "touches">;
}

/**
 * A kind of record from its names and its description. Its calls are the contract's, by the
 * names it gives every kind: `getAssetById`, `lockAsset`, `listAssetDocuments`,
 * `addAssetSectionItem`...
 */
export function defineRecordKind<const K extends LockableRecordType>(
  type: K,
  description: RecordKindDescription<K>,
): RecordKind<RecordOfKind<K>> {
  type T = RecordOfKind<K>;
  const { module, singular, plural, archivable, deletable } = recordKindNames[type];
  const { route, sectionOwner, documentOwner } = recordKindParams[type];
  const { lists, add } = recordKindRoutes[type];
  const { keys, touches, sensitive, sections } = description;
  const name = `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  const byId =
    <R>(client: ApiClient, call: string) =>
    (id: number) =>
      callNamed<R>(client, call, { params: { id } });
  const documentParams = (id: number) => ({ [`${type}Id`]: id });
  const sectionParams = (section: string, id: number) => ({ section, [sectionOwner]: id });
  return {
    type,
    module,
    documentOwner,
    nouns: { singular, plural },
    param: route,
    keys,
    listHref: () => lists.all.getHref(),
    ...("archive" in lists ? { archiveHref: () => lists.archive.getHref() } : {}),
    addHref: () => add.getHref(),
    get: byId<T>(api, `get${name}ById`),
    ...(archivable
      ? {
          isArchived: isInArchive,
          archive: byId<T>(api, `archive${name}`),
          restore: byId<T>(api, `restore${name}`),
        }
      : {}),
    ...(deletable ? { remove: byId<unknown>(api, `delete${name}`) } : {}),
    lock: {
      status: (client, id) => byId<RecordLockInfo>(client, `get${name}LockStatus`)(id),
      take: (client, id) => byId<RecordLockInfo>(client, `lock${name}`)(id),
      extend: (client, id) => byId<RecordLockInfo>(client, `extend${name}Lock`)(id),
      release: (client, id) => byId<unknown>(client, `release${name}Lock`)(id),
    },
    logs: (id, body) => callNamed(api, `list${name}Logs`, { params: { id }, body }),
    documents: {
      list: (id) => callNamed(api, `list${name}Documents`, { params: documentParams(id) }),
      save: (id, body) => callNamed(api, `save${name}Document`, { params: documentParams(id), body }),
      remove: (documentId) => callNamed(api, `delete${name}Document`, { params: { documentId } }),
      download: (documentId) => callNamed(api, `download${name}Document`, { params: { documentId } }),
    },
    sections: {
      ...sections,
      list: async (id, section) => {
        const answer = await callNamed<SectionListAnswer<K> & Pick<RecordSectionList, "records">>(
          api,
          `list${name}SectionItems`,
          { params: sectionParams(section, id) },
        );
        return { records: answer.records, sensitive: sensitive(answer, section) };
      },
      add: (id, section, data) =>
        callNamed(api, `add${name}SectionItem`, { params: sectionParams(section, id), body: { data } }),
      update: (section, itemId, data, version) =>
        callNamed(api, `update${name}SectionItem`, { params: { section, itemId }, body: { data, version } }),
      remove: (section, itemId) =>
        callNamed(api, `delete${name}SectionItem`, { params: { section, itemId } }),
    },
    ...(touches ? { touches } : {}),
  };
}

import {
  formatDisplayDate,
  isEmptyDate,
  isIsoDate,
  sectionOptionLabel,
  type AuditEntry,
  type SectionField,
} from "@rightsdesk/domain";
import type { RecordSectionDefinition } from "./record-section";

type LogEntryKind = Pick<AuditEntry, "action" | "entityType">;
type LogChange = AuditEntry["changes"][number];

/** What a kind of record's log is written in: its sections, its profile's words and its own name. */
export interface LogVocabulary {
  /** The record in words ("company", "person"): "Created person". */
  recordLabel: string;
  /** How actions and entity types name the record itself ("company"; "person", "people"). */
  recordKeys: readonly string[];
  findSection: (key: string) => RecordSectionDefinition | undefined;
  /** Profile fields as the log names them, in the words the profile form uses. */
  profileFieldLabels: Readonly<Record<string, string>>;
}

/** One record kind's log in words: field labels, changes and actions. */
export interface LogFormatter {
  labelOfField: (field: string, entry: LogEntryKind) => string;
  formatChange: (change: LogChange, entry: LogEntryKind) => string;
  describeLogAction: (entry: LogEntryKind) => string;
}

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** An instant as MM/DD/YYYY, h:mm AM/PM in the viewer's time zone (or the one given). */
export function formatLogTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-US", { ...dateTimeOptions, timeZone }).format(date);
}

/** "camelCase.part" → "Camel case part", for fields no label is known for. */
function humanize(name: string): string {
  const words = name
    .replace(/^data\./, "")
    .replace(/[._-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One value of a change as text: empty says "empty", dates MM/DD/YYYY, instants in local time, lists joined. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (isEmptyDate(value)) return "empty";
    if (isIsoDate(value)) return formatDisplayDate(value);
    return isoInstant.test(value) ? formatLogTime(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? "empty" : value.map((entry) => formatChangeValue(entry)).join(", ");
  }
  return JSON.stringify(value);
}

const referenceKinds: ReadonlySet<SectionField["kind"]> = new Set([
  "company",
  "person",
  "element",
  "contract",
]);
const isReference = (field: SectionField) => referenceKinds.has(field.kind);

/** What the server logs in place of a sensitive value. */
const hiddenValue = "[hidden]";

const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "string" && isEmptyDate(value));

/** Whether a change says anything: empty to empty (a blank field on a new record) does not. */
export function isMeaningfulChange(change: LogChange): boolean {
  return !(isEmptyValue(change.from) && isEmptyValue(change.to));
}

const verbs: Readonly<Record<string, string>> = {
  create: "Created",
  add: "Added",
  save: "Saved",
  update: "Changed",
  delete: "Deleted",
  remove: "Removed",
  archive: "Archived",
  restore: "Restored",
  import: "Imported",
  upload: "Uploaded",
  lock: "Locked",
  unlock: "Unlocked",
  release: "Released",
  submit: "Submitted",
  revise: "Revised",
};

/** A record kind's log formatter, from its vocabulary. */
export function createLogFormatter(vocabulary: LogVocabulary): LogFormatter {
  const isRecordKey = (part: string) => vocabulary.recordKeys.includes(part.toLowerCase());

  /** The section an entry is about, read from its entity type or action ("company.Address", "address.update"). */
  const sectionOf = (entry: LogEntryKind) => {
    const parts = [...entry.entityType.split(/[./:]/), ...entry.action.split(/[./:]/)];
    for (const part of parts) {
      if (isRecordKey(part)) continue;
      const section = vocabulary.findSection(part);
      if (section) return section;
    }
    return undefined;
  };

  /**
   * The section field a change names: "Staff.firstName" (the section's key first), or a bare name
   * on an entry about one section.
   */
  const sectionFieldOf = (field: string, entry: LogEntryKind) => {
    const name = field.replace(/^data\./, "");
    const dot = name.indexOf(".");
    const prefixed = dot > 0 ? vocabulary.findSection(name.slice(0, dot)) : undefined;
    const section = prefixed ?? sectionOf(entry);
    const fieldName = prefixed ? name.slice(dot + 1) : name;
    return section?.fields.find((candidate) => candidate.name === fieldName);
  };

  /** A changed field's label: the section's own label for it, the profile's, or its name made readable. */
  const labelOfField = (field: string, entry: LogEntryKind): string => {
    const sectionField = sectionFieldOf(field, entry);
    if (sectionField) return sectionField.label;
    const name = field.replace(/^data\./, "");
    return vocabulary.profileFieldLabels[name] ?? humanize(name);
  };

  /**
   * "Legal name: Acme → Acme Ltd", in the log's words; a value set on a new record reads
   * "Legal name: Acme". The server logs a reference by name ("Name (CY0007)", "CT00042 · Title");
   * older or imported entries keep the bare id, shown as "company #7" or "contract #7".
   */
  const formatChange = (change: LogChange, entry: LogEntryKind): string => {
    const label = labelOfField(change.field, entry);
    const field = sectionFieldOf(change.field, entry);
    const show = (value: unknown) => {
      if (field && isReference(field) && typeof value === "number") return `${field.kind} #${value}`;
      // A chosen option reads as its label ("OFF_CAMERA" → "Off camera", "SA" → "SAG-AFTRA").
      if (field?.kind === "select" && typeof value === "string" && value !== "")
        return sectionOptionLabel(field, value);
      if (field?.kind === "multiselect" && Array.isArray(value) && value.length > 0)
        return value.map((entry) => sectionOptionLabel(field, String(entry))).join(", ");
      return formatChangeValue(value);
    };
    const isNew = /\.(create|add)$/.test(entry.action);
    // Sensitive values are never logged; say only that one was set or changed.
    if (change.from === hiddenValue && change.to === hiddenValue) {
      return `${label}: ${isNew ? "set" : "changed"} (value hidden)`;
    }
    if (isEmptyValue(change.from) && isNew) return `${label}: ${show(change.to)}`;
    return `${label}: ${show(change.from)} → ${show(change.to)}`;
  };

  /**
   * What happened, as a sentence: "Added address", "Changed profile", "Archived company". Actions
   * are "entity.verb" ("company.update", "company.address.add"); an unknown one is shown readable.
   */
  const describeLogAction = (entry: LogEntryKind): string => {
    const parts = entry.action.split(/[./:]/).filter(Boolean);
    const verbKey = parts.at(-1)?.toLowerCase() ?? "";
    const verb = verbs[verbKey];
    if (!verb) return humanize(entry.action);
    const section = sectionOf(entry);
    if (section) return `${verbKey === "create" ? "Added" : verb} ${section.itemLabel}`;
    // "company.document.add" on a company's own log is simply "Added document".
    const subject = parts
      .slice(0, -1)
      .filter((part) => !isRecordKey(part))
      .map(humanize)
      .join(" ")
      .toLowerCase();
    if (!subject || isRecordKey(subject)) {
      return verbKey === "update" ? "Changed profile" : `${verb} ${vocabulary.recordLabel}`;
    }
    return `${verb} ${subject}`;
  };

  return { labelOfField, formatChange, describeLogAction };
}

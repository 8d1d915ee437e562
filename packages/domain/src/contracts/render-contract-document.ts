import { z } from "zod";
import { templatePartTypes, templatePlaceholders, type TemplatePartType } from "./contract-templates.js";
import { formatDisplayDate } from "../dates/display-date.js";
import { isIsoDate } from "../dates/iso-date.js";
import { performerCategoriesByFamily } from "../unions/performer-catalogues.js";
import type { ContractDetail, ContractUseRightRecord, LinkedContractAsset } from "./contract-schemas.js";
import { RichNodeSchema, type RichNode } from "./template-schemas.js";

/**
 * Every placeholder a template may hold: the spec's ten (contract title ... lunch out) and the
 * party, money and rights fields a contract needs to be signed. Written `{{key}}` in the text.
 */
export const contractPlaceholders = [
  ...templatePlaceholders,
  { key: "contractNumber", label: "Contract number" },
  { key: "contractDate", label: "Contract date" },
  { key: "talentName", label: "Talent name" },
  { key: "payeeName", label: "Payee" },
  { key: "payeeKind", label: "Payee kind" },
  { key: "union", label: "Union" },
  { key: "performanceType", label: "On/off camera" },
  { key: "role", label: "Role" },
  { key: "sessionFee", label: "Session fee" },
  { key: "holdingFee", label: "Holding fee" },
  { key: "startDate", label: "Start date" },
  { key: "expirationDate", label: "Expiration date" },
  { key: "useRights", label: "Rights acquired" },
  { key: "linkedAssets", label: "Commercials" },
] as const;
export type ContractPlaceholderKey = (typeof contractPlaceholders)[number]["key"];
export type ContractPlaceholderValues = Partial<Record<ContractPlaceholderKey, string>>;

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** What the placeholders of one contract are filled from, as the server loads it. */
export interface ContractRenderSource {
  readonly contract: ContractDetail;
  /** The first work day's times (Work days and hours tab), when there is one. */
  readonly firstWorkDay?:
    { timeIn?: string; timeOut?: string; lunchIn?: string; lunchOut?: string } | undefined;
  readonly useRights: readonly ContractUseRightRecord[];
  readonly linkedAssets: readonly LinkedContractAsset[];
  /** The role on the linked asset's cast row that is this contract's talent, when the contract names none. */
  readonly castRole?: string | undefined;
}

function dollars(cents: number | null): string | undefined {
  if (cents === null) return undefined;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function day(value: string | null): string | undefined {
  return value && isIsoDate(value) ? formatDisplayDate(value) : undefined;
}

function termText(contract: ContractDetail): string | undefined {
  if (contract.termCount !== null && contract.termUnit !== null) {
    const unit = contract.termUnit.toLowerCase();
    return `${contract.termCount} ${contract.termCount === 1 ? unit.replace(/s$/, "") : unit}`;
  }
  const start = day(contract.startDate) ?? day(contract.contractDate);
  const end = day(contract.expirationDate);
  return start && end ? `${start} to ${end}` : undefined;
}

function useRightText(right: ContractUseRightRecord): string {
  const media = right.mediaType ? ` ${right.mediaType}` : "";
  const from = day(right.startCycleDate);
  const to = day(right.cycleExpireDate);
  const cycle = from && to ? ` from ${from} to ${to}` : from ? ` from ${from}` : "";
  return `${right.useRightType}${media}${cycle} (${right.adId})`;
}

/** The value of every placeholder for one contract; a value the contract lacks is left out. */
export function contractPlaceholderValues(source: ContractRenderSource): ContractPlaceholderValues {
  const { contract, firstWorkDay } = source;
  const category = contract.performerCategory
    ? `${contract.performerCategory}${abbreviation(contract.performerCategory)}`
    : undefined;
  const values: ContractPlaceholderValues = {
    contractTitle: contract.title,
    contractSubtitle: contract.subtitle ?? undefined,
    term: termText(contract),
    fittingFee: dollars(contract.fittingFeeCents),
    agentFee: contract.agentFeePercent === null ? undefined : `${contract.agentFeePercent}%`,
    category,
    timeIn: firstWorkDay?.timeIn,
    timeOut: firstWorkDay?.timeOut,
    lunchIn: firstWorkDay?.lunchIn,
    lunchOut: firstWorkDay?.lunchOut,
    contractNumber: contract.contractNumber,
    contractDate: day(contract.contractDate),
    talentName: contract.talentName ?? undefined,
    payeeName: contract.payeeName ?? undefined,
    payeeKind: contract.payeeKind ?? undefined,
    union: contract.union ? unionWords(contract.union) : undefined,
    performanceType: contract.performanceType
      ? { ON_CAMERA: "On camera", OFF_CAMERA: "Off camera", BOTH: "On and off camera" }[
          contract.performanceType
        ]
      : undefined,
    role: contract.role ?? source.castRole,
    sessionFee: dollars(contract.sessionFeeCents),
    holdingFee: dollars(contract.holdingFeeCents),
    startDate: day(contract.startDate),
    expirationDate: day(contract.expirationDate),
    useRights: source.useRights.length > 0 ? source.useRights.map(useRightText).join("; ") : undefined,
    linkedAssets:
      source.linkedAssets.length > 0
        ? source.linkedAssets.map((asset) => `${asset.adId} “${asset.title}”`).join("; ")
        : undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  ) as ContractPlaceholderValues;
}

/** A union as printed: "SAG AFTRA" → "SAG-AFTRA", "NON UNION" → "Non-union". */
function unionWords(union: string): string {
  if (union === "SAG AFTRA") return "SAG-AFTRA";
  if (union === "NON UNION") return "Non-union";
  return union;
}

/** One line of the contract's fee table. */
export interface ContractFeeLine {
  readonly label: string;
  readonly amount: string;
}

/**
 * Every fee the contract states, in the order a payroll reads them: session, holding, fitting,
 * P&H (its rate, and its amount on the session fee) and the agent fee; an estimated fee says so.
 */
export function contractFeeLines(contract: ContractDetail): ContractFeeLine[] {
  const lines: ContractFeeLine[] = [];
  const estimate = (fee: "sessionFeeCents" | "holdingFeeCents") =>
    contract.estimatedFees.includes(fee) ? " (estimate)" : "";
  const session = dollars(contract.sessionFeeCents);
  if (session) lines.push({ label: "Session fee", amount: `${session}${estimate("sessionFeeCents")}` });
  const holding = dollars(contract.holdingFeeCents);
  if (holding)
    lines.push({ label: "Holding fee, per cycle", amount: `${holding}${estimate("holdingFeeCents")}` });
  const fitting = dollars(contract.fittingFeeCents);
  if (fitting) lines.push({ label: "Fitting fee", amount: fitting });
  if (contract.phPercent !== null) {
    const onSession =
      contract.sessionFeeCents === null
        ? ""
        : `: ${dollars(Math.round((contract.sessionFeeCents * contract.phPercent) / 100)) ?? ""} on the session fee`;
    lines.push({ label: "Pension & health (P&H)", amount: `${contract.phPercent}% of gross${onSession}` });
  }
  if (contract.agentFeePercent !== null)
    lines.push({ label: "Agent fee", amount: `${contract.agentFeePercent}%, added on top` });
  return lines;
}

function abbreviation(category: string): string {
  const found = performerCategoriesByFamily.UNION.find((known) => known.name === category);
  return found ? ` (${found.abbreviation})` : "";
}

const labelOf = new Map<string, string>(contractPlaceholders.map((p) => [p.key, p.label]));

/** The placeholder keys a text uses, known or not, in order of first use. */
export function placeholdersIn(node: RichNode): string[] {
  const found = new Set<string>();
  const walk = (n: RichNode) => {
    if (n.text) for (const match of n.text.matchAll(TOKEN)) found.add(match[1] ?? "");
    n.content?.forEach(walk);
  };
  walk(node);
  return [...found];
}

/**
 * Fills a rich text's placeholders. A known placeholder without a value becomes
 * "[Fitting fee: not entered]" so the gap shows on paper; an unknown one is left as typed.
 * `values` null shows every placeholder as its label in brackets (the template view).
 */
export function fillPlaceholders(
  node: RichNode,
  values: ContractPlaceholderValues | null,
  found: { missing: Set<string>; unknown: Set<string> } = { missing: new Set(), unknown: new Set() },
): RichNode {
  const text =
    node.text === undefined
      ? undefined
      : node.text.replace(TOKEN, (token, key: string) => {
          const label = labelOf.get(key);
          if (label === undefined) {
            found.unknown.add(key);
            return token;
          }
          if (values === null) return `[${label}]`;
          const value = values[key as ContractPlaceholderKey];
          if (value === undefined) {
            found.missing.add(label);
            return `[${label}: not entered]`;
          }
          return value;
        });
  return {
    ...node,
    ...(text !== undefined ? { text } : {}),
    ...(node.content ? { content: node.content.map((child) => fillPlaceholders(child, values, found)) } : {}),
  };
}

/** A contract drawn from its template, ready for the PDF: parts in Header, Body, Legal, Footer order. */
export const RenderedContractDocumentSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  /** False when the template's own heading already shows the title: it is not printed twice. */
  showTitle: z.boolean().default(true),
  /** Every fee the contract states, printed as a table after the body. */
  feeLines: z.array(z.object({ label: z.string(), amount: z.string() })).default([]),
  parts: z.array(z.object({ partType: z.enum(templatePartTypes), content: RichNodeSchema })),
  /** Placeholders the contract has no value for (shown "[Label: not entered]"). */
  missing: z.array(z.string()),
  /** `{{tokens}}` that are no placeholder (a typo in the template), left as typed. */
  unknown: z.array(z.string()),
});
export type RenderedContractDocument = z.infer<typeof RenderedContractDocumentSchema>;

/**
 * Draws a template's parts for a contract (or, with values null, for the template view): parts
 * keep their order within a part type, and part types follow Header, Body, Legal, Footer.
 */
export function renderContractDocument(
  parts: readonly { partType: TemplatePartType; content: RichNode }[],
  values: ContractPlaceholderValues | null,
  heading: { title: string; subtitle: string | null },
  feeLines: readonly ContractFeeLine[] = [],
): RenderedContractDocument {
  const found = { missing: new Set<string>(), unknown: new Set<string>() };
  const order = (type: TemplatePartType) => templatePartTypes.indexOf(type);
  const sorted = parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => order(a.part.partType) - order(b.part.partType) || a.index - b.index)
    .map(({ part }) => ({ partType: part.partType, content: fillPlaceholders(part.content, values, found) }));
  const titleInTemplate = sorted.some((part) => headingTexts(part.content).includes(heading.title.trim()));
  return {
    title: heading.title,
    subtitle: heading.subtitle,
    showTitle: !titleInTemplate,
    feeLines: [...feeLines],
    parts: sorted,
    missing: [...found.missing],
    unknown: [...found.unknown],
  };
}

/** The plain text of every heading in a rich text. */
function headingTexts(node: RichNode): string[] {
  const textOf = (n: RichNode): string => (n.text ?? "") + (n.content ?? []).map(textOf).join("");
  if (node.type === "heading") return [textOf(node).trim()];
  return (node.content ?? []).flatMap(headingTexts);
}

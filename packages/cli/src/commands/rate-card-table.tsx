import { Box, Text, renderToString } from "ink";
import {
  feeCategoryLabels,
  formatMoneyCents,
  formatOptionalDisplayDate,
  type RateCard,
  type RateCardGap,
  type RateCardRow,
} from "@rightsdesk/domain";
import { Table, type TableColumn } from "../ui/table.js";
import { toCsv, type CsvColumn } from "../ui/to-csv.js";

const entryColumns: readonly TableColumn<RateCardRow>[] = [
  { header: "Origin", value: (e) => e.origin },
  { header: "Union", value: (e) => e.union },
  { header: "Agreement", value: (e) => e.agreement ?? "all" },
  { header: "Year", value: (e) => String(e.contractYear) },
  { header: "Category", value: (e) => feeCategoryLabels[e.category] },
  { header: "Medium", value: (e) => e.medium ?? "all" },
  { header: "From", value: (e) => formatOptionalDisplayDate(e.effectiveFrom) },
  { header: "To", value: (e) => formatOptionalDisplayDate(e.effectiveTo) || "open" },
  { header: "Amount", value: (e) => formatMoneyCents(e.amountCents) },
  { header: "Performer", value: (e) => e.performerName ?? "" },
  { header: "Source", value: (e) => e.source },
];

const gapColumns: readonly TableColumn<RateCardGap>[] = [
  { header: "Union", value: (g) => g.union },
  { header: "Year", value: (g) => String(g.contractYear) },
  { header: "Schedule", value: (g) => g.schedule },
  { header: "Category", value: (g) => feeCategoryLabels[g.category] },
  { header: "Why no figure", value: (g) => g.reason },
];

/** The figures, then the shipped rows with no confirmed figure (what a client version can fill). */
export function RateCardView({ card }: { card: RateCard }) {
  return (
    <Box flexDirection="column">
      <Table columns={entryColumns} rows={card.entries} empty="No figure on the rate card." />
      {card.gaps.length > 0 ? (
        <>
          <Text> </Text>
          <Text
            bold
          >{`Shipped rows with no confirmed figure (${card.gaps.length}): a forecast shows their payments as missing`}</Text>
          <Table columns={gapColumns} rows={card.gaps} empty="" />
        </>
      ) : null}
    </Box>
  );
}

export function renderRateCardTable(card: RateCard): string {
  return renderToString(<RateCardView card={card} />, { columns: 250 });
}

/** Every field of a figure, as its JSON holds it, in the order of the entry schema. */
const entryCsvColumns: readonly CsvColumn<RateCardRow>[] = (
  [
    "id",
    "origin",
    "union",
    "agreement",
    "contractYear",
    "category",
    "medium",
    "effectiveFrom",
    "effectiveTo",
    "amountCents",
    "source",
    "confidence",
    "performerId",
    "performerName",
    "version",
    "updatedAt",
    "updatedBy",
  ] as const
).map((field) => ({ header: field, value: (entry: RateCardRow) => entry[field] }));

/** The figures as CSV through the one CSV writer (formulas neutralised); gaps are in json and table. */
export function rateCardCsv(card: Pick<RateCard, "entries">): string {
  return toCsv(card.entries, entryCsvColumns);
}

import { Box, Text } from "ink";
import { formatUsd, type ClearanceAnswer } from "@rightsdesk/domain";
import { assetHeading, type AssetRef } from "./earliest-expire-view.js";
import { Table, type TableColumn } from "./table.js";

type Reason = ClearanceAnswer["reasons"][number];
type Payment = Reason["payments"][number];

export interface ClearanceViewProps {
  asset: AssetRef;
  answer: ClearanceAnswer;
}

/** "$1,234.50", or why there is no amount: a missing rate is never shown as zero. */
export function formatAmount(cents: number | null, feeNote: string): string {
  return cents === null ? `no confirmed rate: ${feeNote}` : formatUsd(cents);
}

const paymentColumns: readonly TableColumn<Payment>[] = [
  { header: "Cycle", value: (payment) => String(payment.cycleNumber) },
  { header: "Covers", value: (payment) => `${payment.cycleStart} to ${payment.cycleExpire}` },
  { header: "Due", value: (payment) => payment.dueDate },
  { header: "Overdue", value: (payment) => (payment.overdue ? "OVERDUE" : "no") },
  { header: "Amount", value: (payment) => formatAmount(payment.amountCents, payment.feeNote) },
];

function where(answer: ClearanceAnswer): string {
  const media = answer.media.subtype ? `${answer.media.type} / ${answer.media.subtype}` : answer.media.type;
  return `on ${answer.airDate}, ${media}, ${answer.territory ?? "worldwide"}`;
}

function ReasonLines({ reason }: { reason: Reason }) {
  return (
    <Box flexDirection="column">
      <Text>- {reason.message}</Text>
      {reason.payments.length > 0 ? (
        <Box flexDirection="column" paddingLeft={2}>
          <Table columns={paymentColumns} rows={reason.payments} empty="" />
          <Text bold>
            Total:{" "}
            {reason.totalCents === null
              ? "unknown (a cycle has no confirmed rate)"
              : formatUsd(reason.totalCents)}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

/** The verdict for one air date and media, every reason, and what to pay by when to clear it. */
export function ClearanceView({ asset, answer }: ClearanceViewProps) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{answer.verdictLabel}</Text>: {assetHeading(asset)} {where(answer)}
      </Text>
      {answer.reasons.map((reason, index) => (
        <ReasonLines key={index} reason={reason} />
      ))}
      {answer.coveredBy.length > 0 ? (
        <Text>Covered by: {answer.coveredBy.map((item) => `${item.label} (${item.id})`).join("; ")}</Text>
      ) : null}
      <Text dimColor>
        MPU ends {answer.mpuEnd ?? "(unknown)"}; answered on {answer.today}.
      </Text>
    </Box>
  );
}

import { Box, Text } from "ink";

export interface ImportProgressState {
  /** Rows of the file checked so far, of `total`. */
  checked: number;
  total: number;
  /** Rows sent so far, of `toSend`; null until sending starts. */
  sent: number;
  toSend: number | null;
}

const BAR_WIDTH = 30;

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * BAR_WIDTH);
  return (
    <Text>
      {`${label.padEnd(14)}`}
      <Text color="green">{"█".repeat(filled)}</Text>
      <Text dimColor>{"░".repeat(BAR_WIDTH - filled)}</Text>
      {` ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} rows (${Math.floor(share * 100)}%)`}
    </Text>
  );
}

/** The import's two steps as progress bars: rows checked here, then rows sent to the server. */
export function ImportProgress({ checked, total, sent, toSend }: ImportProgressState) {
  return (
    <Box flexDirection="column">
      <Bar label="Checking rows" done={checked} total={total} />
      {toSend === null ? null : <Bar label="Sending rows" done={sent} total={toSend} />}
    </Box>
  );
}

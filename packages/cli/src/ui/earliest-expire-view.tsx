import { Box, Text } from "ink";
import { expiringItemKindLabels, type AssetEarliestExpire, type ExpiringItem } from "@rightsdesk/domain";

/** The asset the answer is about, as the list names it. */
export interface AssetRef {
  adId: string;
  title: string;
  versionLabel: string;
  archivedOn: string | null;
}

export interface EarliestExpireViewProps {
  asset: AssetRef;
  earliest: AssetEarliestExpire;
}

const LABEL_WIDTH = 17;

/** "Use right UR-3 "TV 13 WEEKS" (useRight)": the kind in words and as the API names it. */
export function describeItem(item: Pick<ExpiringItem, "kind" | "id" | "label">): string {
  return `${expiringItemKindLabels[item.kind]} ${item.id} "${item.label}" (${item.kind})`;
}

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Text>
      <Text bold>{label.padEnd(LABEL_WIDTH)}</Text>
      {children}
    </Text>
  );
}

/** The heading every asset answer starts with: Ad-ID, version, title, and whether it is archived. */
export function assetHeading(asset: AssetRef): string {
  return `${asset.adId} (${asset.versionLabel}) "${asset.title}"${asset.archivedOn ? ", archived" : ""}`;
}

/** What ends the asset first and on which day, or why nothing does. */
export function EarliestExpireView({ asset, earliest }: EarliestExpireViewProps) {
  return (
    <Box flexDirection="column">
      <Line label="Asset:">{assetHeading(asset)}</Line>
      {earliest.status === "never" ? (
        <Line label="Earliest expiry:">{`never: ${earliest.reason}`}</Line>
      ) : (
        <>
          <Line label="Earliest expiry:">{earliest.date}</Line>
          <Line label="Ended by:">{describeItem(earliest.item)}</Line>
          {earliest.endingTogether
            .filter((item) => item.kind !== earliest.item.kind || item.id !== earliest.item.id)
            .map((item) => (
              <Line key={`${item.kind}:${item.id}`} label="Also that day:">
                {describeItem(item)}
              </Line>
            ))}
          <Text dimColor>{earliest.description}</Text>
        </>
      )}
    </Box>
  );
}

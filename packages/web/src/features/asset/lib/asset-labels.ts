import { assetTypes, findAssetSection, type AssetType } from "@rightsdesk/domain";
import { createLogFormatter } from "../../../ui/records/log-changes";

export const assetTypeLabels: Readonly<Record<AssetType, string>> = {
  print: "Print",
  audio: "Audio",
  interactive: "Interactive",
  video: "Video",
  other: "Other",
};

export function formatAssetType(value: string): string {
  const type = assetTypes.find((candidate) => candidate === value);
  return type ? assetTypeLabels[type] : value;
}

const profileFieldLabels: Readonly<Record<string, string>> = {
  title: "Title",
  adId: "Ad-ID",
  assetType: "Type",
  fileType: "File type",
  expireMpuEndDate: "Expiry Date (MPU end)",
  notes: "Notes",
  status: "Status",
  earliestExpireDate: "Earliest expiration",
  useRightType: "Use right type",
  mediaType: "Media type",
  mediaSubTypes: "Media sub types",
  startCycleDate: "Cycle start",
  cycleExpireDate: "Cycle end",
  cycleLength: "Cycle length",
  note: "Note",
  editType: "Edit type",
  editReason: "Edit reason",
};

/** An asset's log in words: its sections' and profile's labels. */
export const assetLogFormatter = createLogFormatter({
  recordLabel: "asset",
  recordKeys: ["asset"],
  findSection: findAssetSection,
  profileFieldLabels,
});

import { BASE_VERSION_LABEL, actionTypeDefaults } from "./asset-catalogues.js";

export interface NextEditVersion {
  readonly actionType: string;
  readonly versionNumber: number;
  readonly versionLabel: string;
}

/** "Edit 3": the label of an edit version; number 0 is the base asset, labelled BASE. */
export function editVersionLabel(
  versionNumber: number,
  actionType: string = actionTypeDefaults.editVersion,
): string {
  return versionNumber === 0 ? BASE_VERSION_LABEL : `${actionType} ${versionNumber}`;
}

/**
 * The number and label the next edit version of a base asset takes: one past the highest of its
 * edit versions that exist.
 */
export function nextEditVersion(
  usedNumbers: readonly number[],
  actionType: string = actionTypeDefaults.editVersion,
): NextEditVersion {
  const versionNumber = Math.max(0, ...usedNumbers) + 1;
  return { actionType, versionNumber, versionLabel: editVersionLabel(versionNumber, actionType) };
}

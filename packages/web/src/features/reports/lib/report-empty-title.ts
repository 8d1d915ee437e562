import type { ReportType } from "@rightsdesk/domain";

const days = (n: number) => (n === 1 ? "the next day" : `the next ${n} days`);

/** What an unfiltered, empty report says: "No use rights expire in the next 30 days". */
const titles: Record<ReportType, (withinDays: number) => string> = {
  "active-asset": () => "No assets are cleared to air today",
  "asset-expiration": (n) => `No asset's MPU ends in ${days(n)}`,
  "asset-earliest-expiration": (n) => `No assets expire in ${days(n)}`,
  "cast-expiration": (n) => `No cast member's use ends in ${days(n)}`,
  "next-holding-fee-due": (n) => `No holding fees are due in ${days(n)}`,
  "use-rights-expiring": (n) => `No use rights expire in ${days(n)}`,
  "guarantee-expiring": (n) => `No guarantees end in ${days(n)}`,
  "active-elements": () => "No elements are licensed for use today",
  "element-expiration": (n) => `No element licences end in ${days(n)}`,
  "talent-contract-expiration": (n) => `No talent contracts expire in ${days(n)}`,
  "msa-contract-expiration": (n) => `No MSA contracts expire in ${days(n)}`,
  "guarantee-tracking": (n) => `No guarantee payments are overdue or due in ${days(n)}`,
};

export function reportEmptyTitle(reportType: ReportType, withinDays: number): string {
  return titles[reportType](withinDays);
}

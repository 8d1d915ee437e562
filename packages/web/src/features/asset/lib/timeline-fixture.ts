import type { AssetTimeline } from "@rightsdesk/domain";

/** A test asset's timeline on 2025-06-01, its typed MPU in force, ending first on 2025-09-30. */
export function timelineOf(items: AssetTimeline["items"]): AssetTimeline {
  return {
    today: "2025-06-01",
    earliestExpireDate: "2025-09-30",
    mpu: {
      end: "2026-12-31",
      typedEnd: "2026-12-31",
      computed: null,
      computedNote: "No union cast member has a session date.",
      needsReview: false,
      confirmed: false,
    },
    cast: [],
    items,
  };
}

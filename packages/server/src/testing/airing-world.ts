import type { ApiClient } from "@rightsdesk/api-client";
import { fileURLToPath } from "node:url";

/**
 * The world the hand-worked post log (tests/fixtures/airings, worked row by row in its README) is
 * checked against, built through the API as a user would: two spots of one campaign, a performer
 * with 13-week cycles, a music licence that ends mid-flight, and MPUs confirmed as typed.
 */
export const airingFixtures = {
  postLog: fileURLToPath(
    new URL("../../../../tests/fixtures/airings/hand-worked-post-log.csv", import.meta.url),
  ),
  expected: fileURLToPath(
    new URL("../../../../tests/fixtures/airings/hand-worked-expected.json", import.meta.url),
  ),
};

export interface AiringWorld {
  readonly thirty: { readonly id: number; readonly adId: string; readonly title: string };
  readonly fifteen: { readonly id: number; readonly adId: string; readonly title: string };
  readonly castItemId: number;
  readonly elementId: number;
}

export async function buildAiringWorld(api: ApiClient): Promise<AiringWorld> {
  const maya = await api.createPerson({
    body: { personName: { firstName: "Maya", lastName: "Brooks" }, kinds: ["TALENT"] },
  });
  const thirty = await api.createAsset({
    body: {
      title: "Harbor Lights :30",
      adId: "HWKD2601000",
      assetType: "video",
      lengthSeconds: 30,
      expireMpuEndDate: "2027-06-30",
      mpuConfirmed: true,
      firstAirDate: "2026-01-05",
    },
  });
  const cast = await api.addAssetSectionItem({
    params: { section: "Cast", ownerId: thirty.id },
    body: {
      data: {
        personId: maya.id,
        union: "SAG AFTRA",
        performerCategory: "PRINCIPAL",
        performanceType: "ON_CAMERA",
        role: "Harbor pilot",
        sessionDate: "2026-01-05",
      },
    },
  });
  await api.addAssetUseRight({
    params: { assetId: thirty.id },
    body: {
      castItemId: cast.id,
      useRight: {
        useRightType: "WILDSPOT",
        mediaType: "TV",
        mediaSubTypes: ["WILDSPOT - ALL MARKETS EXCLUDING NY/LA", "WILDSPOT - NY"],
        startCycleDate: "2026-01-05",
        cycleExpireDate: "2026-04-05",
        cycleLength: "13 weeks",
        note: "Maya Brooks: wild spot, 13-week cycles from the session.",
      },
    },
  });
  const music = await api.createElement({
    body: {
      title: "Tidewater Theme",
      elementType: "MUSIC",
      musicOrigin: "LICENSED",
      licenceType: "RIGHTS MANAGED",
    },
  });
  await api.addElementLicence({
    params: { id: music.id },
    body: {
      licence: {
        label: "Synchronization licence",
        termStart: "2026-01-01",
        termEnd: "2026-03-20",
        media: [{ type: "TV", subtypes: [] }],
        territory: "USA",
      },
    },
  });
  await api.linkAssetElement({ params: { assetId: thirty.id }, body: { elementId: music.id } });

  const fifteen = await api.createAsset({
    body: {
      title: "Harbor Lights :15",
      adId: "HWKD2601500",
      assetType: "video",
      lengthSeconds: 15,
      expireMpuEndDate: "2026-03-31",
      mpuConfirmed: true,
    },
  });
  await api.addAssetUseRight({
    params: { assetId: fifteen.id },
    body: {
      useRight: {
        useRightType: "WILDSPOT",
        mediaType: "TV",
        mediaSubTypes: ["WILDSPOT - ALL MARKETS EXCLUDING NY/LA"],
        startCycleDate: "2026-01-05",
        cycleExpireDate: "2026-04-05",
        cycleLength: "13 weeks",
        note: "The spot's own wild-spot cycle.",
      },
    },
  });
  return {
    thirty: { id: thirty.id, adId: thirty.adId, title: thirty.title },
    fifteen: { id: fifteen.id, adId: fifteen.adId, title: fifteen.title },
    castItemId: cast.id,
    elementId: music.id,
  };
}

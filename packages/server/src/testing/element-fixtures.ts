import {
  ElementDetailSchema,
  ElementLicenceRecordSchema,
  assetSectionSchemas,
  type ElementLicenceRecord,
} from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { recordCalls } from "./record-calls.js";
import type { TestApp } from "./test-app.js";

/** A licensed music element's create body; `extra` overrides any field. */
export function elementBody(title: string, extra: Record<string, unknown> = {}) {
  return { title, elementType: "MUSIC", musicOrigin: "LICENSED", licenceType: "RIGHTS MANAGED", ...extra };
}

const elementCalls = recordCalls("/Element", ElementDetailSchema, elementBody);
/** Creates an element: (t, token, title, extra). */
export const createElement = elementCalls.create;
export const getElement = elementCalls.get;

/** A sync licence for TV, worldwide, unless `extra` says otherwise. */
export function licenceBody(extra: Record<string, unknown> = {}) {
  return {
    rightsKind: "SYNCHRONIZATION",
    termStart: "2025-01-01",
    termEnd: "2025-12-31",
    media: [{ type: "TV" }],
    ...extra,
  };
}

export async function addLicence(
  t: TestApp,
  token: string,
  elementId: number,
  extra: Record<string, unknown> = {},
): Promise<ElementLicenceRecord> {
  const answer = await call(t, token, "POST", `/Element/Licence/Save/${elementId}`, {
    licence: licenceBody(extra),
  });
  return ElementLicenceRecordSchema.parse(expectOk(answer));
}

/** Adds a cast member (a TALENT person) to an asset's Cast section. */
export async function addCast(
  t: TestApp,
  token: string,
  assetId: number,
  personId: number,
  extra: Record<string, unknown> = {},
) {
  const answer = await call(t, token, "POST", `/Asset/Cast/Save/${assetId}`, {
    data: {
      personId,
      performerCategory: "PRINCIPAL",
      union: "SAG AFTRA",
      performanceType: "ON_CAMERA",
      sessionDate: "2025-06-01",
      ...extra,
    },
  });
  return assetSectionSchemas.ItemSchema.parse(expectOk(answer));
}

import { canonicalMedia, unknownMediaMessage } from "../media/canonical-media.js";
import { ClearanceRequestSchema } from "./asset-clearance.js";

/**
 * POST /Asset/Clearance/{id} as the server and the CLI take it: `ClearanceRequestSchema` with the
 * media checked against the catalogue, naming `mediaType` or `mediaSubType` and listing what may
 * be chosen. A synonym is asked as its catalogue name ("TV COMMERCIAL" → TV, "AUDIO FLEX" →
 * AUDIO/RADIO / AUDIO FLEX), so every client gets the same answer for the same media.
 */
export const CatalogueClearanceRequestSchema = ClearanceRequestSchema.superRefine((request, ctx) => {
  const subtype = request.mediaSubType ?? "";
  const media = canonicalMedia(request.mediaType, subtype === "" ? [] : [subtype]);
  if (media.status === "unknown") {
    const path = media.canonicalType === null ? "mediaType" : "mediaSubType";
    ctx.addIssue({ code: "custom", path: [path], message: unknownMediaMessage(media) });
  } else if (media.subtypes.length > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["mediaSubType"],
      message: `${request.mediaType.trim()} is itself the sub type ${media.subtypes[0]} of ${media.type}; ask for ${media.type} with one sub type.`,
    });
  }
}).transform((request) => {
  const media = canonicalMedia(request.mediaType, request.mediaSubType ? [request.mediaSubType] : []);
  if (media.status !== "mapped") return request;
  const [subtype] = media.subtypes;
  return { ...request, mediaType: media.type, ...(subtype === undefined ? {} : { mediaSubType: subtype }) };
});

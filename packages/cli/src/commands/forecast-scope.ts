import type { ApiClient } from "@rightsdesk/api-client";
import { ForecastScopeSchema, type ForecastScope } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import { chooseByName, type NamedChoice } from "./choose-by-name.js";
import { findAssetByAdId } from "./find-asset-by-ad-id.js";
import type { ForecastOptions } from "./forecast-options.js";

/** The most names a lookup answers; a name matching more is refused as too vague anyway. */
const LOOKUP_LIMIT = 50;

/** A number is an id as it stands; the server answers NotFound for one it does not know. */
function asId(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

async function findAdvertiser(api: ApiClient, name: string): Promise<NamedChoice> {
  const lookup = (search: string) =>
    api
      .lookupCompanies({ body: { search, mainTypes: ["ADVERTISER"], limit: LOOKUP_LIMIT } })
      .then((found) =>
        found.filter((company) => !company.archived).map((c) => ({ id: c.id, name: c.legalName })),
      );
  const candidates = await lookup(name.trim());
  return chooseByName(
    "--advertiser",
    "advertiser",
    name,
    candidates,
    candidates.length ? [] : await lookup(""),
  );
}

async function findPerformer(api: ApiClient, name: string): Promise<NamedChoice> {
  const lookup = (search: string) =>
    api
      .lookupPeople({ body: { search, kinds: ["TALENT"], limit: LOOKUP_LIMIT } })
      .then((found) =>
        found.filter((person) => !person.archived).map((p) => ({ id: p.id, name: p.fullName })),
      );
  const candidates = await lookup(name.trim());
  return chooseByName(
    "--performer",
    "performer",
    name,
    candidates,
    candidates.length ? [] : await lookup(""),
  );
}

/** Spots name their products in their Products section; the server matches the name, case aside. */
function productName(text: string): string {
  const checked = ForecastScopeSchema.shape.product.safeParse(text);
  if (!checked.success || checked.data === undefined)
    throw new CliError(`--product: ${checked.error?.issues[0]?.message ?? "Name the product."}`, 2);
  return checked.data;
}

/** Each Ad-ID's asset; one no asset has is bad usage naming it, like any name that matches nothing. */
async function findAssetIds(api: ApiClient, adIds: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const adId of adIds) {
    try {
      ids.push((await findAssetByAdId(api, adId)).id);
    } catch (error) {
      if (error instanceof CliError) throw new CliError(`--ad-id: ${error.message}`, 2);
      throw error;
    }
  }
  return [...new Set(ids)];
}

/**
 * The forecast's scope from the command line: ids as they are, names through the lookups the
 * pickers of the web app use (advertisers and talent), Ad-IDs through the asset list; a product
 * goes as its name.
 */
export async function resolveForecastScope(api: ApiClient, options: ForecastOptions): Promise<ForecastScope> {
  const scope: ForecastScope = {};
  if (options.advertiser !== undefined)
    scope.advertiserId = asId(options.advertiser) ?? (await findAdvertiser(api, options.advertiser)).id;
  if (options.product !== undefined) scope.product = productName(options.product);
  if (options.adId !== undefined && options.adId.length > 0)
    scope.assetIds = await findAssetIds(api, options.adId);
  if (options.performer !== undefined)
    scope.performerId = asId(options.performer) ?? (await findPerformer(api, options.performer)).id;
  return scope;
}

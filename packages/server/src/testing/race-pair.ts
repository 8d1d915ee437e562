import { afterAll, beforeAll, expect } from "vitest";
import { ErrorBodySchema, type ErrorBody } from "@rightsdesk/domain";
import type { call } from "./admin-fixtures.js";
import type { TestApp } from "./test-app.js";
import { testDatabaseKind } from "./test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "./test-users.js";

/**
 * How many times each race is run (RIGHTSDESK_RACE_ROUNDS, CI: 5). On PostgreSQL each round is a
 * real race between two pooled connections; on the embedded database the two requests interleave
 * on its one connection.
 */
export const RACE_ROUNDS = Number(process.env["RIGHTSDESK_RACE_ROUNDS"] ?? 5);

/** Races run in this test file: each `oneWinner` or `countRace` is one. */
let racesRun = 0;

/** Counts a race whose outcome the test checked itself (both answered, one made the rows). */
export function countRace(): void {
  racesRun += 1;
}

/** Prints, once the file's tests are done, how many races `suite` ran: the figure the README quotes. */
export function printRacesRun(suite: string): void {
  // Test files may share a worker's module state: count from where this file began.
  let before = 0;
  beforeAll(() => {
    before = racesRun;
  });
  afterAll(() => {
    console.log(
      `Races, ${suite}, on ${testDatabaseKind()}: ${racesRun - before} run (${RACE_ROUNDS} rounds each), every one with exactly one change kept whole and nothing lost.`,
    );
  });
}

/** One of two people editing the same record: a user of their own, signed in with a session of their own. */
export interface Writer {
  /** The name a lock holder is shown by. */
  readonly name: string;
  readonly token: string;
}

/** An answer as `call` gives it. */
export type Answer = Awaited<ReturnType<typeof call>>;

/** Two users with every right on every module, each signed in. */
export async function twoWriters(t: TestApp): Promise<[Writer, Writer]> {
  const writer = async (userName: string): Promise<Writer> => {
    await createTestUser(t.database.db, { userName, modules: rightsExcept() });
    return { name: `Test ${userName}`, token: (await t.signIn(userName, TEST_USER_PASSWORD)).token };
  };
  return [await writer("ana"), await writer("ben")];
}

/** The outcome of a race: which of the two calls won, and the refusal the other was given. */
export interface RaceOutcome {
  /** 0 for the first call, 1 for the second. */
  readonly winner: 0 | 1;
  readonly refusal: ErrorBody;
}

/**
 * Asserts exactly one of two answers succeeded and the other is a catalogue refusal (a 4xx with
 * an error body; never a 5xx), and answers which won and what the other was told.
 */
export function oneWinner(answers: readonly [Answer, Answer]): RaceOutcome {
  countRace();
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 200),
    JSON.stringify(answers),
  ).toHaveLength(1);
  const winner = statuses[0] === 200 ? 0 : 1;
  const lost = answers[1 - winner] as Answer;
  expect(lost.status, JSON.stringify(lost.body)).toBeGreaterThanOrEqual(400);
  expect(lost.status, JSON.stringify(lost.body)).toBeLessThan(500);
  return { winner, refusal: ErrorBodySchema.parse(lost.body) };
}

/** Asserts a refusal names `field` and says why in words. */
export function expectToldWhy(refusal: ErrorBody, field: string, why: RegExp): void {
  const named = (refusal.errors ?? []).find((error) => error.field === field);
  expect(named, JSON.stringify(refusal)).toBeDefined();
  expect(named?.message).toMatch(why);
}

/**
 * Asserts the refusal a stale save gets on every record: InvalidData naming `version`, which the
 * web app reads as "someone else saved first" and offers their version.
 */
export function expectStaleRefusal(refusal: ErrorBody): void {
  expect(refusal.errorType).toBe("InvalidData");
  expectToldWhy(refusal, "version", /changed by someone else; reload and try again/);
}

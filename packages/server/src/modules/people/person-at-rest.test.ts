import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seededDataDir } from "../../testing/seeded-data-dir.js";
import { TEST_ADMIN_PASSWORD } from "../../testing/test-database.js";
import { killServerProcesses, spawnServer, type ServerProcess } from "../../testing/server-process.js";

const SSN = "987-65-4320";
const ACCOUNT = "44012345678901";
const NAME = "Zephyrine Quillbottom";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The server as a user runs it, on a folder on disk, logging everything it logs at trace level. */
function startServer(dataDir: string): Promise<ServerProcess> {
  return spawnServer({
    RIGHTSDESK_DATA_DIR: dataDir,
    RIGHTSDESK_LOG_LEVEL: "trace",
    RIGHTSDESK_DEMO_DATA: "false",
  });
}

async function api(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Every file under a folder, with its bytes. */
async function filesUnder(dir: string): Promise<{ file: string; bytes: Buffer }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, bytes: await fs.readFile(file) };
      }),
  );
}

describe("people's sensitive values at rest", () => {
  it(
    "are in no file of the data folder and in no log line, though the person's name is",
    { timeout: 120_000 },
    async () => {
      // A copy of the seeded folder: a first start on an empty one is persistence.test.ts's to prove.
      const { dir: dataDir, dispose } = await seededDataDir("rightsdesk-at-rest-");
      cleanups.push(dispose);
      const server = await startServer(dataDir);
      await server.ready();
      const base = server.url;

      const login = await api(base, "POST", "/User/Login", null, {
        userName: "sysadmin",
        password: TEST_ADMIN_PASSWORD,
      });
      const token = (login["userAuthInfo"] as { token: string }).token;
      const [first, last] = NAME.split(" ");
      const person = await api(base, "POST", "/People", token, {
        personName: { firstName: first, lastName: last },
        kinds: ["TALENT"],
        items: [{ section: "TaxId", data: { idKind: "SSN", taxId: SSN } }],
      });
      const id = person["id"] as number;
      const bank = await api(base, "POST", `/People/Bank/Save/${id}`, token, {
        data: { bankName: "Tidewell Savings Bank", accountHolder: NAME, accountNumber: ACCOUNT },
      });
      const revealed = await api(base, "POST", `/People/Bank/Reveal/${bank["id"] as number}`, token, {
        field: "accountNumber",
      });
      expect(revealed["value"]).toBe(ACCOUNT);
      await api(base, "POST", "/People/Import", token, {
        rows: [
          {
            personName: { firstName: "Imported", lastName: "Person" },
            kinds: ["CREW"],
            items: [{ section: "TaxId", data: { idKind: "SSN", taxId: SSN } }],
          },
        ],
      });

      // A clean stop, so the embedded database has written everything it holds.
      await server.stop();

      const needles = [SSN, SSN.replace(/-/g, ""), ACCOUNT];
      const files = await filesUnder(dataDir);
      const found = files.flatMap(({ file, bytes }) =>
        needles
          .filter((needle) => bytes.includes(Buffer.from(needle)))
          .map((needle) => `${needle} in ${file}`),
      );
      expect(found).toEqual([]);
      // The scan can find what is there: the person's name is stored in clear in the database files.
      expect(files.some(({ bytes }) => bytes.includes(Buffer.from(NAME)))).toBe(true);

      const log = server.output();
      expect(log).toContain("/People/Bank/Reveal/");
      expect(log).toContain("incoming request");
      for (const needle of needles) expect(log).not.toContain(needle);
    },
  );
});

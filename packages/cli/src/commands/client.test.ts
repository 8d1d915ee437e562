import { describe, expect, it } from "vitest";
import type { ActingClient } from "@rightsdesk/domain";
import { useSignedInServer } from "../testing-server.js";

const live = useSignedInServer("client");

describe("rightsdesk client against a live server", () => {
  it("shows the client the session acts for, switches to another by name, and then lists only its records", async () => {
    await live.api.createCompany({
      body: { companyNames: ["Provider Own Agency"], companyType: { mainType: "AD AGENCY" } },
    });
    const bravo = await live.api.mutateTenant({ body: { name: "Bravo Brands" } });

    const shown = await live.run(["client", "--format", "json"]);
    expect(shown.status, shown.err).toBe(0);
    const before = JSON.parse(shown.out) as ActingClient;
    expect(before.canSwitch).toBe(true);
    expect(before.client.isProvider).toBe(true);
    expect(before.clients.map((client) => client.name)).toContain("Bravo Brands");

    const used = await live.run(["client", "use", "bravo brands"]);
    expect(used.status, used.err).toBe(0);
    expect(used.out).toContain(`Acting for Bravo Brands (client ${bravo.id}).`);
    const listed = await live.run(["companies", "list", "--format", "json"]);
    expect(listed.status, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toMatchObject({ totalRecords: 0 });

    const unknown = await live.run(["client", "use", "Nobody Inc"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('There is no client "Nobody Inc"');

    const back = await live.run(["client", "use", String(before.client.id)]);
    expect(back.status, back.err).toBe(0);
    const again = await live.run(["companies", "list", "--format", "json"]);
    expect(JSON.parse(again.out)).toMatchObject({ totalRecords: 1 });
  });
});

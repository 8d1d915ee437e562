-- An upload looks up, batch by batch, which of its airings its source reported before. The index
-- led with the source, so a source new to the statistics (every first upload of a source, whose rows
-- are still uncommitted) looked like one row to the planner, which then read every row of the source
-- and filtered on the airing key: a million-row upload on PostgreSQL slowed from 1,000 rows a second
-- to under 200 as it grew. Leading with the airing key, every lookup is bounded by the keys asked.
DROP INDEX IF EXISTS "airing_rows_restatement_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "airing_rows_restatement_idx" ON "airing_rows" USING btree ("tenant_id", "airing_key", "source_id") WHERE "outcome" IN ('counted', 'notAired');

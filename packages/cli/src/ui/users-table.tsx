import { Box, Text } from "ink";
import type { UserSummary } from "@rightsdesk/domain";
import { Table, type TableColumn } from "./table.js";

export interface UsersTableProps {
  users: readonly UserSummary[];
  totalRecords: number;
  pageNumber: number;
  pageSize: number;
}

const columns: readonly TableColumn<UserSummary>[] = [
  { header: "Id", value: (user) => String(user.id) },
  { header: "User name", value: (user) => user.userName },
  { header: "Name", value: (user) => `${user.firstName} ${user.lastName}` },
  { header: "E-mail", value: (user) => user.email },
  { header: "Type", value: (user) => user.userType },
  { header: "Status", value: (user) => user.status },
  { header: "MFA", value: (user) => (user.mfaEnabled ? "on" : "off") },
  { header: "Last sign-in", value: (user) => user.lastSignInAt?.slice(0, 16).replace("T", " ") ?? "never" },
];

/** One page of the user list and where it sits in the whole. */
export function UsersTable({ users, totalRecords, pageNumber, pageSize }: UsersTableProps) {
  const first = pageNumber * pageSize + 1;
  const pages = Math.max(1, Math.ceil(totalRecords / pageSize));
  return (
    <Box flexDirection="column">
      <Table columns={columns} rows={users} empty="No users match." />
      {users.length > 0 ? (
        <Text dimColor>
          {`Records ${first}–${first + users.length - 1} of ${totalRecords}, page ${pageNumber} (pages 0–${pages - 1}).`}
        </Text>
      ) : null}
    </Box>
  );
}

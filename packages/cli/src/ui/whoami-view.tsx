import { Box, Text } from "ink";
import type { UserInfo, UserPermission } from "@rightsdesk/domain";

export interface WhoamiViewProps {
  server: string;
  userInfo: UserInfo;
  permission: UserPermission;
}

function rights(permission: { canRead: boolean; canWrite: boolean; canDelete: boolean }): string {
  const letters = [
    permission.canRead ? "read" : "",
    permission.canWrite ? "write" : "",
    permission.canDelete ? "delete" : "",
  ];
  return letters.filter(Boolean).join(", ") || "none";
}

/** Who is signed in, where, with which profile and module rights. */
export function WhoamiView({ server, userInfo, permission }: WhoamiViewProps) {
  const profile = permission.selectedUserProfile;
  const width = Math.max(...profile.grantedRole.moduleAccesses.map((entry) => entry.name.length), 6) + 2;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{userInfo.userName}</Text> ({userInfo.firstName} {userInfo.lastName}, {userInfo.email})
      </Text>
      <Text>Server: {server}</Text>
      <Text>
        Role: {profile.grantedRole.name} · User type: {profile.userType.name}
        {profile.elevatedRole ? ` · Elevated: ${profile.elevatedRole.name}` : ""}
      </Text>
      <Box flexDirection="column" marginTop={1}>
        <Text bold>{"Module".padEnd(width)}Rights</Text>
        {profile.grantedRole.moduleAccesses.map((entry) => (
          <Text key={entry.name}>
            {entry.name.padEnd(width)}
            {rights(entry.accessPermission)}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

/** The 'Session Expiring' dialog texts (spec 000 section 4). "No" signs out at once. */
export const sessionExpiringDialog = {
  title: "Session Expiring",
  message: "Your session is about to expire in the next minute.",
  hint: "Click 'Yes' if you wish to continue working in this session.",
  continueLabel: "Yes",
  declineLabel: "No",
} as const;

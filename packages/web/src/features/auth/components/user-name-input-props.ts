/** How a sign-in name is typed: offered by password managers, never capitalised or corrected. */
export const userNameInputProps = {
  autoComplete: "username",
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

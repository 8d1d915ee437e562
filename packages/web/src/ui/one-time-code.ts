/** Input attributes for a 6-digit authenticator code: numeric keypad, one-time-code autofill. */
export const oneTimeCodeInputProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9]*",
  maxLength: 6,
  spellCheck: false,
  placeholder: "123456",
} as const;

/** For the field's wrapper: digits spaced and aligned. */
export const oneTimeCodeClassName = "[&_input]:font-mono [&_input]:tracking-[0.3em]";

// A save is a JSON text file. A picture or archive picked by mistake decodes to control characters
// and U+FFFD; its bytes must not be echoed back in the refusal (issue 8), so it is caught before parsing.

/** True when the text read from a file looks like binary data rather than text. */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096);
  // NUL and the C0 controls other than tab, newline, carriage return; U+FFFD from bytes that are not UTF-8
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(head);
}

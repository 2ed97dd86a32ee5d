/**
 * What an error quotes of refused input (setups, options, stored states,
 * match records, reports): schema issues and their messages, bounded, so an
 * error stays a few hundred bytes however much junk the input held.
 */
// Bounds on what an error repeats of refused input: input with 200,000 unknown keys made a
// message of 2 MB and details of 4 MB, which a server then logs.
const MAX_ISSUE_TEXT = 300;
const MAX_ISSUES = 20;
const MAX_ISSUE_KEYS = 20;

/** `text` cut to a few hundred characters, for an error message that quotes refused input. */
export function brief(text: string): string {
  return text.length <= MAX_ISSUE_TEXT ? text : `${text.slice(0, MAX_ISSUE_TEXT)}…`;
}

/**
 * The schema issues of refused input, bounded for an error's `details`: the first few issues,
 * each message cut short ({@link brief}) and each list of unknown keys cut to its first few.
 */
export function briefIssues<T extends { message: string }>(issues: readonly T[]): T[] {
  return issues.slice(0, MAX_ISSUES).map((issue) => {
    const keys = (issue as { keys?: unknown }).keys;
    const cut = Array.isArray(keys) && keys.length > MAX_ISSUE_KEYS ? { keys: keys.slice(0, MAX_ISSUE_KEYS) } : {};
    return { ...issue, message: brief(issue.message), ...cut };
  });
}

/**
 * Answers that break core's contract, reported to the owners of the api module or of core's schema.
 * Each stays a visible, checked entry: the replay asserts the answer still does not fit, so a fix
 * (in the api or in core) fails the test until the entry is removed. Keyed by `call#variant`.
 */
export const knownMismatches: Readonly<Record<string, string>> = {};

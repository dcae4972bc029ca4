/** Upload limits of the spec (core spec §5, §7, §9; widgets spec §5, §9). Shared by the app and the reference server. */

/** The upload policy caps a file at 0 to 10,240,000 bytes (core §9). */
export const UPLOAD_POLICY_MAX_BYTES = 10_240_000;
/** An upload policy (signed upload URL) expires after 24 hours (core §9). */
export const UPLOAD_POLICY_TTL_MS = 24 * 60 * 60 * 1000;

/** Upload limits of the spec (core spec §5, §7, §9; widgets spec §5, §9). Shared by the app and the reference server. */

/** The upload policy caps a file at 0 to 10,240,000 bytes (core §9). */
export const UPLOAD_POLICY_MAX_BYTES = 10_240_000;
/** The policy's cap in whole MB, as messages name it (10,240,000 bytes is about 10 MB). */
export const UPLOAD_POLICY_MAX_MB = 10;
/**
 * How long one image may take to upload (the policy call and the post): far longer than the app's
 * 5-second API timeout, so that a 10 MB image gets through on a slow link.
 */
export const UPLOAD_TIMEOUT_MS = 180_000;
/** An upload policy (signed upload URL) expires after 24 hours (core §9). */
export const UPLOAD_POLICY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Default largest image a user may pick, in MB (core §5, §9: default 10 MB). Without a field's own smaller
 * limit the uploader checks UPLOAD_POLICY_MAX_BYTES itself, the server's cap, so the two never disagree.
 */
export const UPLOAD_DEFAULT_SIZE_LIMIT_MB = UPLOAD_POLICY_MAX_MB;
/** Bytes in one MB of a field's own size limit. */
export const UPLOAD_BYTES_PER_MB = 1024 * 1024;
/** Default most images one uploader holds (core §5, §9: '图片最多允许上传N张'). */
export const UPLOAD_DEFAULT_MAX_IMAGES = 100;
/** Image types a user may upload (core §5), by file extension or MIME subtype. */
export const UPLOAD_ALLOWED_TYPES: readonly string[] = ['jpeg', 'jpg', 'gif', 'png', 'bmp'];
/** MIME types of the allowed image types (bmp has two names in the wild). */
export const UPLOAD_ALLOWED_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/gif', 'image/png', 'image/bmp', 'image/x-ms-bmp'];
/** The GIF MIME type: GIFs are uploaded as they are, never redrawn or compressed (core §5). */
export const UPLOAD_GIF_MIME_TYPE = 'image/gif';
/** Images larger than this are first redrawn at UPLOAD_REDRAW_QUALITY (core §5: over 5 MB). */
export const UPLOAD_REDRAW_ABOVE_BYTES = 5 * UPLOAD_BYTES_PER_MB;
/** Quality of the first redraw of a large image (core §5). */
export const UPLOAD_REDRAW_QUALITY = 0.95;
/** Quality every image is compressed to before upload (core §5, §9; widgets §5, §9). */
export const UPLOAD_COMPRESS_QUALITY = 0.6;
/** Longest side of a compressed image, in pixels (core §5: at most 2048x2048). */
export const UPLOAD_MAX_DIMENSION_PX = 2048;
/** The only type a paste uploads (core §5, widgets §5: pasted PNG images). */
export const UPLOAD_PASTE_MIME_TYPE = 'image/png';

/** Asks for a signed upload URL: answers data { url, expire_at, max_size }. */
export const UPLOAD_POLICY_PATH = '/file/image/policy';
/** Receives the image (multipart, field UPLOAD_FIELD) at the signed URL (core §7). */
export const UPLOAD_PATH = '/file/image/upload';
/** Streams an uploaded image: GET with ?file_id= (core §7). */
export const DOWNLOAD_PATH = '/file/image/download';
/** The multipart field carrying the image (core §7). */
export const UPLOAD_FIELD = 'photo';
/** Query parameter of the download call. */
export const DOWNLOAD_QUERY_KEY = 'file_id';

/**
 * Image upload (core spec §5, §7, §9): GET /api/file/image/policy gives a signed upload URL valid 24 h,
 * POST /api/file/image/upload (multipart field `photo`) stores a JPEG, PNG, GIF or BMP of at most
 * 10,240,000 bytes within its company's quota (upload-quota.ts), GET /api/file/image/download?file_id=
 * streams it to its company, the platform admin and whoever sees the record it is bound to (image-access.ts).
 */
import { createReadStream } from 'node:fs';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { uploadTexts } from '../../src/i18n/messages/upload.js';
import {
  DOWNLOAD_PATH, UPLOAD_ALLOWED_TYPES, UPLOAD_FIELD, UPLOAD_PATH, UPLOAD_POLICY_MAX_BYTES, UPLOAD_POLICY_MAX_MB, UPLOAD_POLICY_PATH, UPLOAD_POLICY_TTL_MS,
} from '../../src/config/upload.js';
import { declaredTypeOf, sniffImage } from '../../src/upload/image-type.js';
import { mayReadImage } from './image-access.js';
import { imageBindingsOf } from './image-bindings.js';
import { FILE_ID_PATTERN, ImageStore } from './image-store.js';
import { UploadSigner } from './signing.js';
import { DEFAULT_UPLOAD_QUOTA, quotaRefusal, type UploadQuota } from './upload-quota.js';
import { formatLocalDateTime } from '../db/clock.js';

export interface ImageRouteOptions {
  /** The server's signing secret (the upload key is derived from it). */
  secret: string;
  /** Folder of the uploaded files. */
  dir: string;
  now?: () => number;
  /** Per-company upload quota; default DEFAULT_UPLOAD_QUOTA. */
  quota?: Partial<UploadQuota>;
}

const TEXTS = uploadTexts.zh;

const uploadSchema = {
  querystring: {
    type: 'object',
    required: ['expires', 'signature'],
    properties: {
      expires: { type: 'integer', minimum: 0, title: '上传地址有效期' },
      signature: { type: 'string', minLength: 1, maxLength: 128, title: '上传签名' },
    },
  },
};

const downloadSchema = {
  querystring: {
    type: 'object',
    required: ['file_id'],
    properties: { file_id: { type: 'string', pattern: FILE_ID_PATTERN, title: '图片编号' } },
  },
};

const tooLarge = (): ApiError => badRequest(TEXTS['upload.tooLarge'].replace('{limit}', String(UPLOAD_POLICY_MAX_MB)));
const typeNotAllowed = (type: string): ApiError => badRequest(TEXTS['upload.typeNotAllowed'].replace('{type}', type));
/**
 * The refusal of bytes that are no accepted image: a file named as another type says so; one named as an
 * image (a text file renamed .png) is told its content is not an image.
 */
const notAnImage = (filename: string, mimetype: string): ApiError => {
  const declared = declaredTypeOf(filename, mimetype);
  return UPLOAD_ALLOWED_TYPES.includes(declared) ? badRequest(TEXTS['upload.notAnImage']) : typeNotAllowed(declared);
};

/** The multipart file of the request, or a 400 when there is none. */
async function readPhoto(request: FastifyRequest): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch {
    throw badRequest(TEXTS['upload.fileMissing']);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(TEXTS['upload.fileMissing']);
  return part;
}

/** The whole file; a file past the cap is a 400 with the spec's size message. */
async function readBytes(part: MultipartFile): Promise<Buffer> {
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > UPLOAD_POLICY_MAX_BYTES) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

export function registerImageRoutes(app: FastifyInstance, context: ServerContext, options: ImageRouteOptions): ImageStore {
  const signer = new UploadSigner(options.secret);
  const store = new ImageStore(context.db, options.dir);
  // Created now, so images attached before bindings existed are bound at start-up.
  imageBindingsOf(context.db);
  const now = options.now ?? Date.now;
  const quota: UploadQuota = { ...DEFAULT_UPLOAD_QUOTA, ...options.quota };
  /** The company's refusal for `size` more bytes within the quota's window, or undefined. */
  const overQuota = (company: number, size: number) =>
    quotaRefusal(quota, store.usageSince(company, formatLocalDateTime(new Date(now() - quota.windowSeconds * 1000))), size);

  app.get(`/api${UPLOAD_POLICY_PATH}`, async (request) => {
    const { user } = requireAuth(request);
    const expires = now() + UPLOAD_POLICY_TTL_MS;
    const url = `${UPLOAD_PATH}?expires=${expires}&signature=${signer.sign(user.id, expires)}`;
    return ok({ url, expire_at: expires, max_size: UPLOAD_POLICY_MAX_BYTES });
  });

  app.post<{ Querystring: { expires: number; signature: string } }>(`/api${UPLOAD_PATH}`, { schema: uploadSchema }, async (request) => {
    const { user } = requireAuth(request);
    if (!signer.verify(user.id, request.query.expires, request.query.signature, now())) throw badRequest(TEXTS['upload.signatureInvalid']);
    // A company whose quota is used up is refused before its file is read.
    const full = overQuota(user.main_user_id, 0);
    if (full) throw full;
    const part = await readPhoto(request);
    const bytes = await readBytes(part);
    const sniffed = sniffImage(bytes);
    if (!sniffed) throw notAnImage(part.filename, part.mimetype);
    // Checked again with the file's size right before it is stored (nothing runs in between).
    const over = overQuota(user.main_user_id, bytes.length);
    if (over) throw over;
    const image = store.save(bytes, { ownerId: user.main_user_id, uploaderId: user.id, mime: sniffed.mime, name: part.filename });
    return ok({ fileid: image.file_id, size: image.size, type: sniffed.type });
  });

  app.get<{ Querystring: { file_id: string } }>(`/api${DOWNLOAD_PATH}`, { schema: downloadSchema }, async (request, reply) => {
    const image = store.find(request.query.file_id, undefined);
    if (!image || !mayReadImage(context, request, image)) throw recordNotFound();
    return reply
      .header('Content-Type', image.mime)
      .header('Content-Length', String(image.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400')
      .send(createReadStream(store.pathOf(image.file_id)));
  });
  return store;
}

/**
 * The entries of a zip archive (an .xlsx) as its central directory lists them, read without inflating
 * anything, and the bytes of an entry's compressed data. Only plain archives are accepted: one disk, no
 * zip64, no encryption, stored or deflated entries, and nothing before the first entry or between the
 * directory and its end record, so the entries read here are exactly those a zip reader (JSZip, in
 * exceljs) finds. Anything else is `undefined`: the caller answers that the file cannot be read.
 */

export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the directory declares it; a bomb may lie, so inflate with a cap anyway. */
  declaredSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_RECORD_LENGTH = 22;
const CENTRAL_HEADER_LENGTH = 46;
const LOCAL_HEADER_LENGTH = 30;
/** Longest zip comment after the end record. */
const MAX_COMMENT_LENGTH = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** A 16-bit or 32-bit field at its maximum means the real value is in a zip64 record. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

/** Where the end-of-central-directory record starts: its last signature, as JSZip looks for it. */
function endRecordOffset(buffer: Buffer): number {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(END_SIGNATURE, 0);
  const from = Math.max(0, buffer.length - END_RECORD_LENGTH - MAX_COMMENT_LENGTH);
  const at = buffer.lastIndexOf(signature);
  return at >= from && at + END_RECORD_LENGTH <= buffer.length ? at : -1;
}

/** The archive's entries, or undefined when it is not a plain zip or lists more than `maxEntries`. */
export function readZipDirectory(buffer: Buffer, maxEntries: number): ZipEntryInfo[] | undefined {
  const end = endRecordOffset(buffer);
  if (end < 0) return undefined;
  const disk = buffer.readUInt16LE(end + 4);
  const directoryDisk = buffer.readUInt16LE(end + 6);
  const entriesOnDisk = buffer.readUInt16LE(end + 8);
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== count) return undefined;
  if (count === ZIP64_16 || directorySize === ZIP64_32 || directoryOffset === ZIP64_32) return undefined;
  if (count > maxEntries || directoryOffset + directorySize !== end) return undefined;

  const entries: ZipEntryInfo[] = [];
  let at = directoryOffset;
  while (at < end) {
    if (at + CENTRAL_HEADER_LENGTH > end || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const declaredSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localHeaderOffset = buffer.readUInt32LE(at + 42);
    if ((flags & ENCRYPTED_FLAG) !== 0 || (method !== STORED && method !== DEFLATED)) return undefined;
    if (compressedSize === ZIP64_32 || declaredSize === ZIP64_32 || localHeaderOffset === ZIP64_32) return undefined;
    const nameEnd = at + CENTRAL_HEADER_LENGTH + nameLength;
    if (nameEnd > end) return undefined;
    entries.push({ name: buffer.toString('utf8', at + CENTRAL_HEADER_LENGTH, nameEnd), method, compressedSize, declaredSize, localHeaderOffset });
    at = nameEnd + extraLength + commentLength;
  }
  return at === end && entries.length === count ? entries : undefined;
}

/** The compressed bytes of an entry, found through its local header; undefined when they lie outside the file. */
export function compressedDataOf(buffer: Buffer, entry: ZipEntryInfo): Buffer | undefined {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_LENGTH > buffer.length || buffer.readUInt32LE(at) !== LOCAL_SIGNATURE) return undefined;
  const start = at + LOCAL_HEADER_LENGTH + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  return stop <= buffer.length ? buffer.subarray(start, stop) : undefined;
}

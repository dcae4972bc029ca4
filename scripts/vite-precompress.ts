/**
 * Vite plugin: after the build is written, every compressible file of it gets a brotli (.br, quality 11)
 * and a gzip (.gz, level 9) sibling, which the reference server (server/web/static-site.ts) or nginx
 * (gzip_static / brotli_static) send by Accept-Encoding without compressing per request. Images, fonts
 * and other already-compressed formats are left alone, and so are the files an operator edits in the
 * deployed build (the runtime config file, the brand files) and Vite's manifest. A sibling that would
 * not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { BRAND_FILE_DIR } from '../src/config/constants';
import { RUNTIME_CONFIG_PATH } from '../src/config/runtime-config';

/** Text-like formats worth compressing (png, jpg, webp, woff2, zip… are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|txt|xml|map|wasm|ico|ttf|otf|eot|webmanifest)$/i;

/** Paths under the build folder (with /) that stay plain: edited in place after deployment, or build metadata. */
const LEFT_PLAIN = [RUNTIME_CONFIG_PATH.replace(/^\//, ''), `${BRAND_FILE_DIR.replace(/^\//, '')}/`, '.vite/'];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether the file at `path` (relative to the build folder) gets precompressed siblings. */
export function isPrecompressed(path: string): boolean {
  const name = path.replace(/\\/g, '/');
  return COMPRESSIBLE.test(name) && !LEFT_PLAIN.some((plain) => (plain.endsWith('/') ? name.startsWith(plain) : name === plain));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the .br and .gz siblings of every file of `dir` that isPrecompressed. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const names = filesUnder(dir).filter((name) => isPrecompressed(relative(dir, join(dir, name))));
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const content = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      result.files += 1;
      result.bytes += content.length;
      if (br.length < content.length) {
        writeFileSync(`${path}.br`, br);
        result.brotliBytes += br.length;
      }
      if (gz.length < content.length) {
        writeFileSync(`${path}.gz`, gz);
        result.gzipBytes += gz.length;
      }
    }),
  );
  return result;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    // After Vite's own closeBundle has written every file (public/ included).
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const done = await precompressDir(outDir);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      logger?.info(`precompressed ${done.files} files: ${kib(done.bytes)} → br ${kib(done.brotliBytes)}, gz ${kib(done.gzipBytes)}`);
    },
  };
}

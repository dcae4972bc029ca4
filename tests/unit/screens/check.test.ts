// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOM_RENDERERS } from '../../../renderers/custom-renderers';
import { checkScreenDir } from '../../../scripts/screens-lib';
import { formatProblem } from '../../../src/screen-model/check';
import { BROKEN_SCREENS, PICKER_SCREENS, writeFixture } from './fixtures';

describe('screens:check on a folder of broken descriptors', () => {
  const fixture = writeFixture(BROKEN_SCREENS);
  afterAll(() => fixture.remove());
  const result = checkScreenDir(fixture.dir);
  const lines = result.problems.map(formatProblem);
  const f = fixture.file;

  it('reads every file', () => {
    expect(result.files).toBe(Object.keys(BROKEN_SCREENS).length);
  });

  it('reports each mistake with its file and JSON pointer, and nothing else', () => {
    expect(lines).toEqual([
      `${f('duplicate-a.json')}: /path duplicate route "/fixture/dup/:id", also declared in ${f('duplicate-b.json')} (/aliases/0)`,
      `${f('duplicate-b.json')}: /aliases/0 duplicate route "/fixture/dup/:key", also declared in ${f('duplicate-a.json')} (/path)`,
      `${f('enum-without-options.json')}: /columns/2/format must have required property 'options'`,
      `${f('fee-lines-without-source.json')}: /sections/0/fields/0 a "feeLines" field needs "fees" (configsApi and targetsApi)`,
      expect.stringMatching(new RegExp(`^${escape(f('invalid-json.json'))}: / invalid JSON: .+`)),
      `${f('lookup-without-filter.json')}: /lookup/anyOf/1 "phone" is not a filter of this list`,
      `${f('missing-link.json')}: /returnTo route "/fixture/nowhere/:id" matches no screen path, alias or public route`,
      `${f('missing-title.json')}: / must have required property 'title'`,
      `${f('server-check-misplaced.json')}: /filters/0/rules/0 a "serverCheck" rule checks form fields only, not filters`,
      `${f('server-check-without-api.json')}: /sections/0/fields/0/rules/1 a "serverCheck" rule needs "api", the endpoint it asks`,
      `${f('unknown-property.json')}: /colour is not an allowed property`,
      `${f('unknown-renderer.json')}: /renderer unknown custom renderer "nope" (known: ${CUSTOM_RENDERERS.join(', ')})`,
      `${f('wrong-kind.json')}: /kind unknown screen kind "lists" — did you mean "list"?`,
      `${f('wrong-schema-ref.json')}: /$schema must be "../../schemas/screen.schema.json" (the schema relative to this file), not "../schemas/screen.schema.json"`,
    ]);
  });

  it('accepts links with other parameter names, query strings and public routes', () => {
    expect(lines.filter((line) => line.includes('good-'))).toEqual([]);
  });
});

describe('screens:check on partner and resource references', () => {
  const fixture = writeFixture(PICKER_SCREENS);
  afterAll(() => fixture.remove());
  const lines = checkScreenDir(fixture.dir).problems.map(formatProblem);
  const f = fixture.file;

  it('refuses a form field naming a partner or resource as text, select or number input', () => {
    expect(lines.filter((line) => line.startsWith(f('text-reference.json')))).toEqual([
      `${f('text-reference.json')}: /sections/0/fields/0 consignor_name refers to a consignor and must use a picker widget (e.g. "merchant"), not "text"`,
      `${f('text-reference.json')}: /sections/0/fields/1 start_station_name refers to a station and must use a picker widget (e.g. "station"), not "select"`,
      `${f('text-reference.json')}: /sections/0/fields/2 carrier_resource_id refers to a carrier and must use a picker widget (e.g. "carrier"), not "number"`,
    ]);
  });

  it('accepts pickers, list filters and columns with the same keys, and a management form\'s own fields', () => {
    expect(lines.filter((line) => line.includes('good-'))).toEqual([]);
  });

  it('refuses a location picker without the product it lists locations of', () => {
    expect(lines.filter((line) => line.startsWith(f('location-without-product.json')))).toEqual([
      `${f('location-without-product.json')}: /sections/0/fields/0 a "location" picker needs "picker.productKey" (the form key holding the product id)`,
      `${f('location-without-product.json')}: /sections/0/fields/1/picker/productKey "sku_id" is not a field of this form`,
    ]);
  });

  it('refuses a remote or extendable select without its url', () => {
    expect(lines.filter((line) => line.startsWith(f('remote-without-url.json')))).toEqual([
      `${f('remote-without-url.json')}: /sections/0/fields/0 remote address not defined`,
      `${f('remote-without-url.json')}: /sections/0/fields/1 remote address not defined`,
    ]);
  });

  it('refuses a station picker that does not name its station type', () => {
    expect(lines.filter((line) => line.startsWith(f('station-without-type.json')))).toEqual([
      `${f('station-without-type.json')}: /sections/0/fields/0 a "station" picker needs "picker.stationType", the type of station it lists and creates (DELIVERY, TRANSIT, INSTALLER or PICKUP)`,
    ]);
  });

  it('refuses a filter searching the merchants that does not name them the edition\'s partners', () => {
    expect(lines.filter((line) => line.startsWith(f('partner-filter-unmarked.json')))).toEqual([
      `${f('partner-filter-unmarked.json')}: /filters/0/optionsFrom a filter searching the merchants needs "optionsFrom.editionPartner": true, so the DA edition searches its suppliers`,
    ]);
  });

  it('reports nothing else', () => {
    expect(lines).toHaveLength(9);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

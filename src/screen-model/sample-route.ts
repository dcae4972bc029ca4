/**
 * A route template opened with sample parameters, as the screens catalogue links to it and the screen
 * workbench previews it: every `:name` becomes 1, optional parameters (`:name?`) are left out.
 */
export function sampleRoute(path: string): string {
  return path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
}

/** The route parameters of `sampleRoute(path)`: each required parameter is "1". */
export function sampleParams(path: string): Record<string, string> {
  const names = [...path.matchAll(/:(\w+)(\?)?/g)].filter((match) => match[2] === undefined).map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, '1']));
}

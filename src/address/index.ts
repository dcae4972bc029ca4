/** Address data without React: the versioned local cache, tree lookups, form values and the banned-area check. */
export * from './tree';
export * from './cache';
export * from './selection';
export * from './banned';
export * from './failure';

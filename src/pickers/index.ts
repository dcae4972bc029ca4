/** The partner and resource pickers' rules, without React (widgets spec §3–§5, §7, §9). */
export * from './kinds';
export * from './search';
export * from './options';
export * from './create';
export * from './resolve';
export * from './saved';
export * from './driver';
export * from './product';
export * from './extend';

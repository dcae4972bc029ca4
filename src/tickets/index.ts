/** The after-sales ticket's rules without React (core spec §4, §6, §8). The calls are in api.ts. */
export * from './types';
export * from './role';
export * from './stage';
export * from './facts';
export * from './actions';
export * from './visibility';
export * from './sub-type';
export * from './order';
export * from './save-error';
export * from './form-errors';
export * from './schema-messages';
export * from './payload';
export * from './recompute';

// Public surface of the contract: schemas, paths, constants, messages and pure rules.
export * from './constants.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './plans-page-text.ts';
export * from './validation/index.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';

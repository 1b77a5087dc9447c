// The print kit in one import for game print.ts files.
export * from './units';
export * from './font';
export * from './text';
export * from './document';
export * from './cards';
export * from './board';
export * from './printable';

// The print kit in one import for game print.ts files.
export * from './units';
export * from './font';
export * from './text';
export * from './color';
export * from './document';
export * from './cards';
export * from './back';
export * from './aid';
export * from './board';
export * from './stamp';
export * from './printable';
export * from './rules';
export * from './booklet';
export * from './tuck';
export * from './dice-cards';
export * from './everything';

export * from './card.ts';
export * from './contact.ts';
export * from './limits.ts';
export * from './query.ts';
export * from './saved-search.ts';
export * from './usage.ts';
export * from './visibility.ts';

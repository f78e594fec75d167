export * from './completeness.ts';
export * from './schemas.ts';

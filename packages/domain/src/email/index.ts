export * from './en.ts';
export * from './mail.ts';
export * from './texts.ts';
export * from './ur.ts';

// Validation limits and messages shared by the server's answers and the screens' forms.
export * from './field-limits.ts';
export * from './plain-messages.ts';
export * from './problems.ts';
export * from './odd-characters.ts';

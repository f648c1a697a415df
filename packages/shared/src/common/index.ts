export * from './enums';
export * from './iban';
export * from './messages';
export * from './money';
export * from './phone';
export * from './turkishIds';
export * from './zodErrors';
export * from './zodRules';

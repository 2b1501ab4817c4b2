// @protect/domain: every business rule of the spec, pure TypeScript, shared by web/ and functions/.
export * from './wire';
export * from './money';
export * from './plans';
export * from './addons';
export * from './devices';
export * from './quote';
export * from './schemas/parse';
export * from './schemas/common';
export * from './schemas/states';
export * from './schemas/auth';
export * from './schemas/contact';
export * from './schemas/quote-form';

export * from './system';
export * from './monitor';
export * from './customer';
export * from './sso';
export * from './freight';
export * from './rates';
export * from './inquiries';
export * from './markups';

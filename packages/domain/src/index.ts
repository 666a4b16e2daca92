export * from './i18n/languages';
export * from './i18n/translate';
export * from './i18n/messages';
export * from './system/permission';
export * from './system/auth';
export * from './validators';
export * from './i18n/portal';
export * from './portal/envelope';

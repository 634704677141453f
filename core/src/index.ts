export * from './i18n/locale.ts';
export * from './i18n/messages.ts';
export * from './outcomes/message-status.ts';
export * from './outcomes/outcomes.ts';
export * from './contract/common.ts';

export { LanguageSwitch } from './language-switch.tsx';

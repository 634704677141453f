export { fetchTemplate, fetchTemplates, renameTemplate } from './templates-api.ts';
export { SaveTemplateButton } from './save-template-button.tsx';
export { TemplateNameButton } from './template-name-button.tsx';
export { DeleteTemplateButton } from './delete-template-button.tsx';
export { useTemplateToCart } from './use-template-to-cart.ts';

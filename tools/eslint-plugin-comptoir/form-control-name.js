// Spec §5 'Inputs must carry a name attribute': every input, select and textarea written in JSX names itself, so a
// form's data, the browser's autofill and test tools know each field. A spread may carry the name.
const controls = new Set(['input', 'select', 'textarea']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Require a name attribute on JSX input, select and textarea elements (spec §5).' },
    messages: { missing: '<{{element}}> needs a name attribute (spec §5: inputs must carry a name).' },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || !controls.has(node.name.name)) return;
        const named = node.attributes.some((attribute) => attribute.type === 'JSXSpreadAttribute' || (attribute.type === 'JSXAttribute' && attribute.name.name === 'name'));
        if (!named) context.report({ node, messageId: 'missing', data: { element: node.name.name } });
      },
    };
  },
};

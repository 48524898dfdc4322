/**
 * Logical properties only: physical sides and directions are rejected, so right-to-left works
 * without a single override. Stylelint's own rules do it; no plugin needed.
 */
const physicalProperties = [
  '/^(margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right|top|bottom)(-.*)?$/',
  '/^border-(top|bottom)-(left|right)-radius$/',
  '/^(left|right|top|bottom)$/',
  '/^(min-|max-)?(width|height)$/',
  'overflow-x',
  'overflow-y',
];

export default {
  extends: ['stylelint-config-standard'],
  rules: {
    'property-disallowed-list': [physicalProperties, { message: (p) => `Use the logical property instead of "${p}" (inline/block, start/end).` }],
    'declaration-property-value-disallowed-list': [
      {
        'text-align': ['left', 'right'],
        float: ['left', 'right'],
        clear: ['left', 'right'],
        resize: ['horizontal', 'vertical'],
      },
      { message: 'Use start/end (logical) values, not left/right.' },
    ],
    // CSS modules: camelCase class names are imported as JS identifiers.
    'selector-class-pattern': null,
    'custom-property-pattern': null,
    'rule-empty-line-before': null,
    'declaration-block-single-line-max-declarations': 2,
    'no-descending-specificity': null,
    'value-keyword-case': ['lower', { camelCaseSvgKeywords: true, ignoreKeywords: ['/^[A-Z]/'] }],
  },
};

import type { Language } from './candidate-sql.ts';

type Pair = readonly [en: string, fr: string];

/**
 * Facet and value labels that core's message catalogue does not carry yet (it has search.madeInCanada,
 * search.promotional, search.clearance, search.inStock, search.outOfStock, used first). Both languages,
 * kept here until core adopts them (listed in the issue 6 report).
 */
const groupLabels: Readonly<Record<string, Pair>> = {
  category: ['Category', 'Catégorie'],
  brand: ['Brand', 'Marque'],
  colour: ['Colour', 'Couleur'],
  price: ['Price', 'Prix'],
  availability: ['Availability', 'Disponibilité'],
  contract: ['Contract products', 'Produits sous contrat'],
  boxLength: ['Length (in)', 'Longueur (po)'],
  boxWidth: ['Width (in)', 'Largeur (po)'],
  boxHeight: ['Height (in)', 'Hauteur (po)'],
  boxResistance: ['Resistance type', 'Type de résistance'],
  printerModel: ['Printer model', "Modèle d'imprimante"],
};

const yesNo: Readonly<Record<string, Pair>> = { true: ['Yes', 'Oui'], false: ['No', 'Non'] };

export const groupLabel = (id: string, language: Language): string => {
  const pair = groupLabels[id];
  return pair ? pair[language === 'fr' ? 1 : 0] : id;
};

export const yesNoLabel = (value: string, language: Language): string => {
  const pair = yesNo[value];
  return pair ? pair[language === 'fr' ? 1 : 0] : value;
};

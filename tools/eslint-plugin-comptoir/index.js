// Comptoir's own lint rules: the package import direction (architecture §1) and feature-folder privacy.
import importDirection from './import-direction.js';

export default { rules: { 'import-direction': importDirection } };

// Comptoir's own lint rules: the package import direction (architecture §1) and feature-folder privacy; named form controls (spec §5).
import formControlName from './form-control-name.js';
import importDirection from './import-direction.js';

export default { rules: { 'import-direction': importDirection, 'form-control-name': formControlName } };

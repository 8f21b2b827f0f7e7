import type { AppScreens } from '../app-screens.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../app-screens.js`. */
export const appScreens: Translation<AppScreens> = {
  loading: 'Cargando la aplicación...',
  error: {
    heading: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado',
    reload: 'Volver a cargar la página',
    diagnostics: 'Abrir el diagnóstico',
    technicalDetail: 'Detalle técnico:',
  },
};

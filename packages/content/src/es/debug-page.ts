import type { debugPage as english } from '../debug-page.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../debug-page.js`. */
export const debugPage: Translation<typeof english> = {
  title: 'Diagnóstico',
  intro:
    'Pruebas para el personal de apoyo: dónde funciona esta aplicación y si el servidor responde.',
  clearLogs: 'Borrar el registro',
  checkEnvironment: 'Revisar el entorno',
  testCities: 'Probar la lista de ciudades',
  resultsHeading: 'Resultados de las pruebas',
  noResults: 'Todavía no se ha hecho ninguna prueba.',
  logHeading: 'Registro',
  emptyLog: 'El registro está vacío.',
  success: 'Funciona ({count} ciudades)',
  failed: 'Falló: {message}',
  notAList: 'la respuesta no es una lista de ciudades',
  yes: 'sí',
  no: 'no',
  facts: {
    host: 'Servidor: {value}',
    origin: 'Origen: {value}',
    path: 'Ruta: {value}',
    userAgent: 'Navegador: {value}',
    mobile: 'Teléfono o tableta: {value}',
    hostingPlatform: 'Plataforma de alojamiento: {value}',
    buildTime: 'Versión publicada: {value}',
  },
};

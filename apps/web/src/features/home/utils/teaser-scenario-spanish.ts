/**
 * The home teaser's scenario in Spanish, for /es/. sim-core names its scenarios in English for the
 * CLI; the page says the same in the reader's words. Read at build time only (vite.config.ts).
 */
export const spanishTeaserScenarioText = {
  label: 'Ejemplo de la página principal',
  description:
    'Apoyo completo para 2,500 personas que salen de las prisiones de Iowa, durante 5 años, con el conjunto de datos conservador (basado en estudios publicados).',
};

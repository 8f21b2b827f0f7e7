/**
 * The simulator's warnings in Spanish, by sim-core's warning code. The API words them in English
 * with the run's details; the Spanish page says the same in plain words, filling in what the
 * result carries (`{name}` marks a value, already formatted).
 */
export const simulatorWarnings: Readonly<Record<string, string>> = {
  'effect-definition-differs':
    'El efecto de este apoyo se midió con otra forma de contar la reincidencia que la que usa {place}. No hay un factor de conversión con fuente, así que el efecto se aplica tal como se midió: tome el resultado como una indicación.',
  'unverified-figures':
    '{count} de las cifras usadas todavía no se han comparado con su publicación; cada una está marcada en las fuentes.',
  'not-evidence':
    '"{set}": se calculó para reproducir las cifras que da la organización; no es evidencia. Compárelo con el conjunto conservador.',
  'participants-exceed-releases':
    '{count} participantes son más personas de las que salen de prisión hacia {place} en un año; el modelo las inscribe como un solo grupo, así que el resultado describe varios años de salidas, o salidas que no existen.',
};

/** The parameter sets' names in Spanish, by id; a set not listed keeps the name the API gives. */
export const simulatorParameterSetLabels: Readonly<Record<string, string>> = {
  conservative: 'Conservador (evidencia publicada)',
  'program-reported':
    'Metas declaradas (calculadas con las cifras de la organización; no es evidencia)',
};

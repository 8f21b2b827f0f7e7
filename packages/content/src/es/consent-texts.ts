import type { ConsentTextVersion } from '../consent-texts.js';

/** Spanish twin of the consent texts (`consentTexts` in `../consent-texts.js`): same versions. */
export const consentTexts: readonly ConsentTextVersion[] = [
  {
    version: 'intake-program-consent-2026-11',
    scope: 'program',
    title: 'Participar en el programa Pathways',
    body: 'Acepto que Cedar Valley Pathways guarde las respuestas que di en la admisión y las notas de mi trabajador de casos, para ayudarme a encontrar y mantener un empleo. Solo las leen mi trabajador de casos y los administradores del programa. Puedo revocar este consentimiento en cualquier momento; termina en la fecha indicada a menos que lo renueve.',
  },
  {
    version: 'employer-sharing-2026-11',
    scope: 'employer',
    title: 'Compartir mis datos con un empleador',
    body: 'Acepto que Cedar Valley Pathways comparta mi nombre, correo electrónico, teléfono, meta de empleo, habilidades y las categorías de delito que declaré con el único empleador indicado en este consentimiento, para que me considere para sus empleos. No se comparte nada más, ni con nadie más. Puedo revocar este consentimiento en cualquier momento en mi portal; desde entonces ese empleador no ve nada más.',
  },
  {
    version: 'recovery-sharing-2026-11',
    scope: 'recovery',
    title: 'Compartir mi información de recuperación',
    body: 'Acepto que Cedar Valley Pathways registre y use información sobre mi recuperación, protegida por la ley federal (42 CFR Part 2), solo para apoyar mi plan. No se comparte con empleadores ni con nadie más sin un consentimiento escrito aparte. Puedo revocar este consentimiento en cualquier momento.',
  },
  {
    version: 'substance-use-sharing-2026-11',
    scope: 'substanceUse',
    title: 'Compartir delitos relacionados con drogas con un empleador',
    body: 'Acepto que Cedar Valley Pathways muestre al único empleador indicado en este consentimiento las categorías de delitos relacionados con drogas que declaré, cuando ese empleador me haya hecho una oferta condicional. Solo yo puedo dar este consentimiento, aquí en mi portal; la persona que lleva mi caso no puede darlo por mí. Sin él, ese empleador nunca las ve. Puedo revocar este consentimiento en cualquier momento en mi portal; desde entonces ese empleador ya no las ve.',
  },
];

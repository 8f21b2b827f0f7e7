import type { Translation } from '../i18n/translation.js';
import type { PortalFrame } from '../portal-frame.js';

/** Spanish twin of `../portal-frame.js`: the portal's frame as a client reads it. */

export const portalFrame: Translation<PortalFrame> = {
  skipLink: 'Saltar al contenido principal',
  signedOut: {
    heading: 'Por favor, entre a su cuenta',
    text: 'Necesita entrar a su cuenta para ver esta página.',
    linkLabel: 'Ir a entrar',
  },
  backToWebsite: 'Volver al sitio web',
  nav: {
    label: 'Menú del panel',
    dashboard: 'Mi panel',
    openMenu: 'Abrir el menú del panel',
    closeMenu: 'Cerrar el menú del panel',
    menuTitle: 'Menú del panel',
    collapse: 'Ocultar el menú lateral',
    expand: 'Mostrar el menú lateral',
    unread: '{count} sin leer',
  },
  header: {
    logout: 'Salir',
    loggingOut: 'Saliendo...',
    logoutFailed: 'No pudimos cerrar su sesión',
    accountLabel: 'Cuenta de',
  },
  loading: 'Cargando su panel...',
  signedOutRedirect: 'Lo llevamos a la página para entrar...',
  comingSoon: {
    heading: 'Esta sección llegará pronto',
    text: 'Todavía estamos construyendo esta parte del portal. Todo lo que ya está listo está en su panel.',
    back: 'Volver a mi panel',
  },
  error: {
    heading: 'No pudimos cargar su panel',
    pageHeading: 'No pudimos cargar esta página',
    retry: 'Intentar de nuevo',
  },
  session: {
    title: 'Su sesión está por terminar',
    countdown:
      'Para proteger su cuenta, su sesión se cerrará en {time}. ¿Quiere seguir en su cuenta?',
    stay: 'Seguir en mi cuenta',
    signOut: 'Salir',
    refreshFailed: 'No pudimos alargar su sesión',
    expiredTitle: 'Su sesión terminó',
    expiredText: 'Para proteger su cuenta, cerramos su sesión. Entre otra vez para seguir.',
  },
};

import type { Translation } from '../i18n/translation.js';
import type { Site } from '../site.schema.js';

/** Spanish twin of `../site.js`: the header, footer and contact details. */

export const site: Translation<Site> = {
  organizationName: 'Cedar Valley Pathways',
  productName: 'Pathways',
  tagline: 'Segundas oportunidades que funcionan, para las personas y para los negocios.',
  description:
    'Cedar Valley Pathways ayuda a personas con antecedentes penales, personas en recuperación, personas sin vivienda estable y personas que llevan mucho tiempo sin trabajo a encontrar buenos empleos y mantenerlos.',
  serviceArea: 'Servimos a Waterloo y Cedar Falls, Iowa',
  logoSubtitle: 'Waterloo y Cedar Falls, Iowa',
  taxStatus: 'Cedar Valley Pathways es una organización sin fines de lucro exenta de impuestos.',
  contact: {
    phone: '(319) 555-0142',
    phoneHref: 'tel:+13195550142',
    email: 'hello@cedarvalleypathways.org',
    address: {
      street: '415 Commercial Street',
      city: 'Waterloo',
      state: 'Iowa',
      stateCode: 'IA',
      zipCode: '50701',
    },
  },
  hours: [
    { days: 'Lun-Vie', hours: '9am-5pm' },
    { days: 'Sáb', hours: '10am-2pm' },
    { days: 'Dom', hours: 'Cerrado' },
  ],
  social: [
    {
      network: 'Facebook',
      label: 'Cedar Valley Pathways en Facebook',
      url: 'https://www.facebook.com/cedarvalleypathways',
      icon: 'Facebook',
    },
    {
      network: 'X',
      label: 'Cedar Valley Pathways en X',
      url: 'https://x.com/cvpathways',
      icon: 'X',
    },
    {
      network: 'LinkedIn',
      label: 'Cedar Valley Pathways en LinkedIn',
      url: 'https://www.linkedin.com/company/cedar-valley-pathways',
      icon: 'Linkedin',
    },
    {
      network: 'Instagram',
      label: 'Cedar Valley Pathways en Instagram',
      url: 'https://www.instagram.com/cedarvalleypathways',
      icon: 'Instagram',
    },
  ],
  navigation: {
    main: [
      { label: 'Inicio', href: '/' },
      { label: 'Quiénes somos', href: '/about' },
      { label: 'Programas', href: '/programs' },
      { label: 'Contratar', href: '/hire-from-us' },
      { label: 'Estudios', href: '/research' },
      { label: 'Simulador', href: '/economic-impact-simulator' },
      { label: 'Historias', href: '/success-stories' },
      { label: 'Contacto', href: '/contact' },
    ],
    moreLabel: 'Más',
    more: [
      { label: 'Pedir ayuda', href: '/get-help' },
      { label: 'Asesor de empleo', href: '/career-coach' },
      { label: 'Participe', href: '/get-involved' },
    ],
    clientPortal: { label: 'Portal de clientes', href: '/auth' },
    dashboardLabel: 'Mi panel',
    logoutLabel: 'Cerrar sesión',
    logoutPendingLabel: 'Cerrando sesión...',
    debugLabel: 'Modo de prueba',
    logoutErrorTitle: 'No se pudo cerrar la sesión',
    ariaLabel: 'Principal',
    openMenuLabel: 'Abrir menú',
    closeMenuLabel: 'Cerrar menú',
    menuTitle: 'Menú',
  },
  skipLinkLabel: 'Saltar al contenido principal',
  pageLoading: 'Cargando la página...',
  toast: {
    closeLabel: 'Cerrar el aviso',
    regionLabel: 'Avisos ({hotkey})',
    announceLabel: 'Aviso',
  },
  language: {
    lang: 'en',
    switchLabel: 'English',
    switchHint: 'Read this page in English',
    /** Where the header is tight (the wide header beside eight links). */
    switchShort: 'EN',
    suggestion: 'This page is also in English.',
    suggestionLink: 'Read in English',
    dismissLabel: 'No, thanks',
  },
  footer: {
    about:
      'Una organización sin fines de lucro de Waterloo que conecta a personas con barreras para trabajar con empleadores de segunda oportunidad en todo el Cedar Valley. Todos nuestros servicios son gratis.',
    quickLinksHeading: 'Enlaces rápidos',
    quickLinks: [
      { label: 'Quiénes somos', href: '/about' },
      { label: 'Programas', href: '/programs' },
      { label: 'Historias de éxito', href: '/success-stories' },
      { label: 'Estudios', href: '/research' },
      { label: 'Informe de impacto', href: '/impact-report' },
      { label: 'Contacto', href: '/contact' },
    ],
    getInvolvedHeading: 'Participe',
    getInvolvedLinks: [
      { label: 'Pedir ayuda', href: '/get-help' },
      { label: 'Contrate a nuestros candidatos', href: '/hire-from-us' },
      { label: 'Done', href: '/get-involved#donate' },
      { label: 'Sea voluntario', href: '/get-involved#volunteer' },
      { label: 'Colabore con nosotros', href: '/get-involved#partner' },
    ],
    contactHeading: 'Contáctenos',
    followHeading: 'Síganos',
    hoursHeading: 'Horario',
    newTabNote: '(se abre en una pestaña nueva)',
    copyright: 'Cedar Valley Pathways. Todos los derechos reservados.',
  },
};

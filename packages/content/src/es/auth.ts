import type { Auth } from '../auth.schema.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../auth.js`: the sign-in and registration page. */

export const auth: Translation<Auth> = {
  title: 'Portal de clientes',
  loginTab: 'Entrar',
  registerTab: 'Crear cuenta',
  sidePanel: {
    heading: 'Le damos la bienvenida a Pathways',
    description: 'Un solo lugar para su búsqueda de empleo, sus citas y su equipo de apoyo.',
    clientPortal: {
      title: 'Portal de clientes',
      features: [
        'Vea ofertas de empleo que van con usted',
        'Encuentre recursos de capacitación, vivienda y recuperación',
        'Manténgase en contacto con la persona que lleva su caso',
      ],
    },
    employerPortal: {
      title: 'Portal de empleadores',
      features: [
        'Publique empleos para candidatos capacitados y evaluados',
        'Revise las solicitudes en un solo lugar',
      ],
    },
    testimonial: {
      quote:
        'Tener todo en un solo lugar me ayudó a no perder el rumbo. Podía ver mis citas y escribirle a mi trabajador de casos desde mi teléfono.',
      name: 'Keisha B.',
      role: 'Graduada de Pathways',
    },
  },
  roleLabel: 'Yo soy...',
  roleOptions: { client: 'Cliente que busca ayuda', employer: 'Empleador que quiere contratar' },
  intro: 'Entre a su cuenta o cree una para empezar.',
  loginForm: {
    ariaLabel: 'Entrar',
    username: 'Nombre de usuario',
    usernameHint: 'O la dirección de correo electrónico de su cuenta.',
    password: 'Contraseña',
    submit: 'Entrar',
    pending: 'Entrando...',
  },
  registerForm: {
    ariaLabel: 'Crear cuenta',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    usernameHint: 'Al menos 3 caracteres. Lo usará para entrar.',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres.',
    confirmPassword: 'Escriba la contraseña otra vez',
    submit: 'Crear cuenta',
    pending: 'Creando la cuenta...',
  },
  showPasswordLabel: 'Mostrar la contraseña',
  roleHint: 'Lo que usted escoja decide qué funciones puede usar.',
  passwordReset: {
    forgotLink: '¿Olvidó su contraseña?',
    forgot: {
      title: '¿Olvidó su contraseña?',
      intro:
        'Escriba el correo electrónico de su cuenta y le mandaremos un enlace para escoger una contraseña nueva.',
      emailLabel: 'Correo electrónico',
      submit: 'Enviar el enlace',
      submitting: 'Enviando...',
      failureTitle: 'No pudimos enviar el enlace',
      sentTitle: 'Revise su correo',
      sentHelp:
        'El enlace sirve una sola vez y vence en 1 hora. Si no le llega en unos minutos, revise su carpeta de correo no deseado o llámenos al {phone}.',
      backToLogin: 'Volver a Entrar',
    },
    reset: {
      title: 'Escoja una contraseña nueva',
      checking: 'Revisando su enlace...',
      intro:
        'Escoja una contraseña nueva para su cuenta. Se cerrará la sesión en todos los aparatos donde esté abierta.',
      passwordLabel: 'Contraseña nueva',
      confirmLabel: 'Escriba la contraseña nueva otra vez',
      submit: 'Guardar la contraseña nueva',
      submitting: 'Guardando...',
      failureTitle: 'No pudimos cambiar su contraseña',
      doneTitle: 'Su contraseña cambió',
      doneText: 'Ya puede entrar con su contraseña nueva.',
      toLogin: 'Ir a Entrar',
      invalidTitle: 'Este enlace no se puede usar',
      missingToken:
        'Esta página necesita el enlace de su correo. Abra el enlace otra vez, o pida uno nuevo.',
      askAgain: 'Pedir un enlace nuevo',
    },
  },
};

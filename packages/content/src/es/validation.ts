import { SEALED_PREFIX_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../validation.js';

/**
 * Spanish for every validation message of @pathways/schemas. Those messages are the English spec
 * strings, shown as they are on English pages and sent by the API; a Spanish page shows their twin
 * from this map. A test in @pathways/schemas walks every schema and fails when a message has none.
 */
export const validationMessages: Readonly<Record<string, string>> = {
  'Please choose what kind of document this is': 'Escoja qué tipo de documento es',
  'Please choose a file to upload': 'Escoja un archivo para subir',
  'The file must be 10 MB or smaller': 'El archivo debe tener 10 MB o menos',
  'This file is not a PDF, JPEG, PNG or HEIC file, whatever its name says. Please choose one of those':
    'Este archivo no es PDF, JPEG, PNG ni HEIC, diga lo que diga su nombre. Escoja uno de esos tipos',
  'Please choose one of this client’s consents recorded on paper':
    'Escoja uno de los permisos de esta persona dados en papel',
  'Please say why the document is deleted (at least 5 characters)':
    'Diga por qué se borra el documento (al menos 5 letras)',
  'Company name must be at least 2 characters':
    'El nombre de la empresa debe tener al menos 2 letras',
  'Company name must be at least 2 characters.':
    'El nombre de la empresa debe tener al menos 2 letras.',
  'Contact name must be at least 2 characters':
    'El nombre de la persona de contacto debe tener al menos 2 letras',
  'Custom amount must be at least $1.': 'La cantidad debe ser de $1 o más.',
  'Description must be at least 10 characters.': 'La descripción debe tener al menos 10 letras.',
  'Each choice can be picked only once': 'Cada opción se puede escoger una sola vez',
  'First name must be at least 2 characters': 'El nombre debe tener al menos 2 letras',
  'For gifts over $1,000,000 please call us.':
    'Para donaciones de más de $1,000,000, por favor llámenos.',
  'Last name must be at least 2 characters': 'El apellido debe tener al menos 2 letras',
  'Message must be at least 10 characters.': 'El mensaje debe tener al menos 10 letras.',
  'Name must be at least 2 characters.': 'El nombre debe tener al menos 2 letras.',
  'Nothing to change': 'No hay nada que cambiar',
  'Please choose a date within the past year or the next two years':
    'Escoja una fecha dentro del último año o de los próximos dos años',
  'Please say why (at least 3 characters)': 'Diga por qué (al menos 3 letras)',
  'Please write your reply': 'Escriba su respuesta',
  'Only the client can give this consent, in their own portal':
    'Solo la persona interesada puede dar este permiso, en su propio portal',
  'Participants must be a whole number from 100 to 10,000':
    'El número de participantes debe ser un número entero de 100 a 10,000',
  'Password must be at least 6 characters': 'La contraseña debe tener al menos 6 caracteres',
  'Password must be at most 200 characters': 'La contraseña debe tener 200 caracteres o menos',
  'Passwords do not match': 'Las contraseñas no son iguales',
  'Please choose a city': 'Escoja una ciudad',
  'Please choose a date and time': 'Escoja una fecha y una hora',
  'Please choose a role': 'Escoja un rol',
  'Please choose a support type': 'Escoja un tipo de apoyo',
  'Please choose benefits from the list': 'Escoja beneficios de la lista',
  'Please choose in person or virtual': 'Escoja en persona o por internet',
  'Please choose English or Spanish': 'Escoja inglés o español',
  'Please say whether to send reminders': 'Diga si quiere recordatorios',
  'Please choose the kind of account you need': 'Escoja el tipo de cuenta que necesita',
  'Please choose what the consent covers': 'Escoja qué cubre el permiso',
  'Please confirm your password': 'Escriba su contraseña otra vez',
  'Please describe what support you need': 'Cuéntenos qué apoyo necesita',
  'Please describe when you are available (at least 5 characters)':
    'Cuéntenos cuándo puede (al menos 5 letras)',
  'Please describe your experience': 'Cuéntenos sobre su experiencia',
  'Please describe your goals': 'Cuéntenos sus metas',
  'Please describe your goals (at least 10 characters)': 'Cuéntenos sus metas (al menos 10 letras)',
  'Please describe your skills': 'Cuéntenos sus habilidades',
  'Please describe your skills and interests (at least 10 characters)':
    'Cuéntenos sus habilidades e intereses (al menos 10 letras)',
  'Please describe your work experience (at least 10 characters)':
    'Cuéntenos su experiencia de trabajo (al menos 10 letras)',
  'Please enter a date (YYYY-MM-DD)': 'Escriba una fecha (AAAA-MM-DD)',
  'Please enter a valid URL': 'Escriba una dirección web válida',
  'Please enter a valid URL.': 'Escriba una dirección web válida.',
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please enter a valid email address.': 'Escriba un correo electrónico válido.',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Please enter a valid phone number.': 'Escriba un número de teléfono válido.',
  'Please enter emergency contact name': 'Escriba el nombre de su contacto de emergencia',
  'Please enter emergency contact phone': 'Escriba el teléfono de su contacto de emergencia',
  'Please enter text': 'Escriba un texto',
  'Please enter the full name': 'Escriba el nombre completo',
  'Please enter your address': 'Escriba su dirección',
  'Please enter your city': 'Escriba su ciudad',
  'Please enter your company address': 'Escriba la dirección de su empresa',
  'Please enter your date of birth': 'Escriba su fecha de nacimiento',
  'Please enter your full name': 'Escriba su nombre completo',
  'Please enter your industry': 'Escriba el tipo de industria',
  'Please enter your state': 'Escriba su estado',
  'Please enter your zip code': 'Escriba su código postal',
  'Please give the appointment a title': 'Póngale un título a la cita',
  'Please keep messages under 1000 characters': 'Escriba mensajes de menos de 1000 caracteres',
  'Please name the employer the client agreed to share with':
    'Escriba el nombre del empleador con quien el cliente aceptó compartir',
  'Please name the milestone': 'Escriba el nombre de la meta',
  'Please name who receives the information': 'Escriba quién recibe la información',
  'Please provide reference information': 'Escriba los datos de sus referencias',
  'Please say whether the account is active': 'Diga si la cuenta está activa',
  'Please say which consent text was shown': 'Diga qué texto de permiso se mostró',
  'Please say why it is shared': 'Diga por qué se comparte',
  'Please select a donation type.': 'Escoja un tipo de donación.',
  'Please select an amount.': 'Escoja una cantidad.',
  'Please select at least one experience level': 'Escoja al menos un nivel de experiencia',
  'Please select at least one position type': 'Escoja al menos un tipo de puesto',
  'Please select how many people you expect to hire': 'Escoja cuántas personas piensa contratar',
  'Please select how much time you can give': 'Escoja cuánto tiempo puede dar',
  'Please select how you get around': 'Escoja cómo se transporta',
  'Please select your areas of interest': 'Escoja las áreas que le interesan',
  'Please select your availability': 'Escoja cuándo puede',
  'Please select your company size': 'Escoja el tamaño de su empresa',
  'Please select your company size.': 'Escoja el tamaño de su empresa.',
  'Please select your highest level of education': 'Escoja su nivel de estudios más alto',
  'Please select your hiring timeline': 'Escoja cuándo piensa contratar',
  'Please select your industry.': 'Escoja su industria.',
  'Please send the version of the record you are changing':
    'Envíe la versión del registro que está cambiando',
  'Please tell us whether you are hiring now': 'Díganos si está contratando ahora',
  'Please tell us whether you have a criminal record': 'Díganos si tiene antecedentes penales',
  'Please tell us whether you have hired people with records before':
    'Díganos si ya ha contratado a personas con antecedentes',
  'Please tell us why you want to volunteer': 'Cuéntenos por qué quiere ser voluntario',
  'Please type a message': 'Escriba un mensaje',
  'Please write the note': 'Escriba la nota',
  'Please describe the nature and gravity of the offence':
    'Describa la naturaleza y la gravedad del delito',
  'Please say how much time has passed since the offence or sentence':
    'Diga cuánto tiempo ha pasado desde el delito o la condena',
  'Please describe the nature of the job': 'Describa la naturaleza del trabajo',
  'Please describe the evidence of rehabilitation you considered (or write "none given")':
    'Describa las pruebas de rehabilitación que tuvo en cuenta (o escriba "ninguna")',
  'Please write your answer': 'Escriba su respuesta',
  'Please answer the questions or choose not to answer':
    'Responda las preguntas o escoja no responder',
  'Please say whether you have been convicted of a felony':
    'Diga si alguna vez le condenaron por un delito grave (felony)',
  'Please say whether you were convicted or released from prison within the last year':
    'Diga si le condenaron o salió de prisión en el último año',
  'Please enter a date that is not in the future': 'Escriba una fecha que no sea futura',
  'Please choose a case worker': 'Escoja un trabajador de casos',
  'Please choose a job': 'Escoja un empleo',
  'Please choose the employer the client agreed to share with':
    'Escoja el empleador con el que el cliente aceptó compartir sus datos',
  'Subject must be at least 3 characters.': 'El asunto debe tener al menos 3 letras.',
  'Please ask for 1 to 100 entries': 'Pida de 1 a 100 registros',
  'Please choose one of the consent texts': 'Elija uno de los textos de consentimiento',
  'Please choose an employer from the list': 'Escoja un empleador de la lista',
  'Please tick the box to agree to the text above':
    'Marque la casilla para aceptar el texto de arriba',
  'Please enter a date between 1900 and 2100': 'Escriba una fecha entre 1900 y 2100',
  'Please keep this on one line': 'Escriba esto en una sola línea',
  'Please say how the client gave this consent': 'Diga cómo dio el cliente este consentimiento',
  'Please say whether the note is internal': 'Diga si la nota es interna',
  'Please say why you need to see this (at least 5 characters)':
    'Diga por qué necesita ver esto (al menos 5 letras)',
  'This version number is not one the record can have':
    'Este número de versión no es uno que el registro pueda tener',
  'Use a real date as YYYY-MM-DD.': 'Use una fecha real con el formato AAAA-MM-DD.',
  'Please keep the code section to 40 characters':
    'Escriba la sección del código en 40 caracteres como máximo',
  'Usernames may use only lowercase letters, digits, dots, hyphens and underscores':
    'El nombre de usuario solo puede tener letras minúsculas, números, puntos, guiones y guiones bajos',
  [SEALED_PREFIX_MESSAGE]:
    'Esto no puede empezar con «enc:» seguido de una versión (parece un dato cifrado). Cambie el comienzo.',
  [UNSTORABLE_TEXT_MESSAGE]:
    'Esto tiene un carácter que no podemos guardar (un carácter nulo o un símbolo cortado). Bórrelo o vuelva a escribir el texto.',
  // Not a validation message but the API's answer to a reset request, shown on the page as it is.
  'If an account exists, we sent a link': 'Si hay una cuenta con ese correo, le mandamos un enlace',
  'This link has expired or has already been used. Please ask for a new one.':
    'Este enlace ya venció o ya se usó. Pida uno nuevo.',
  'Timeframe must be a whole number of years from 1 to 10':
    'El plazo debe ser un número entero de años, de 1 a 10',
  'Title must be at least 2 characters': 'El título debe tener al menos 2 letras',
  'Unknown attendance': 'Asistencia desconocida',
  'Unknown cursor': 'Posición desconocida',
  'Unknown kind': 'Tipo desconocido',
  'Unknown role': 'Rol desconocido',
  'Unknown language': 'Idioma desconocido',
  'Please say why these clients are moving (at least 5 characters)':
    'Diga por qué se pasan estos clientes a otra persona (al menos 5 letras)',
  'Please choose the clients to move': 'Escoja los clientes que quiere pasar',
  'Please choose the case worker to move them to':
    'Escoja a la persona que va a llevar estos casos',
  'At most 500 clients at a time': 'Como máximo 500 clientes a la vez',
  'Unknown status': 'Estado desconocido',
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'You must agree to our terms and conditions.': 'Debe aceptar nuestros términos y condiciones.',
  'You must consent to a background check.':
    'Debe dar su permiso para una revisión de antecedentes.',
  'You must consent to data collection and program participation.':
    'Debe dar su permiso para que guardemos sus datos y para participar en el programa.',
  'You must consent to data collection.': 'Debe dar su permiso para que guardemos sus datos.',
  'You must consent to partnership terms.': 'Debe aceptar los términos de la alianza.',
  'You must consent to the volunteer terms.': 'Debe aceptar los términos para voluntarios.',
  'Your name must be at least 2 characters.': 'Su nombre debe tener al menos 2 letras.',
  'A plan needs at least one step': 'Un plan necesita al menos un paso',
  'Each step needs its own name': 'Cada paso necesita su propio nombre',
  'Give either days after the plan is made or days after placement, not both':
    'Escriba los días después de hacer el plan o los días después de la colocación, no los dos',
  'Please approve or return the posting': 'Apruebe la oferta o devuélvala',
  'Please choose a schedule': 'Escoja un horario',
  'Please choose a status': 'Escoja un estado',
  'Please choose a training program': 'Escoja un programa de capacitación',
  'Please describe the job (at least 20 characters)': 'Describa el trabajo (al menos 20 letras)',
  'Please describe the step': 'Describa el paso',
  'Please enter 0 or more days': 'Escriba 0 días o más',
  'Please enter a number of days': 'Escriba un número de días',
  'Please enter a whole number of days': 'Escriba un número entero de días',
  'Please enter a word or two': 'Escriba una o dos palabras',
  'Please enter an hourly amount': 'Escriba una cantidad por hora',
  'Please enter at most 730 days': 'Escriba 730 días o menos',
  'Please enter the company name': 'Escriba el nombre de la empresa',
  'Please enter the EIN as NN-NNNNNNN (9 digits, for example 12-3456789)':
    'Escriba el EIN como NN-NNNNNNN (9 dígitos, por ejemplo 12-3456789)',
  'Please enter how many people the company employs in Waterloo (a whole number)':
    'Escriba cuántas personas emplea la empresa en Waterloo (un número entero)',
  'Please enter the company’s address in full': 'Escriba la dirección completa de la empresa',
  'Please enter the highest hourly pay': 'Escriba el pago más alto por hora',
  'Please enter the hourly wage': 'Escriba el sueldo por hora',
  'Please enter the hourly wage in dollars (up to 500)':
    'Escriba el sueldo por hora en dólares (hasta 500)',
  'Please enter the hours per week': 'Escriba las horas por semana',
  'Please enter the lowest hourly pay': 'Escriba el pago más bajo por hora',
  'Please choose one of the proposed times': 'Escoja uno de los horarios propuestos',
  "Iowa's minimum wage is $7.25 an hour: please offer at least that":
    'El salario mínimo de Iowa es $7.25 por hora: ofrezca por lo menos eso',
  'Please enter where the job is': 'Escriba dónde es el trabajo',
  'Please enter whole hours per week': 'Escriba horas enteras por semana',
  'Please give the job a title': 'Póngale un título al trabajo',
  'Please keep the plan to 30 steps': 'El plan puede tener 30 pasos como máximo',
  'Please list at most 30': 'Escriba 30 como máximo',
  'Please name the step': 'Póngale un nombre al paso',
  'Please propose at least one time': 'Proponga al menos una hora',
  'Please propose at most 5 times': 'Proponga 5 horas como máximo',
  'Please say what the employer should change': 'Diga qué debe cambiar el empleador',
  'Please say whether it is the same employer': 'Diga si es el mismo empleador',
  'Please say whether the client is still employed': 'Diga si la persona todavía tiene empleo',
  'Please say which days and times would suit you': 'Díganos qué días y horas le quedan bien',
  'Please send the version of the application you are changing':
    'Envíe la versión de la solicitud que está cambiando',
  'Please write a message': 'Escriba un mensaje',
  'Please write your fair-chance statement': 'Escriba su declaración de segunda oportunidad',
  'The highest pay cannot be below the lowest':
    'El pago más alto no puede ser menor que el más bajo',
  'Unknown offense category': 'Esa categoría de delito no existe',
  'Unknown schedule': 'Ese horario no existe',
  'Use unread=true or leave it out': 'Use unread=true o déjelo en blanco',
};

/** Length limits are one message per limit ("Please keep this under 1,000 characters"). */
const keepUnder = /^Please keep this under ([\d,]+) characters$/;

/** What a Spanish page shows for a message it has no twin for: never English. */
export const unknownValidationMessage = 'Revise lo que escribió en este campo.';

/** The Spanish twin of one English validation message. */
export function translateValidationMessage(message: string): string {
  const exact = validationMessages[message];
  if (exact !== undefined) return exact;
  const limit = keepUnder.exec(message)?.[1];
  if (limit !== undefined) return `Escriba menos de ${limit} caracteres`;
  return unknownValidationMessage;
}

/** Whether a message has a Spanish twin of its own (the completeness test asks this). */
export function hasSpanishTwin(message: string): boolean {
  return message in validationMessages || keepUnder.test(message);
}

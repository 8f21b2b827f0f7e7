/**
 * Spanish for the option labels of the public forms' lists (@pathways/schemas/options). The stored
 * value of a choice never changes with the language; only the words read beside it do. Keyed by
 * the English label, like the validation messages, so a value two lists share with different words
 * (such as "transportation") reads right in each. A test in @pathways/schemas walks the lists and
 * fails when a label has no twin here.
 */
export const optionLabels: Readonly<Record<string, string>> = {
  // Education
  'Less than high school': 'No terminé la secundaria (high school)',
  'High school diploma or GED': 'Diploma de secundaria o GED',
  'Some college': 'Algunos estudios universitarios',
  'College degree': 'Título universitario',
  'Graduate degree': 'Posgrado (maestría o doctorado)',
  // Transportation
  'I have my own vehicle': 'Tengo mi propio vehículo',
  'Public transportation': 'Transporte público',
  'Walking or biking': 'A pie o en bicicleta',
  'I need help with transportation': 'Necesito ayuda con el transporte',
  // Industry
  Manufacturing: 'Manufactura',
  Construction: 'Construcción',
  'Food service': 'Servicio de comida',
  Retail: 'Ventas al público',
  Healthcare: 'Salud',
  'Transportation and logistics': 'Transporte y logística',
  Technology: 'Tecnología',
  Administration: 'Administración',
  Custodial: 'Limpieza y mantenimiento',
  Hospitality: 'Hotelería y turismo',
  Other: 'Otra',
  // Company size and hiring volume
  '1-10 employees': '1 a 10 empleados',
  '11-50 employees': '11 a 50 empleados',
  '51-200 employees': '51 a 200 empleados',
  '201-500 employees': '201 a 500 empleados',
  '501+ employees': 'Más de 500 empleados',
  '201-1,000 employees': '201 a 1,000 empleados',
  '1,000+ employees': 'Más de 1,000 empleados',
  '1-5 hires a year': '1 a 5 contrataciones al año',
  '6-15 hires a year': '6 a 15 contrataciones al año',
  '16-50 hires a year': '16 a 50 contrataciones al año',
  '50+ hires a year': 'Más de 50 contrataciones al año',
  // Yes / no
  Yes: 'Sí',
  No: 'No',
  'Not sure': 'No estoy seguro',
  // Timeline
  Immediately: 'Ahora mismo',
  'In 1-3 months': 'En 1 a 3 meses',
  'In 3-6 months': 'En 3 a 6 meses',
  'In 6-12 months': 'En 6 a 12 meses',
  'Still planning': 'Todavía lo estamos planeando',
  // Position types and experience levels
  'Full-time': 'Tiempo completo',
  'Part-time': 'Medio tiempo',
  Seasonal: 'De temporada',
  'Temporary-to-hire': 'Temporal con posibilidad de contrato fijo',
  Apprenticeship: 'Aprendizaje pagado (aprendiz)',
  'Entry level, no experience needed': 'Nivel inicial, sin experiencia',
  'Some experience': 'Algo de experiencia',
  'Skilled or certified': 'Con oficio o certificado',
  Supervisory: 'Supervisor',
  // Benefits
  'Health insurance': 'Seguro médico',
  'Paid time off': 'Días libres pagados',
  'Retirement plan': 'Plan de jubilación',
  'Paid training': 'Capacitación pagada',
  'Transportation help': 'Ayuda con el transporte',
  'Flexible schedule': 'Horario flexible',
  // Volunteer availability, interests and time
  'Weekday mornings': 'Mañanas entre semana',
  'Weekday afternoons': 'Tardes entre semana',
  'Weekday evenings': 'Noches entre semana',
  'Weekend mornings': 'Mañanas de fin de semana',
  'Weekend afternoons': 'Tardes de fin de semana',
  'Weekend evenings': 'Noches de fin de semana',
  Flexible: 'Flexible',
  'Special events only': 'Solo eventos especiales',
  Mentoring: 'Mentoría',
  'Job coaching': 'Orientación para el trabajo',
  'Skills training': 'Capacitación',
  'Resume help': 'Ayuda con el currículum',
  Transportation: 'Transporte',
  'Clothing closet': 'Ropero (ropa para entrevistas y trabajo)',
  'Administrative support': 'Apoyo en la oficina',
  'Event planning': 'Organizar eventos',
  Fundraising: 'Recaudar fondos',
  'Social media': 'Redes sociales',
  Research: 'Investigación',
  'Legal assistance': 'Ayuda legal',
  'A few hours a month': 'Unas horas al mes',
  'A few hours a week': 'Unas horas a la semana',
  'Several hours a week': 'Varias horas a la semana',
  // Donation
  'One-time': 'Una sola vez',
  Monthly: 'Cada mes',
  Custom: 'Otra cantidad',
  // Registration
  'Client seeking help': 'Cliente que busca ayuda',
  'Employer looking to hire': 'Empleador que quiere contratar',
};

/**
 * The Spanish words of one option label. A label with no twin (a list outside the public forms)
 * keeps its English words rather than lose its meaning.
 */
export function translateOptionLabel(englishLabel: string): string {
  return optionLabels[englishLabel] ?? englishLabel;
}

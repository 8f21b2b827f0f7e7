import { describe, expect, it } from 'vitest';
import { replyTo } from '../career-coach.js';
import { careerCoach } from './career-coach.js';

describe('the Spanish career coach', () => {
  it.each([
    ['¿Cuánto dura la capacitación de montacargas?', 'logistics'],
    ['Quiero aprender programación', 'coding'],
    ['¿Tienen ayuda con la vivienda?', 'support'],
    ['Tengo antecedentes, ¿califico?', 'requirements'],
    ['Busco trabajo', 'help'],
    ['¿Cuál es el salario?', 'success'],
    ['Trabajo en una fábrica', 'manufacturing'],
    ['¿Cómo puedo borrar mis antecedentes?', 'recordClearing'],
  ])('answers %j from the %s topic, accents or not', (message, topicId) => {
    expect(replyTo(message, careerCoach).topicId).toBe(topicId);
    expect(
      replyTo(message.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), careerCoach).topicId,
    ).toBe(topicId);
  });

  it('gives its Spanish mission reply to what it does not know', () => {
    const { topicId, reply } = replyTo('xyzzy', careerCoach);
    expect(topicId).toBe('default');
    expect(reply).toMatch(/^Cedar Valley Pathways ayuda/);
  });
});

describe('the Spanish record-clearing answer (issue 30)', () => {
  it('links to the Spanish screener', () => {
    expect(replyTo('quiero borrar mis antecedentes', careerCoach).reply).toContain(
      '/es/record-clearing',
    );
  });
});
